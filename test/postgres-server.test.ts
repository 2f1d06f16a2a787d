import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPostgresBinaries } from './postgres-server';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

function fakeBin(dir: string, names: string[]): void {
  mkdirSync(dir, { recursive: true });
  for (const name of names) {
    writeFileSync(join(dir, name), '#!/bin/sh\n');
    chmodSync(join(dir, name), 0o755);
  }
}

describe('findPostgresBinaries', () => {
  it('fails with the command that installs PostgreSQL when no binaries exist', () => {
    root = mkdtempSync(join(tmpdir(), 'pg-bins-'));
    expect(() => findPostgresBinaries(join(root, 'empty'), join(root, 'no-debian'))).toThrow(/apt-get install -y postgresql/);
  });

  it('ignores a folder that has only some of the binaries', () => {
    root = mkdtempSync(join(tmpdir(), 'pg-bins-'));
    fakeBin(join(root, 'client-only'), ['initdb']);
    expect(() => findPostgresBinaries(join(root, 'client-only'), join(root, 'no-debian'))).toThrow(/not found/);
  });

  it("finds Debian's layout, newest version first, when PATH has none", () => {
    root = mkdtempSync(join(tmpdir(), 'pg-bins-'));
    const debian = join(root, 'postgresql');
    fakeBin(join(debian, '13', 'bin'), ['initdb', 'pg_ctl', 'postgres']);
    fakeBin(join(debian, '15', 'bin'), ['initdb', 'pg_ctl', 'postgres']);
    const found = findPostgresBinaries('', debian);
    expect(found.dir).toBe(join(debian, '15', 'bin'));
    expect(found.initdb).toBe(join(debian, '15', 'bin', 'initdb'));
    expect(found.pgCtl).toBe(join(debian, '15', 'bin', 'pg_ctl'));
  });

  it('prefers PATH', () => {
    root = mkdtempSync(join(tmpdir(), 'pg-bins-'));
    fakeBin(join(root, 'path-bin'), ['initdb', 'pg_ctl', 'postgres']);
    fakeBin(join(root, 'postgresql', '15', 'bin'), ['initdb', 'pg_ctl', 'postgres']);
    expect(findPostgresBinaries(join(root, 'path-bin'), join(root, 'postgresql')).dir).toBe(join(root, 'path-bin'));
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each domain owns its tables (issue 42): a table is defined in server/<domain>/schema.ts, beside the code
 * that writes it, and server/db/schema.ts only gathers those files for drizzle-kit and the database client.
 */
const serverDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('schema layout', () => {
  it('keeps server/db/schema.ts a gathering file of at most 150 lines with no table of its own', () => {
    const gathering = readFileSync(path.join(serverDir, 'db', 'schema.ts'), 'utf8');
    expect(gathering).not.toMatch(/pgTable\s*\(/);
    expect(gathering.split('\n').length).toBeLessThanOrEqual(150);
    expect(gathering).toMatch(/export \* from '\.\.\/[\w-]+\/schema';/);
  });

  it('defines every table in a schema.ts directly under a domain folder of server/', () => {
    const misplaced = sourceFiles(serverDir)
      .filter((file) => /pgTable\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverDir, file).split(path.sep).join('/'))
      .filter((rel) => !/^(?!db\/)[\w-]+\/schema\.ts$/.test(rel));
    expect(misplaced).toEqual([]);
  });

  it('gathers every domain schema file, so drizzle-kit and the client see every table', () => {
    const gathering = readFileSync(path.join(serverDir, 'db', 'schema.ts'), 'utf8');
    const domains = readdirSync(serverDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'db')
      .filter((entry) => readdirSync(path.join(serverDir, entry.name)).includes('schema.ts'))
      .map((entry) => entry.name);
    expect(domains.length).toBeGreaterThan(0);
    for (const domain of domains) expect(gathering).toContain(`export * from '../${domain}/schema';`);
  });
});

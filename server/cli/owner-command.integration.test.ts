/**
 * `npm run owner` (server/cli/owner-command.ts) on the database the Vitest project selects: on PGlite it
 * refuses a DATA_DIR that a running process holds and works once it is free; on PostgreSQL it works while
 * the site runs.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { lockDataDir } from '../db/data-dir-lock';
import { auditLog, users } from '../db/schema';
import { runOwnerCommand } from './owner-command';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

let t: TestApp;
let email: string;
let env: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  email = uniqueEmail('owner');
  await t.client().signUp({ username: 'future_owner', email });
  const { config } = t.services;
  env = config.databaseUrl ? { DATABASE_URL: config.databaseUrl, LOG_LEVEL: 'silent' } : { DATA_DIR: config.dataDir, LOG_LEVEL: 'silent' };
});
afterAll(() => t?.close());

async function ownerRow() {
  const [row] = await t.db.select({ id: users.id, isOwner: users.isOwner }).from(users).where(eq(users.email, email));
  return row!;
}

describe('npm run owner', () => {
  it('refuses to run without a known action', async () => {
    const run = io();
    expect(await runOwnerCommand(['promote', email], env, run.io)).toBe(2);
    expect(run.err.join('\n')).toContain('npm run owner -- grant <email>');
  });

  if (testDbKind() === 'pglite') {
    it('refuses a DATA_DIR that a server holds, naming the process and what to do, and changes nothing', async () => {
      // The test app holds this DATA_DIR, as a running server would.
      const run = io();
      expect(await runOwnerCommand(['grant', email], env, run.io)).toBe(1);
      const message = run.err.join('\n');
      expect(message).toContain(`process ${process.pid}`);
      expect(message).toContain('stop the server');
      expect((await ownerRow()).isOwner).toBe(false);
    });
  } else {
    it('works on PostgreSQL while the site runs: grant, list, revoke, unknown email', async () => {
      const granted = io();
      expect(await runOwnerCommand(['grant', email.toUpperCase()], env, granted.io)).toBe(0);
      expect(granted.out.join('\n')).toContain(`${email} is now an owner`);
      expect((await ownerRow()).isOwner).toBe(true);
      // The running site sees it on the next request.
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, (await ownerRow()).id));
      expect(audit).toMatchObject({ action: 'owner.grant', actorId: null, details: { email, via: 'command' } });

      const again = io();
      expect(await runOwnerCommand(['grant', email], env, again.io)).toBe(0);
      expect(again.out.join('\n')).toContain('already an owner');

      const listed = io();
      expect(await runOwnerCommand(['list'], env, listed.io)).toBe(0);
      expect(listed.out.join('\n')).toContain(email);

      const unknown = io();
      expect(await runOwnerCommand(['grant', 'nobody-here@example.com'], env, unknown.io)).toBe(1);
      expect(unknown.err.join('\n')).toContain('No account has the email nobody-here@example.com');

      const revoked = io();
      expect(await runOwnerCommand(['revoke', email], env, revoked.io)).toBe(0);
      expect((await ownerRow()).isOwner).toBe(false);
    });
  }
});

if (testDbKind() === 'pglite') {
  describe('npm run owner on a DATA_DIR no server holds', () => {
    it('grants, lists and revokes; an unknown email stops with a message; a lock left by a dead process does not block it', async () => {
      const dataDir = t.services.config.dataDir;
      // The site stops (its folder stays), as before running the command for real.
      await t.services.mailWorker.stop();
      await t.services.database.close();
      try {
        // A crashed server's lock: a pid that is not running.
        writeFileSync(join(dataDir, 'server.lock'), '2147483646\n');
        const unknown = io();
        expect(await runOwnerCommand(['grant', 'nobody-here@example.com'], env, unknown.io)).toBe(1);
        expect(unknown.err.join('\n')).toContain('No account has the email nobody-here@example.com');

        const granted = io();
        expect(await runOwnerCommand(['grant', email], env, granted.io)).toBe(0);
        expect(granted.out.join('\n')).toContain(`${email} is now an owner`);
        const listed = io();
        expect(await runOwnerCommand(['list'], env, listed.io)).toBe(0);
        expect(listed.out).toEqual([`${email} (future_owner)`]);

        // Held again (as by a server started meanwhile): refused, nothing changed.
        const release = lockDataDir(dataDir);
        const refused = io();
        try {
          expect(await runOwnerCommand(['revoke', email], env, refused.io)).toBe(1);
        } finally {
          release();
        }
        expect(refused.err.join('\n')).toContain(`process ${process.pid}`);
        const stillListed = io();
        await runOwnerCommand(['list'], env, stillListed.io);
        expect(stillListed.out).toEqual([`${email} (future_owner)`]);

        const revoked = io();
        expect(await runOwnerCommand(['revoke', email], env, revoked.io)).toBe(0);
        const none = io();
        await runOwnerCommand(['list'], env, none.io);
        expect(none.out.join('\n')).toContain('No owners yet');
      } finally {
        t = undefined as unknown as TestApp;
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}

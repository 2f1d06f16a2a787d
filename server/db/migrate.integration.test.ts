import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, testDbKind } from '../../test/test-db';
import { seedCourses } from '../courses/seed-courses';
import { openDatabase, type Database } from './client';
import { applyMigrations } from './migrate';

const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { tag: string }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]!.n;
}

async function tableNames(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

describe('migrations', () => {
  it('applied at start-up: every committed migration, once', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await appliedMigrations(t.services.database)).toBe(journal.entries.length);
    expect(await tableNames(t.services.database)).toEqual(
      expect.arrayContaining(['courses', 'purchases', 'rate_limits', 'sessions', 'users']),
    );
  });

  it('applied again: harmless, and the data stays', async () => {
    const client = t.client();
    const { user } = await client.signUp();
    await applyMigrations(t.services.database);
    await applyMigrations(t.services.database);
    await seedCourses({ db: t.db });
    expect(await appliedMigrations(t.services.database)).toBe(journal.entries.length);
    expect((await client.get('/api/auth/me')).body.user.id).toBe(user.id);
    expect((await client.get('/api/courses')).body).toHaveLength(2);
  });
});

// Only a PostgreSQL server can be shared by several processes; PGlite is one connection owned by one
// process, so there is no concurrent start-up to guard against there.
if (testDbKind() === 'postgres') {
  describe('migrations on a shared PostgreSQL server', () => {
    it('applied by two start-ups at once on a fresh database: both succeed, each migration runs once', async () => {
      const fresh = await createTestDatabase();
      // Two pools, as two processes behind a load balancer would have.
      const first = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
      const second = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
      try {
        await Promise.all([applyMigrations(first), applyMigrations(second)]);
        await Promise.all([seedCourses({ db: first.db }), seedCourses({ db: second.db })]);
        expect(await appliedMigrations(first)).toBe(journal.entries.length);
        const result = await first.db.execute(sql`select count(*)::int as n from courses`);
        expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
      } finally {
        await first.close();
        await second.close();
        await fresh.drop();
      }
    });
  });
}

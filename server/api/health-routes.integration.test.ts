import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectNoStackTrace, type TestApp } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import type { Db } from '../db/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers 200, without naming the kind of database to the public', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 without internals when the database fails', async () => {
    const broken = new Proxy({} as Db, {
      get() {
        throw new Error('connection refused at /work/main/server/db/client.ts:42:7');
      },
    });
    const res = await t.variant({ db: broken }).client().get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'error',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(res.headers.get('retry-after')).toBe('5');
    expectNoStackTrace(res.text);
  });
});

// Only a server can drop connections behind the app's back (restart, failover, an administrator);
// PGlite lives inside the process.
if (testDbKind() === 'postgres') {
  describe('GET /api/health after the server dropped the connections', () => {
    it('reconnects instead of crashing the process', async () => {
      const client = t.client();
      // Several requests at once, so the pool holds more than one idle connection.
      await Promise.all(Array.from({ length: 4 }, () => client.get('/api/health')));
      const terminated = await t.db.execute(
        sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect((terminated as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      // Let the termination notices reach the idle connections.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const res = await client.get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });
  });
}

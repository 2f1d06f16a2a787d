import { createServer } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../app/entry.server';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { listCourses } from '../courses/list-courses';
import * as schema from '../db/schema';
import type { PageHandler } from '../app';
import type { Db } from '../db/client';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/** A port nothing listens on: connecting is refused at once, as when PostgreSQL is stopped. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A stand-in for React Router that reads the database in a "loader" and, when that fails, does what the
 * real one does: hands the error to entry.server's handleError and renders its error boundary as a 500.
 */
const pages: PageHandler = async (request, context) => {
  try {
    const courses = await listCourses({ db: context.services.db });
    return new Response(`<!doctype html><title>courses</title>${courses.length} courses`, { headers: { 'content-type': 'text/html' } });
  } catch (error) {
    handleError(error, { request, params: {}, context });
    return new Response('<!doctype html><title>Error</title>Something went wrong', {
      status: 500,
      headers: { 'content-type': 'text/html' },
    });
  }
};

let t: TestApp;
/** The same app whose database connections are refused. */
let down: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  t = await createTestApp({ pages });
  pool = new pg.Pool({ connectionString: `postgres://nobody:secret@127.0.0.1:${await closedPort()}/gone`, connectionTimeoutMillis: 2_000 });
  pool.on('error', () => {});
  const deadDb = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  down = t.variant({ db: deadDb, pages });
});
afterAll(async () => {
  await pool?.end();
  await t?.close();
});

/** Copies a signed-in client's cookies into a client of the app whose database is down. */
function sameBrowser(signedIn: TestClient, app: TestApp): TestClient {
  const client = app.client();
  for (const [name, value] of signedIn.cookies) client.cookies.set(name, value);
  return client;
}

function expectUnavailableJson(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ message: UNAVAILABLE });
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.headers.get('cache-control')).toBe('no-store');
}

describe('while the database cannot be reached', () => {
  it('API routes that need it answer 503 with a message and Retry-After, not 500', async () => {
    const client = down.client();
    expectUnavailableJson(await client.get('/api/courses'));
    expectUnavailableJson(await client.get('/api/courses/premium-course'));
    expectUnavailableJson(await client.post('/api/auth/login', { email: 'someone@example.com', password: 'a passphrase here' }));
    expectUnavailableJson(
      await client.post('/api/auth/signup', { username: 'newbie', email: 'newbie@example.com', password: 'Violet-Harbour-42' }),
    );
    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'error', message: UNAVAILABLE });
  });

  it('a signed-in visitor gets 503, keeps the session cookie, and is still signed in once the database is back', async () => {
    const browser = t.client();
    const { user } = await browser.signUp();
    const cookieBefore = [...browser.cookies];

    const meanwhile = sameBrowser(browser, down);
    const me = await meanwhile.get('/api/auth/me');
    expectUnavailableJson(me);
    // Not treated as signed out: no 401, and the cookie is not cleared.
    expect(me.setCookies).toEqual([]);
    expect([...meanwhile.cookies]).toEqual(cookieBefore);
    const page = await meanwhile.get('/dashboard');
    expect(page.status).toBe(503);
    expect(page.setCookies).toEqual([]);

    const after = sameBrowser(meanwhile, t);
    const back = await after.get('/api/auth/me');
    expect(back.status).toBe(200);
    expect(back.body.user.id).toBe(user.id);
  });

  it('pages answer 503 with a readable page (signed in or not), never the 500 error boundary', async () => {
    const browser = t.client();
    await browser.signUp();
    for (const client of [down.client(), sameBrowser(browser, down)]) {
      const res = await client.get('/courses');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.text).toContain(UNAVAILABLE);
      expect(res.text).toContain('<title>Temporarily unavailable | AI Income Academy</title>');
      expect(res.text).not.toContain('Something went wrong');
    }
    // The same page renders when the database answers.
    const up = await t.client().get('/courses');
    expect(up.status).toBe(200);
    expect(up.text).toMatch(/\d+ courses/);
  });

  it('other errors stay a 500: only an outage is reported as 503', async () => {
    const broken = t.variant({
      db: new Proxy({} as Db, {
        get() {
          throw new TypeError('a bug, not an outage');
        },
      }),
    });
    const res = await broken.client().get('/api/courses');
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});

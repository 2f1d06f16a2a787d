import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_COURSE_OUTLINE, PREMIUM_COURSE_OUTLINE } from '../../content/courses/courses';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app';
import { createApp } from '../app';
import { seedCourses } from '../courses/seed-courses';
import { courses } from '../db/schema';
import type { Db } from '../db/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const FREE = {
  id: 'free-course',
  title: expect.stringMatching(/\S/),
  description: expect.stringMatching(/\S/),
  duration: expect.stringMatching(/\S/),
  level: expect.stringMatching(/\S/),
  modules: FREE_COURSE_OUTLINE.map((m) => m.title),
  price: 499,
  currency: 'GBP',
  isPremium: false,
};
const PREMIUM = {
  ...FREE,
  id: 'premium-course',
  modules: PREMIUM_COURSE_OUTLINE.map((m) => m.title),
  price: 999,
  isPremium: true,
};

describe('GET /api/courses', () => {
  it('lists both seeded courses, the starter course first, to anyone', async () => {
    const res = await t.client().get('/api/courses');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([FREE, PREMIUM]);
    expect(res.body[0].modules).toHaveLength(5);
    expect(res.body[1].modules).toHaveLength(7);
    expect(res.body[0].modules[0]).toBe('AI Tools Introduction');
    expect(res.body[1].modules[0]).toBe('Free Course Foundation');
    expect(res.headers.get('cache-control')).toMatch(/public/);
  });

  it('answers the same to a signed-in user', async () => {
    const client = t.client();
    await client.signUp();
    expect((await client.get('/api/courses')).body).toEqual([FREE, PREMIUM]);
  });
});

describe('the course answers are kept in memory', () => {
  it('reads the courses from the database once, however many requests ask for them', async () => {
    let reads = 0;
    // The same database, counting the reads of the courses table.
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const query = value.apply(target, args);
          const from = query.from.bind(query);
          query.from = (table: unknown, ...rest: unknown[]) => {
            if (table === courses) reads += 1;
            return from(table, ...rest);
          };
          return query;
        };
      },
    }) as Db;
    const client = new TestClient(createApp({ ...t.services, db }), '198.51.100.7', 'http://localhost');
    for (let i = 0; i < 3; i++) {
      const list = await client.get('/api/courses');
      expect(list.status).toBe(200);
      expect(list.body).toEqual([FREE, PREMIUM]);
      expect(list.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await client.get('/api/courses/premium-course')).body).toEqual(PREMIUM);
      expect((await client.get('/api/courses/no-such-course')).status).toBe(404);
    }
    expect(reads).toBe(1);
  });
});

describe('GET /api/courses/:courseId', () => {
  it.each([
    ['free-course', FREE],
    ['premium-course', PREMIUM],
  ])('answers the course %s', async (id, expected) => {
    const res = await t.client().get(`/api/courses/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected);
  });

  it('answers 404 {message: "Course not found"} for an unknown course', async () => {
    const res = await t.client().get('/api/courses/no-such-course');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Course not found' });
  });

  it.each(['Free-Course', 'free_course', '%3Cscript%3E', 'free-course%00', `${'a'.repeat(65)}`, "free-course';drop table courses;--"])(
    'answers 400 naming courseId for the malformed id %j',
    async (id) => {
      const res = await t.client().get(`/api/courses/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/courseId/);
      expect(res.body.field).toBe('courseId');
    },
  );
});

describe('course seeding', () => {
  it('is idempotent: running it again leaves the same two rows', async () => {
    const before = await t.db.select().from(courses);
    await seedCourses({ db: t.db });
    await seedCourses({ db: t.db });
    const after = await t.db.select().from(courses);
    expect(after).toHaveLength(2);
    expect(after.sort((a, b) => a.id.localeCompare(b.id))).toEqual(before.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it("keeps the owner's edits: a later start inserts only what is missing (issue 43)", async () => {
    const [premiumBefore] = await t.db.select().from(courses).where(eq(courses.id, 'premium-course'));
    await t.db
      .update(courses)
      .set({ title: 'Renamed by the owner', modules: ['One module'] })
      .where(eq(courses.id, 'premium-course'));
    await seedCourses({ db: t.db });
    const [premium] = await t.db.select().from(courses).where(eq(courses.id, 'premium-course'));
    expect(premium).toMatchObject({ title: 'Renamed by the owner', modules: ['One module'], slug: 'premium', status: 'published' });
    const [free] = await t.db.select().from(courses).where(eq(courses.id, 'free-course'));
    expect(free).toMatchObject({ slug: 'free', status: 'published', modules: FREE_COURSE_OUTLINE.map((m) => m.title), passMark: 0.7 });
    const [{ count }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(courses)) as [{ count: number }];
    expect(count).toBe(2);
    // Put back for the tests below, which read the seeded premium course.
    await t.db
      .update(courses)
      .set({ title: premiumBefore!.title, modules: premiumBefore!.modules })
      .where(eq(courses.id, 'premium-course'));
  });
});

describe('the course answers are stored compressed and answered before the rest of the middleware', () => {
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const request = (path: string, headers: Record<string, string> = {}) => t.app.request(`http://localhost${path}`, { headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
  /** Every header an API response gets from the middleware, with the CSP's per-response nonce blanked. */
  const securityHeaders = (headers: Headers) =>
    Object.fromEntries(
      [...headers]
        .filter(([name]) => !['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary', 'etag'].includes(name))
        .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce-'")]),
    );

  it.each([
    ['/api/courses', [FREE, PREMIUM]],
    ['/api/courses/free-course', FREE],
  ])('%s answers the same JSON with brotli, gzip or neither, as the client asks', async (path, expected) => {
    const plain = await request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json = (await bytes(plain)).toString('utf8');
    expect(JSON.parse(json)).toEqual(expected);

    const br = await request(path, BROWSER);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString('utf8')).toBe(json);

    const gzip = await request(path, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString('utf8')).toBe(json);

    for (const res of [plain, br, gzip]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language, CF-IPCountry');
      expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    }
    expect(new Set([plain, br, gzip].map((res) => res.headers.get('etag'))).size).toBe(3);
  });

  it('answers 304 without a body to a client that holds the same answer', async () => {
    const first = await request('/api/courses', BROWSER);
    const etag = first.headers.get('etag')!;
    const again = await request('/api/courses', { ...BROWSER, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    // Another encoding's tag is another representation.
    expect((await request('/api/courses', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
  });

  it('carries the same security headers as every other API response, with a fresh nonce each time', async () => {
    const other = await request('/api/courses/Not-An-Id');
    expect(other.status).toBe(400);
    for (const path of ['/api/courses', '/api/courses/premium-course']) {
      const res = await request(path, BROWSER);
      expect(securityHeaders(res.headers)).toEqual(securityHeaders(other.headers));
    }
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) nonces.add((await request('/api/courses')).headers.get('content-security-policy')!);
    expect(nonces.size).toBe(3);
  });

  it('answers the same bytes to a signed-in user', async () => {
    const client = t.client();
    await client.signUp();
    const anonymous = await request('/api/courses', BROWSER);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect(cookie).toMatch(/sid=/);
    const signedIn = await request('/api/courses', { ...BROWSER, cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('public, max-age=60');
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect((await bytes(signedIn)).equals(await bytes(anonymous))).toBe(true);
  });
});

describe('when the courses cannot be read', () => {
  it('answers each request after one read, with the headers every API response carries, and keeps no failure', async () => {
    let reads = 0;
    let failing = true;
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'select') return value;
        return (...args: unknown[]) => {
          reads += 1;
          if (failing) throw new Error('the database is down');
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Db;
    const client = new TestClient(createApp({ ...t.services, db }), '198.51.100.8', 'http://localhost');
    for (const path of ['/api/courses', '/api/courses/free-course']) {
      const res = await client.get(path);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toMatch(/'nonce-/);
    }
    expect(reads).toBe(2);
    failing = false;
    expect((await client.get('/api/courses')).body).toEqual([FREE, PREMIUM]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_COURSE_OUTLINE, PREMIUM_COURSE_OUTLINE } from '../../common/course-outline';
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
    await seedCourses(t.db);
    await seedCourses(t.db);
    const after = await t.db.select().from(courses);
    expect(after).toHaveLength(2);
    expect(after.sort((a, b) => a.id.localeCompare(b.id))).toEqual(before.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it('brings a changed row back to the catalogue', async () => {
    await t.db.update(courses).set({ price: 1, title: 'Tampered', modules: [] }).where(eq(courses.id, 'premium-course'));
    await seedCourses(t.db);
    const res = await t.client().get('/api/courses/premium-course');
    expect(res.body).toEqual(PREMIUM);
    const [{ count }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(courses)) as [{ count: number }];
    expect(count).toBe(2);
  });
});

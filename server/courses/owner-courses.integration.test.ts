import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_LESSONS, findLesson } from '../../content/lessons/lesson-registry.server';
import { answerStep } from '../../test/knowledge-check';
import { insertMember, type Member } from '../../test/members';
import { createTestApp, silentLogger, type TestApp, type TestClient } from '../../test/test-app';
import { auditLog, certificates, offerGrants, offers } from '../db/schema';
import { watchChanges, type ChangeWatcher } from '../operations/watch-changes';
import { courseById, courseBySlug, publishedCourses } from './course-catalogue';

// Issue 43: courses are rows the owner creates, edits, publishes and orders; a lesson of the studio may belong to
// any of them, and the course's lessons open once both the lesson and the course are published.

const SLUG = 'email-marketing-basics';
const NEW_COURSE = {
  title: 'Email Marketing Basics',
  slug: SLUG,
  description: 'Write, send and measure your first campaigns.',
  level: 'Beginner',
};
const { id: _id, estimatedReadTime: _r, duration: _d, isPremium: _p, ...AUTHORED } = ALL_LESSONS.find((l) => l.courseId === 'free-course')!;

let t: TestApp;
let owner: Member;
let learner: Member;
let watcher: ChangeWatcher;
beforeAll(async () => {
  t = await createTestApp();
  // The change feed, as a running site has it: a published lesson is installed when the database says so.
  watcher = watchChanges({ database: t.services.database, changes: t.services.changes, logger: silentLogger, pollMs: 60_000 });
  await watcher.check();
  owner = await insertMember(t, { owner: true });
  learner = await insertMember(t);
});
afterAll(async () => {
  await watcher?.stop();
  await t?.close();
});

const coursePath = `/api/admin/courses/${SLUG}`;
const patchCourse = (json: unknown) => owner.client.request(coursePath, { method: 'PATCH', json });

describe('the owner creates and edits a course', () => {
  it('creates a draft whose id is its slug, at the end of the catalogue; a taken slug is a 409 naming it', async () => {
    const created = await owner.client.post('/api/admin/courses', NEW_COURSE);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({ id: SLUG });

    const again = await owner.client.post('/api/admin/courses', { ...NEW_COURSE, title: 'Another' });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('slug');
    expect(again.body.message).toContain(SLUG);
    const free = await owner.client.post('/api/admin/courses', { ...NEW_COURSE, slug: 'free' });
    expect(free.status).toBe(409);

    const bad = await owner.client.post('/api/admin/courses', { ...NEW_COURSE, slug: 'Email Marketing' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('slug');
    const missing = await owner.client.post('/api/admin/courses', { title: 'No level', slug: 'no-level', description: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('level');

    const list = await owner.client.get('/api/admin/courses');
    expect(list.status).toBe(200);
    expect((list.body as { id: string }[]).map((c) => c.id)).toEqual(['free-course', 'premium-course', SLUG]);
    expect((list.body as Record<string, unknown>[])[2]).toMatchObject({
      slug: SLUG,
      status: 'draft',
      modules: [],
      outcomes: [],
      passMark: 0.7,
      issuesCertificate: true,
      hasDiscussions: true,
      lessonCount: 0,
      pagePath: `/course/${SLUG}`,
    });
    expect((list.body as Record<string, unknown>[])[0]).toMatchObject({ slug: 'free', status: 'published', pagePath: '/course/free' });
    // The process that created it answers by it at once.
    expect(courseById(SLUG)).toMatchObject({ status: 'draft', title: NEW_COURSE.title });
    expect(publishedCourses().map((c) => c.id)).not.toContain(SLUG);
  });

  it('patches every field the owner edits, audited; a wrong value is a 400 naming the field', async () => {
    const res = await patchCourse({
      modules: ['Getting started', 'Your first campaign'],
      outcomes: ['Write a welcome email', 'Read a campaign report'],
      passMark: 0.8,
      issuesCertificate: false,
      hasDiscussions: false,
      coverImage: '/images/email.webp',
      level: 'Intermediate',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: SLUG,
      modules: ['Getting started', 'Your first campaign'],
      outcomes: ['Write a welcome email', 'Read a campaign report'],
      passMark: 0.8,
      issuesCertificate: false,
      hasDiscussions: false,
      coverImage: '/images/email.webp',
      level: 'Intermediate',
      status: 'draft',
      drip: { type: 'none' },
    });
    expect((await owner.client.get(coursePath)).body).toMatchObject({ modules: ['Getting started', 'Your first campaign'], passMark: 0.8 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, SLUG), eq(auditLog.action, 'course.update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ passMark: 0.8 });

    for (const [json, field] of [
      [{ passMark: 80 }, 'passMark'],
      [{ status: 'live' }, 'status'],
      [{ modules: ['ok', ''] }, 'modules.1'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ coverImage: 'javascript:alert(1)' }, 'coverImage'],
      [{ nonsense: true }, 'nonsense'],
    ] as const) {
      const refused = await patchCourse(json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(String(refused.body.field ?? refused.body.message), JSON.stringify(json)).toContain(field);
    }
    const taken = await patchCourse({ slug: 'premium' });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe('slug');
    expect((await learner.client.request(coursePath, { method: 'PATCH', json: { title: 'Mine' } })).status).toBe(404);
    expect((await owner.client.get('/api/admin/courses/no-such-course')).status).toBe(404);
  });
});

describe('lessons of a new course', () => {
  let lessonItem: string;

  it('are saved in the studio for a course of the table, and published only in one of its modules', async () => {
    const unknown = await owner.client.post('/api/admin/content/lessons', {
      ...AUTHORED,
      slug: 'stray-lesson',
      courseId: 'no-such-course',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('courseId');

    const created = await owner.client.post('/api/admin/content/lessons', {
      ...AUTHORED,
      slug: 'welcome-email',
      title: 'Your welcome email',
      courseId: SLUG,
      module: 3,
      order: 1,
    });
    expect(created.status, created.text).toBe(201);
    lessonItem = created.body.id as string;
    const outside = await owner.client.post(`/api/admin/content/lessons/${lessonItem}/publish`);
    expect(outside.status).toBe(422);
    expect(outside.body.field).toBe('module');

    const moved = await owner.client.request(`/api/admin/content/lessons/${lessonItem}`, {
      method: 'PATCH',
      json: { version: 1, module: 1 },
    });
    expect(moved.status, moved.text).toBe(200);
    const published = await owner.client.post(`/api/admin/content/lessons/${lessonItem}/publish`);
    expect(published.status, published.text).toBe(200);
    await watcher.check();
    await vi.waitFor(() => expect(findLesson(SLUG, 1, 1)?.title).toBe('Your welcome email'));
    const list = (await owner.client.get('/api/admin/courses')).body as { id: string; lessonCount: number }[];
    expect(list.find((c) => c.id === SLUG)!.lessonCount).toBe(1);
  });

  it('a module holding lessons cannot be removed: the refusal names it', async () => {
    const res = await patchCourse({ modules: [] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('modules');
    expect(res.body.message).toContain('Getting started');
    expect((await patchCourse({ modules: ['Getting started'] })).status).toBe(200);
    expect((await patchCourse({ modules: ['Getting started', 'Your first campaign'] })).status).toBe(200);
  });

  it('open to learners at /course/<id>/module/1/lesson/1 once the course is published too', async () => {
    // The owner's free offer of the course: every signed-in learner may open it (decision 033a).
    await t.db
      .insert(offers)
      .values({ id: 'email-free', slug: 'email-free', title: 'Email, free', priceType: 'free', status: 'published' });
    await t.db.insert(offerGrants).values({ offerId: 'email-free', position: 0, type: 'course', courseId: SLUG });
    const reader = await insertMember(t);
    const lessonApi = `/api/lessons/${SLUG}/1/1`;
    expect((await reader.client.get(lessonApi)).status).toBe(404);

    const published = await patchCourse({ status: 'published' });
    expect(published.status).toBe(200);
    expect(courseBySlug(SLUG)).toMatchObject({ status: 'published', pagePath: `/course/${SLUG}` });
    const read = await reader.client.get(lessonApi);
    expect(read.status, read.text).toBe(200);
    expect(read.body.lesson).toMatchObject({
      title: 'Your welcome email',
      courseTitle: NEW_COURSE.title,
      moduleTitle: 'Getting started',
      quiz: { passMark: 0.8 },
    });
  });

  it('a course completed gives a certificate only when the owner has it issue one', async () => {
    const lesson = findLesson(SLUG, 1, 1)!;
    const complete = async (client: TestClient) => {
      const url = `/api/lessons/${SLUG}/1/1/progress`;
      const steps = [
        ...lesson.sections.slice(0, -1).map((_, section) => ({ type: 'continue', section })),
        { type: 'open-quiz' },
        'answer',
        { type: 'complete-action' },
        { type: 'complete' },
      ];
      for (const step of steps) {
        const res = await client.post(url, step === 'answer' ? await answerStep(client, lesson, 'right') : step);
        expect(res.status, res.text).toBe(200);
      }
    };
    const certificateOf = async (userId: string) =>
      t.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, SLUG)));
    // Set to issue none in the first test.
    const without = await insertMember(t);
    await complete(without.client);
    expect(await certificateOf(without.id)).toHaveLength(0);

    expect((await patchCourse({ issuesCertificate: true })).status).toBe(200);
    const withOne = await insertMember(t);
    await complete(withOne.client);
    expect(await certificateOf(withOne.id)).toHaveLength(1);
  });

  it('the catalogue is reordered by naming every course once', async () => {
    const bad = await owner.client.request('/api/admin/courses/order', { method: 'PUT', json: { ids: [SLUG, 'free-course'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('ids');
    const res = await owner.client.request('/api/admin/courses/order', {
      method: 'PUT',
      json: { ids: [SLUG, 'free-course', 'premium-course'] },
    });
    expect(res.status, res.text).toBe(200);
    expect(publishedCourses().map((c) => c.id)).toEqual([SLUG, 'free-course', 'premium-course']);
    const listed = (await t.client().get('/api/courses')).body as { id: string }[];
    expect(listed.map((c) => c.id)).toEqual([SLUG, 'free-course', 'premium-course']);
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as coursesAction, loader as coursesLoader } from '../../app/routes/admin-courses';
import { action as learnerAction, loader as learnerLoader } from '../../app/routes/admin-learner';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { insertMember, type Member } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../db/schema';
import type { Lesson } from '../../content/lessons/lesson-schema';

// Issue 43: the owner sets a course's release schedule and opens a course for one learner from the owner area's
// pages, with plain form posts that go through the API's schema and business functions.

const [FIRST, SECOND, THIRD] = ALL_LESSONS.filter((l) => l.courseId === 'free-course') as [Lesson, Lesson, Lesson];

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(t, { owner: true });
});
afterAll(() => t?.close());

interface Answer {
  data: { ok: boolean; message: string; drip?: { values: { type: string; days: Record<string, string> }; errors: Record<string, string> } };
  init: { status?: number } | null;
}

async function post(route: 'courses' | 'learner', fields: Record<string, string>, params: Record<string, string> = {}) {
  const request = new Request(`http://localhost/admin/${route}`, { method: 'POST', body: new URLSearchParams(fields) });
  const args = { request, params, context: { services: t.services, user: owner.user, sessionToken: 'owner', currency: 'GBP' } } as never;
  return (await (route === 'courses' ? coursesAction(args) : learnerAction(args))) as unknown as Answer;
}

const dripPost = (fields: Record<string, string>) => post('courses', { intent: 'drip', id: 'free-course', ...fields });

async function savedDrip() {
  const loaded = await coursesLoader({
    request: new Request('http://localhost/admin/courses?edit=free-course'),
    params: {},
    context: { services: t.services, user: owner.user, sessionToken: 'owner', currency: 'GBP' },
  } as never);
  return loaded.drip!;
}

describe('release schedule form', () => {
  afterAll(async () => {
    await dripPost({ dripType: 'none' });
  });

  it('refuses a bad day count beside its lesson, naming the lesson, and keeps everything typed', async () => {
    const answer = await dripPost({ dripType: 'after_enrolment', [`days.${SECOND.id}`]: '1.5', [`days.${THIRD.id}`]: '3', notify: 'true' });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.ok).toBe(false);
    expect(answer.data.message).toContain(`“${SECOND.title}”`);
    expect(answer.data.drip!.errors[`days.${SECOND.id}`]).toMatch(new RegExp(`${SECOND.title}.*whole number`));
    expect(answer.data.drip!.errors[`days.${THIRD.id}`]).toBeUndefined();
    expect(answer.data.drip!.values.days).toMatchObject({ [SECOND.id]: '1.5', [THIRD.id]: '3' });
    // Nothing was saved.
    expect((await savedDrip()).values.type).toBe('none');

    for (const bad of ['-1', '3651', '7 days']) {
      const refused = await dripPost({ dripType: 'after_enrolment', [`days.${SECOND.id}`]: bad });
      expect(refused.init?.status, bad).toBe(400);
      expect(Object.keys(refused.data.drip!.errors), bad).toEqual([`days.${SECOND.id}`]);
    }
    const date = await dripPost({ dripType: 'dates', [`dates.${THIRD.id}`]: '2026-02-30' });
    expect(date.init?.status).toBe(400);
    expect(date.data.drip!.errors[`dates.${THIRD.id}`]).toMatch(new RegExp(`${THIRD.title}.*YYYY-MM-DD`));
    const kind = await dripPost({ dripType: 'weekly' });
    expect(kind.init?.status).toBe(400);
    expect(kind.data.drip!.errors.dripType).toMatch(/Choose/);
  });

  it('saves days after enrolment with notify through set-course-drip, audited; a field for another course’s lesson is ignored', async () => {
    const other = ALL_LESSONS.find((l) => l.courseId !== 'free-course')!;
    const answer = await dripPost({
      dripType: 'after_enrolment',
      [`days.${FIRST.id}`]: '',
      [`days.${SECOND.id}`]: '1',
      [`dates.${THIRD.id}`]: '2027-01-01',
      [`days.${other.id}`]: '9',
      notify: 'true',
    });
    expect(answer.data.ok, answer.data.message).toBe(true);
    const api = await owner.client.get('/api/admin/courses/free-course');
    expect(api.body.drip).toEqual({ type: 'after_enrolment', days: { [SECOND.id]: 1 }, notify: true });
    expect((await savedDrip()).values).toMatchObject({ type: 'after_enrolment', notify: true, days: { [SECOND.id]: '1' } });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.drip'), eq(auditLog.targetId, 'free-course')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit?.actorId).toBe(owner.user.id);

    // A date schedule without the tick: notify is saved as false.
    expect((await dripPost({ dripType: 'dates', [`dates.${THIRD.id}`]: '2027-01-01' })).data.ok).toBe(true);
    expect((await owner.client.get('/api/admin/courses/free-course')).body.drip).toEqual({
      type: 'dates',
      dates: { [THIRD.id]: '2027-01-01' },
      notify: false,
    });
  });
});

describe('open every lesson for a learner', () => {
  it('lists the courses with a schedule, opens one once, and refuses a course that is not one', async () => {
    expect((await dripPost({ dripType: 'after_enrolment', [`days.${SECOND.id}`]: '2' })).data.ok).toBe(true);
    const learner = await insertMember(t);
    const load = async () =>
      (
        await learnerLoader({
          request: new Request(`http://localhost/admin/learners/${learner.user.id}`),
          params: { id: learner.user.id },
          context: { services: t.services, user: owner.user, sessionToken: 'owner', currency: 'GBP' },
        } as never)
      ).dripCourses;
    expect(await load()).toEqual([{ courseId: 'free-course', title: expect.any(String), schedule: 'after_enrolment', openedAt: null }]);

    const opened = await post('learner', { intent: 'open-course', courseId: 'free-course' }, { id: learner.user.id });
    expect(opened.data).toEqual({ ok: true, message: 'Every lesson of this course is open for this learner.' });
    expect((await load())[0]!.openedAt).toEqual(expect.any(String));
    expect((await learner.client.get(`/api/lessons/free-course/${SECOND.module}/${SECOND.order}`)).status).toBe(200);
    const again = await post('learner', { intent: 'open-course', courseId: 'free-course' }, { id: learner.user.id });
    expect(again.data.message).toMatch(/already open/);

    const bad = await post('learner', { intent: 'open-course', courseId: 'Not A Course' }, { id: learner.user.id });
    expect(bad.init?.status).toBe(400);
    expect(bad.data.message).toMatch(/courseId/);
    const unknown = await post('learner', { intent: 'open-course', courseId: 'no-such-course' }, { id: learner.user.id });
    expect(unknown.init?.status).toBe(400);
    expect(unknown.data.message).toMatch(/courseId/);
  });
});

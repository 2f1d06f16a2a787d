import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loader as lessonLoader } from '../../app/routes/lesson';
import { lessonPath } from '../../common/routes';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { insertMember, type Member } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadDashboard } from '../dashboard/load-dashboard';
import { sendLessonOpenEmails } from './send-lesson-open-emails';
import type { Lesson } from '../../content/lessons/lesson-schema';

// Issue 43: a course may open its lessons on a schedule. A locked lesson shows its title and when it opens,
// never its text, on every channel; the owner can open everything for one learner.

const DAY = 24 * 60 * 60 * 1000;
const [FIRST, SECOND, THIRD] = ALL_LESSONS.filter((l) => l.courseId === 'free-course') as [Lesson, Lesson, Lesson];
const api = (l: Lesson) => `/api/lessons/${l.courseId}/${l.module}/${l.order}`;
/** Words only the lesson's body holds, to look for in every answer. */
const bodyWords = (l: Lesson) => l.sections[0]!.content[0]!.slice(0, 60);

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(t, { owner: true });
});
afterAll(() => t?.close());
beforeEach(() => t.clock.reset());

async function setDrip(drip: unknown) {
  return owner.client.request('/api/admin/courses/free-course', { method: 'PATCH', json: { drip } });
}

/** The lesson page's data, as its loader gives it to the page and to `.data`. */
async function pageData(member: Member, lesson: Lesson) {
  const path = lessonPath(lesson.courseId, lesson.module, lesson.order);
  const result = (await lessonLoader({
    request: new Request(`http://localhost${path}`),
    params: { courseId: lesson.courseId, moduleId: String(lesson.module), lessonId: String(lesson.order) },
    context: { services: t.services, user: member.user, currency: 'GBP' },
  } as never)) as { data?: unknown } & Record<string, unknown>;
  return (result.data ?? result) as Record<string, unknown>;
}

describe('drip', () => {
  afterAll(async () => {
    await setDrip({ type: 'none' });
  });

  it('the owner sets a schedule by lesson id; a stranger lesson or a wrong shape is refused, naming the field', async () => {
    const bad = await setDrip({ type: 'after_enrolment', days: { 'no-such-lesson': 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('drip.days.no-such-lesson');
    const shape = await setDrip({ type: 'weekly' });
    expect(shape.status).toBe(400);
    expect(shape.body.message).toMatch(/drip/);
    const learner = await insertMember(t);
    expect(
      (await learner.client.request('/api/admin/courses/free-course', { method: 'PATCH', json: { drip: { type: 'none' } } })).status,
    ).toBe(404);

    const set = await setDrip({ type: 'after_enrolment', days: { [SECOND.id]: 1, [THIRD.id]: 3 } });
    expect(set.status, set.text).toBe(200);
    expect(set.body.drip).toEqual({ type: 'after_enrolment', days: { [SECOND.id]: 1, [THIRD.id]: 3 } });
    expect((await owner.client.get('/api/admin/courses/free-course')).body.lessons.map((l: { id: string }) => l.id)).toContain(SECOND.id);
  });

  it('holds a lesson back from enrolment until its day, on the API, the page, the discussion, search and the dashboard', async () => {
    expect((await setDrip({ type: 'after_enrolment', days: { [SECOND.id]: 1 } })).status).toBe(200);
    const learner = await insertMember(t);
    // The first step in the course enrols the learner.
    expect((await learner.client.post(`${api(FIRST)}/progress`, { type: 'continue', section: 0 })).status).toBeLessThan(500);
    expect((await learner.client.get(api(FIRST))).status).toBe(200);

    const locked = await learner.client.get(api(SECOND));
    expect(locked.status).toBe(403);
    expect(locked.body.locked).toMatchObject({ title: SECOND.title });
    expect(new Date(locked.body.locked.opensAt).getTime()).toBeGreaterThan(t.clock.now().getTime() + DAY - 60_000);
    expect(locked.text).not.toContain(bodyWords(SECOND));

    const page = await pageData(learner, SECOND);
    expect(page).toMatchObject({ screen: 'locked', title: SECOND.title, courseHref: '/course/free' });
    expect(JSON.stringify(page)).not.toContain(bodyWords(SECOND));

    expect((await learner.client.get(`${api(SECOND)}/comments`)).status).toBe(403);
    expect((await learner.client.post(`${api(SECOND)}/progress`, { type: 'continue', section: 0 })).status).toBe(403);
    const search = await learner.client.get(`/api/search?q=${encodeURIComponent(bodyWords(SECOND).split(' ').slice(0, 4).join(' '))}`);
    expect(JSON.stringify(search.body)).not.toContain(bodyWords(SECOND));

    const dashboard = await loadDashboard({ db: t.db, user: learner.user, now: t.clock.now(), timeZone: 'UTC' });
    expect(dashboard.courses.find((c) => c.id === 'free-course')?.nextOpening).toMatchObject({ title: SECOND.title, inDays: 1 });

    // A day later it opens.
    t.clock.advance(DAY);
    expect((await learner.client.get(api(SECOND))).status).toBe(200);
    expect(await pageData(learner, SECOND)).toMatchObject({ screen: 'lesson' });
  });

  it('a calendar date holds a lesson back for everyone until that day; the owner can open it all for one learner', async () => {
    const tomorrow = new Date(t.clock.now().getTime() + DAY).toISOString().slice(0, 10);
    expect((await setDrip({ type: 'dates', dates: { [THIRD.id]: tomorrow } })).status).toBe(200);
    const waiting = await insertMember(t);
    const favoured = await insertMember(t);
    expect((await waiting.client.get(api(THIRD))).body.locked).toMatchObject({ opensAt: `${tomorrow}T00:00:00.000Z` });

    const opened = await owner.client.post(`/api/admin/learners/${favoured.id}/open-course`, { courseId: 'free-course' });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.alreadyOpen).toBe(false);
    expect((await owner.client.post(`/api/admin/learners/${favoured.id}/open-course`, { courseId: 'free-course' })).body.alreadyOpen).toBe(
      true,
    );
    expect((await owner.client.post(`/api/admin/learners/${favoured.id}/open-course`, { courseId: 'nope' })).body.field).toBe('courseId');
    expect((await favoured.client.get(api(THIRD))).status).toBe(200);
    expect((await waiting.client.get(api(THIRD))).status).toBe(403);
    // Owners read every lesson, to check what they publish.
    expect((await owner.client.get(api(THIRD))).status).toBe(200);

    t.clock.advance(DAY);
    expect((await waiting.client.get(api(THIRD))).status).toBe(200);
  });

  it('emails each learner once when a lesson opens for them, when the schedule says so, however many passes run at once', async () => {
    expect((await setDrip({ type: 'after_enrolment', days: { [SECOND.id]: 1 }, notify: true })).status).toBe(200);
    const learner = await insertMember(t);
    const opened = await insertMember(t);
    for (const member of [learner, opened]) {
      expect((await member.client.post(`${api(FIRST)}/progress`, { type: 'continue', section: 0 })).status).toBeLessThan(500);
    }
    // The owner opened the course for one of them: nothing opens later for them, so no email.
    await owner.client.post(`/api/admin/learners/${opened.id}/open-course`, { courseId: 'free-course' });
    const pass = () => sendLessonOpenEmails({ db: t.db, mailer: t.services.mailer, now: t.clock.now() });
    const openEmails = async (member: Member) => (await t.mail.to(member.email)).filter((m) => m.subject === `Now open: ${SECOND.title}`);

    expect(await pass()).toBe(0);
    t.clock.advance(DAY + 60_000);
    // Three passes at once (three processes): each email goes once (learners of the tests above get theirs too).
    const counts = await Promise.all([pass(), pass(), pass()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await pass()).toBe(0);
    const [email] = await openEmails(learner);
    expect(email!.text).toContain(lessonPath(SECOND.courseId, SECOND.module, SECOND.order));
    expect(await openEmails(learner)).toHaveLength(1);
    expect(await openEmails(opened)).toHaveLength(0);

    // Without `notify`, a schedule sends nothing.
    expect((await setDrip({ type: 'after_enrolment', days: { [THIRD.id]: 1 } })).status).toBe(200);
    const quiet = await insertMember(t);
    expect((await quiet.client.post(`${api(FIRST)}/progress`, { type: 'continue', section: 0 })).status).toBeLessThan(500);
    t.clock.advance(DAY + 60_000);
    expect(await pass()).toBe(0);
  });
});

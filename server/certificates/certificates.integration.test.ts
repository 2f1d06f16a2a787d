import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinutes } from '../../common/format';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { answerCheck, answerStep } from '../../test/knowledge-check';
import { pdfText } from '../../test/pdf-text';
import { buyPremiumLocally } from '../../test/purchases';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { certificates, lessonProgress, purchases, users } from '../db/schema';
import type { Lesson } from '../../content/lessons/lesson-schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FREE_LESSONS = ALL_LESSONS.filter((l) => l.courseId === 'free-course');
const PREMIUM_LESSONS = ALL_LESSONS.filter((l) => l.courseId === PREMIUM_COURSE_ID);
const progressUrl = (l: Lesson) => `/api/lessons/${l.courseId}/${l.module}/${l.order}/progress`;

/**
 * Reads, answers, acts and completes one lesson through the API, as the reader's buttons do. `paceMs`: how
 * far the app's clock moves before each step (0: clicked through at once).
 */
async function completeLesson(client: TestClient, lesson: Lesson, paceMs = 0) {
  const steps = [
    ...lesson.sections.slice(0, -1).map((_, section) => ({ type: 'continue', section })),
    { type: 'open-quiz' },
    { type: 'answer-quiz' },
    { type: 'complete-action' },
    { type: 'complete' },
  ];
  for (const step of steps) {
    t.clock.advance(paceMs);
    // The answers are given by place in the attempt's order, read from the lesson as the page would (decision 031h).
    const res = await client.post(progressUrl(lesson), step.type === 'answer-quiz' ? await answerStep(client, lesson, 'right') : step);
    expect(res.status, `${lesson.id} ${step.type}: ${res.text}`).toBe(200);
  }
}

async function learner(username: string) {
  const client = t.client();
  const { user } = await client.signUp({ username });
  return { client, userId: user.id as string };
}

describe('earning a certificate', () => {
  it('is issued once, on completing the last lesson of the free course, in any order; the list shows it', async () => {
    const { client, userId } = await learner('finisher');
    // Backwards: the certificate waits for the last unfinished lesson, not for the course's last lesson.
    for (const lesson of FREE_LESSONS.slice(1).reverse()) await completeLesson(client, lesson);
    expect((await client.get('/api/certificates')).body).toEqual({ certificates: [] });

    await completeLesson(client, FREE_LESSONS[0]!);
    const list = await client.get('/api/certificates');
    expect(list.status).toBe(200);
    expect(list.body.certificates).toHaveLength(1);
    const [cert] = list.body.certificates;
    expect(cert).toMatchObject({
      courseId: 'free-course',
      courseTitle: 'AI Business Starter Course',
      lessonCount: FREE_LESSONS.length,
      // Clicked through at once: no study time was measured (issue 26), whatever the lessons advertise.
      minutes: 0,
      name: 'finisher',
      state: 'valid',
      path: `/certificates/${cert.id}`,
    });
    expect(cert.id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // Completing a lesson again (a second tab, a retry) issues no second certificate.
    await client.post(progressUrl(FREE_LESSONS[0]!), { type: 'complete' });
    expect(await t.db.select().from(certificates).where(eq(certificates.userId, userId))).toHaveLength(1);
  });

  it('answers 401 to GET /api/certificates without a session', async () => {
    const res = await t.client().get('/api/certificates');
    expect(res.status).toBe(401);
  });
});

describe('what a certificate certifies (issue 26)', () => {
  it('a learner who answers every knowledge check wrong completes no lesson and earns no certificate; retakes that pass earn it', async () => {
    const { client, userId } = await learner('allwrong');
    for (const lesson of FREE_LESSONS) {
      const steps = [
        ...lesson.sections.slice(0, -1).map((_, section) => ({ type: 'continue', section })),
        { type: 'open-quiz' },
        { type: 'answer-quiz' },
        { type: 'complete-action' },
      ];
      for (const step of steps) {
        const body = step.type === 'answer-quiz' ? await answerStep(client, lesson, 'wrong') : step;
        expect((await client.post(progressUrl(lesson), body)).status).toBe(200);
      }
      const complete = await client.post(progressUrl(lesson), { type: 'complete' });
      expect(complete.status).toBe(409);
    }
    expect((await client.get('/api/certificates')).body).toEqual({ certificates: [] });
    expect(await t.db.select().from(certificates).where(eq(certificates.userId, userId))).toHaveLength(0);

    // Retakes, answered right, let each lesson complete; the last one earns the certificate.
    for (const lesson of FREE_LESSONS) {
      for (const step of [{ type: 'retake-quiz' }, { type: 'answer-quiz' }, { type: 'complete' }]) {
        const res = await client.post(progressUrl(lesson), step.type === 'answer-quiz' ? await answerStep(client, lesson, 'right') : step);
        expect(res.status, `${lesson.id} ${step.type}: ${res.text}`).toBe(200);
      }
    }
    expect((await client.get('/api/certificates')).body.certificates).toHaveLength(1);
  });

  it('a lesson completed before pass marks existed, with a wrong answer, earns the certificate only once a retake passes', async () => {
    const { client, userId } = await learner('grandfathered');
    for (const lesson of FREE_LESSONS.slice(1)) await completeLesson(client, lesson);
    const first = FREE_LESSONS[0]!;
    // As the migration leaves such a row: completed, answered wrong, never passed.
    await completeLesson(client, first);
    await t.db
      .update(lessonProgress)
      .set({
        quizAnswers: first.quiz.map((question) => (question.correct + 1) % 4),
        quizCorrect: false,
        quizBestScore: 0,
        quizPassedAt: null,
      })
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, first.id)));
    await t.db.delete(certificates).where(eq(certificates.userId, userId));
    expect((await client.post(progressUrl(first), { type: 'complete' })).status).toBe(200);
    expect((await client.get('/api/certificates')).body.certificates).toHaveLength(0);

    expect((await client.post(progressUrl(first), { type: 'retake-quiz' })).status).toBe(200);
    expect((await answerCheck(client, first, 'right')).status).toBe(200);
    expect((await client.get('/api/certificates')).body.certificates).toHaveLength(1);
  });

  it("states the learner's measured study time, the same in the JSON and the PDF, not the lessons' advertised durations", async () => {
    const { client } = await learner('steadyreader');
    // Two minutes between steps; the course advertises far longer.
    for (const lesson of FREE_LESSONS) await completeLesson(client, lesson, 2 * 60_000);
    const [cert] = (await client.get('/api/certificates')).body.certificates;
    const steps = FREE_LESSONS.reduce((sum, l) => sum + l.sections.length - 1 + 4, 0);
    // A lesson's first step has no earlier one to measure from (and no page to say how long it was open).
    const measured = (steps - FREE_LESSONS.length) * 2;
    expect(cert.minutes).toBe(measured);
    expect(measured).toBeLessThan(FREE_LESSONS.reduce((sum, l) => sum + l.duration, 0));

    const facts = (await t.client().get(`/api/certificates/${cert.id}`)).body;
    expect(facts).toMatchObject({ minutes: measured, studyTime: formatMinutes(measured) });
    const pdf = pdfText((await fetchBytes(`/certificates/${cert.id}.pdf`)).bytes);
    expect(pdf).toContain(`${formatMinutes(measured)} of study`);
  });

  it('leaves the study time out of the JSON and the PDF when a course was clicked through', async () => {
    const { client } = await learner('clicker');
    for (const lesson of FREE_LESSONS) await completeLesson(client, lesson, 1000);
    const [cert] = (await client.get('/api/certificates')).body.certificates;
    expect(cert.minutes).toBeLessThan(5);
    const facts = (await t.client().get(`/api/certificates/${cert.id}`)).body;
    expect(facts).toMatchObject({ minutes: null, studyTime: null });
    const pdf = pdfText((await fetchBytes(`/certificates/${cert.id}.pdf`)).bytes);
    expect(pdf).not.toMatch(/of study|hours?\b/);
    expect(pdf).toContain(`${FREE_LESSONS.length} lessons`);
  });
});

describe('the public certificate', () => {
  it('GET /api/certificates/:id answers its facts to anyone; so does its preview image', async () => {
    const { client } = await learner('publicfacts');
    for (const lesson of FREE_LESSONS) await completeLesson(client, lesson);
    const [cert] = (await client.get('/api/certificates')).body.certificates;

    const stranger = t.client();
    const res = await stranger.get(`/api/certificates/${cert.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: cert.id,
      name: 'publicfacts',
      courseId: 'free-course',
      courseTitle: 'AI Business Starter Course',
      completedAt: cert.issuedAt,
      lessons: FREE_LESSONS.length,
      // Clicked through: too little measured to state (issue 26).
      minutes: null,
      studyTime: null,
      siteName: 'AI Income Academy',
      verification: expect.stringMatching(/^Verified by AI Income Academy on \d{1,2} \w+ \d{4}$/),
      verifiedAt: expect.any(String),
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/certificates/${cert.id}$`)),
    });
    // Nothing personal beyond the printed name: no email, no user id.
    expect(res.text).not.toMatch(/@|userId/);

    const image = await stranger.get(`/certificates/${cert.id}/og.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.text.slice(1, 4)).toBe('PNG');
    // Not rendered without the pages: the page itself is checked in e2e/certificates.spec.ts.

    const unknown = await stranger.get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    const malformed = await stranger.get('/api/certificates/nope');
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('id');
  });

  it('the PDF is a valid A4 landscape PDF whose text holds the chosen name, the course and the verification address', async () => {
    const { client } = await learner('pdfreader');
    for (const lesson of FREE_LESSONS) await completeLesson(client, lesson);
    const [cert] = (await client.get('/api/certificates')).body.certificates;
    // The printed name is the learner's choice, as of the moment the certificate is read.
    const named = await client.request('/api/certificates/name', { method: 'PUT', json: { name: 'Zoë Brontë' } });
    expect(named.status, named.text).toBe(200);

    const res = await fetchBytes(`/certificates/${cert.id}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    // A4 landscape: 841.89 × 595.28 points.
    expect(res.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const text = pdfText(res.bytes);
    expect(text).toContain('Zoë Brontë');
    expect(text).toContain('AI Business Starter Course');
    expect(text).toContain(`/certificates/${cert.id}`);
    expect(text).toMatch(/Verified by AI Income Academy on/);
  });

  it('rejects a name that is too long, naming the field', async () => {
    const { client } = await learner('longname');
    const res = await client.request('/api/certificates/name', { method: 'PUT', json: { name: 'x'.repeat(81) } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('name');
  });
});

describe('revocation', () => {
  it('a premium certificate is revoked when its purchase is refunded: 410 everywhere, without personal details', async () => {
    const { client, userId } = await learner('refundee');
    await buyPremiumLocally(client);
    for (const lesson of PREMIUM_LESSONS) await completeLesson(client, lesson);
    const [cert] = (await client.get('/api/certificates')).body.certificates;
    expect(cert).toMatchObject({ courseId: PREMIUM_COURSE_ID, state: 'valid' });
    expect((await t.client().get(`/api/certificates/${cert.id}`)).status).toBe(200);

    // The owner refunds it (any refund path ends the same purchase row's access).
    const owner = t.client();
    const { user: ownerUser } = await owner.signUp({ username: 'certowner' });
    await t.db.update(users).set({ isOwner: true }).where(eq(users.id, ownerUser.id));
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, userId));
    expect((await owner.post(`/api/admin/purchases/${purchase!.id}/refund`, {})).status).toBe(200);

    const stranger = t.client();
    const api = await stranger.get(`/api/certificates/${cert.id}`);
    expect(api.status).toBe(410);
    expect(api.text).not.toContain('refundee');
    expect((await stranger.get(`/certificates/${cert.id}.pdf`)).status).toBe(410);
    expect((await stranger.get(`/certificates/${cert.id}/og.png`)).status).toBe(410);
    expect((await client.get('/api/certificates')).body.certificates[0].state).toBe('revoked');
    // The owner sees it, revoked, on the learner's page.
    const detail = await owner.get(`/api/admin/learners/${userId}`);
    expect(detail.body.certificates).toMatchObject([{ id: cert.id, state: 'revoked' }]);
  });

  it('the learner may withdraw a certificate (410) and make it public again; nobody else may', async () => {
    const { client } = await learner('withdrawer');
    for (const lesson of FREE_LESSONS) await completeLesson(client, lesson);
    const [cert] = (await client.get('/api/certificates')).body.certificates;

    const other = await learner('notmine');
    const foreign = await other.client.request(`/api/certificates/${cert.id}`, { method: 'PATCH', json: { withdrawn: true } });
    expect(foreign.status).toBe(404);
    const bad = await client.request(`/api/certificates/${cert.id}`, { method: 'PATCH', json: { withdrawn: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('withdrawn');

    const withdrawn = await client.request(`/api/certificates/${cert.id}`, { method: 'PATCH', json: { withdrawn: true } });
    expect(withdrawn.status).toBe(200);
    expect((await t.client().get(`/api/certificates/${cert.id}`)).status).toBe(410);
    expect((await client.get('/api/certificates')).body.certificates[0].state).toBe('withdrawn');

    await client.request(`/api/certificates/${cert.id}`, { method: 'PATCH', json: { withdrawn: false } });
    expect((await t.client().get(`/api/certificates/${cert.id}`)).status).toBe(200);
  });
});

/** The body as bytes (the test client reads text, which would mangle a PDF). */
async function fetchBytes(path: string) {
  const res = await t.app.request(path);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

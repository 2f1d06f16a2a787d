import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_PROGRESS } from '../../common/lesson-progress';
import { ALL_LESSONS, findLesson } from '../../content/lessons/lesson-registry.server';
import { answerCheck, answerStep } from '../../test/knowledge-check';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { lessonProgress, purchases } from '../db/schema';
import type { Lesson } from '../../content/lessons/lesson-schema';

let t: TestApp;
let premiumTitle: string;
/** Signed in, no purchase. */
let learner: TestClient;
/** Signed in, owns the premium course. */
let premium: TestClient;
let premiumUserId: string;

function lessonAt(courseId: string, module: number, order: number): Lesson {
  const lesson = findLesson(courseId, module, order);
  if (!lesson) throw new Error(`no lesson ${courseId}/${module}/${order} in content/lessons`);
  return lesson;
}

const FREE = lessonAt('free-course', 1, 1);
const FREE_2 = lessonAt('free-course', 1, 2);
const PREMIUM = lessonAt('premium-course', 2, 1);
const FREE_LESSONS = ALL_LESSONS.filter((l) => l.courseId === 'free-course');
const PREMIUM_LESSONS = ALL_LESSONS.filter((l) => l.courseId === 'premium-course');

const url = (l: Lesson) => `/api/lessons/${l.courseId}/${l.module}/${l.order}`;
const progressUrl = (l: Lesson) => `${url(l)}/progress`;

async function grantPremium(userId: string) {
  await t.db.insert(purchases).values({
    userId,
    courseId: 'premium-course',
    paymentIntentId: `pi_test_${randomBytes(8).toString('hex')}`,
    amount: 999,
    currency: 'GBP',
    status: 'paid',
  });
}

async function signedIn(): Promise<{ client: TestClient; userId: string }> {
  const client = t.client();
  const { user } = await client.signUp();
  return { client, userId: user.id };
}

/** The progress the lesson endpoint shows this client now. */
async function progressOf(client: TestClient, lesson: Lesson) {
  const res = await client.get(url(lesson));
  expect(res.status).toBe(200);
  return res.body.progress;
}

async function readToQuiz(client: TestClient, lesson: Lesson) {
  for (let section = 0; section < lesson.sections.length - 1; section++) {
    expect((await client.post(progressUrl(lesson), { type: 'continue', section })).status).toBe(200);
  }
  expect((await client.post(progressUrl(lesson), { type: 'open-quiz' })).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  premiumTitle = (await t.client().get('/api/courses/premium-course')).body.title;
  ({ client: learner } = await signedIn());
  ({ client: premium, userId: premiumUserId } = await signedIn());
  await grantPremium(premiumUserId);
});
afterAll(() => t.close());

describe('GET /api/lessons/:courseId/:moduleId/:lessonId — who may read what', () => {
  it('answers 401 with the login message to a signed-out visitor, for free and premium lessons alike', async () => {
    for (const lesson of [FREE, PREMIUM]) {
      const res = await t.client().get(url(lesson));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please log in to access course lessons.' });
    }
  });

  it('answers a free lesson with its content and fresh progress to a signed-in user without a purchase', async () => {
    const res = await learner.get(url(FREE));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.progress).toEqual({ ...INITIAL_PROGRESS, percent: 0 });
    const view = res.body.lesson;
    expect(view).toMatchObject({
      id: FREE.id,
      title: FREE.title,
      description: FREE.description,
      courseId: 'free-course',
      module: 1,
      order: 1,
      isPremium: false,
      estimatedReadTime: FREE.estimatedReadTime,
      moduleTitle: 'AI Tools Introduction',
      prev: null,
      next: { title: FREE_2.title, href: '/course/free-course/module/1/lesson/2' },
    });
    expect(view.sections).toEqual(FREE.sections);
    expect(view.actionItem).toEqual(FREE.actionItem);
    expect(view.keyTakeaways).toEqual(FREE.keyTakeaways);
    expect(view.moneyMakingTip).toBe(FREE.moneyMakingTip);
    expect(view.successStory).toEqual(FREE.successStory);
  });

  it('every starter lesson opens for a signed-in user without a purchase', async () => {
    for (const lesson of FREE_LESSONS) {
      const res = await learner.get(url(lesson));
      expect(res.status, url(lesson)).toBe(200);
      expect(res.body.lesson.title).toBe(lesson.title);
    }
  });

  it('answers 403 with the purchase details for every premium lesson to a user without the purchase', async () => {
    for (const lesson of PREMIUM_LESSONS) {
      const res = await learner.get(url(lesson));
      expect(res.status, url(lesson)).toBe(403);
      expect(res.body).toEqual({
        message: 'You need to purchase this course to access the lessons.',
        courseId: 'premium-course',
        courseTitle: premiumTitle,
        coursePrice: 999,
        currency: 'GBP',
      });
    }
    expect(premiumTitle).toMatch(/\S/);
  });

  it('a refunded purchase does not open premium lessons', async () => {
    const { client, userId } = await signedIn();
    await t.db.insert(purchases).values({
      userId,
      courseId: 'premium-course',
      paymentIntentId: `pi_test_${randomBytes(8).toString('hex')}`,
      amount: 999,
      currency: 'GBP',
      status: 'refunded',
    });
    expect((await client.get(url(PREMIUM))).status).toBe(403);
  });

  it('opens every lesson of both courses to a user who bought the premium course', async () => {
    for (const lesson of ALL_LESSONS) {
      const res = await premium.get(url(lesson));
      expect(res.status, url(lesson)).toBe(200);
      expect(res.body.lesson.id).toBe(lesson.id);
      expect(res.body.lesson.sections).toEqual(lesson.sections);
      expect(res.body.progress).toEqual({ ...INITIAL_PROGRESS, percent: 0 });
    }
  });

  it('a purchase opens premium lessons straight away, in the same session', async () => {
    const { client, userId } = await signedIn();
    expect((await client.get(url(PREMIUM))).status).toBe(403);
    await grantPremium(userId);
    const res = await client.get(url(PREMIUM));
    expect(res.status).toBe(200);
    expect(res.body.lesson).toMatchObject({ id: PREMIUM.id, isPremium: true, title: PREMIUM.title });
  });

  it.each([
    ['an unknown course', '/api/lessons/no-such-course/1/1'],
    ['an unknown module', '/api/lessons/free-course/9/1'],
    ['a module beyond the starter course', '/api/lessons/free-course/6/1'],
    ['the premium module that has no lessons of its own', '/api/lessons/premium-course/1/1'],
    ['an unknown lesson', '/api/lessons/free-course/1/9'],
    ['an unknown premium lesson', '/api/lessons/premium-course/2/9'],
  ])('answers 404 for %s, to users with and without the purchase', async (_label, path) => {
    for (const client of [learner, premium]) {
      const res = await client.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.stringMatching(/not found/i) });
    }
  });

  it.each([
    ['moduleId', '/api/lessons/free-course/abc/1'],
    ['moduleId', '/api/lessons/free-course/0/1'],
    ['moduleId', '/api/lessons/free-course/-1/1'],
    ['moduleId', '/api/lessons/free-course/1.5/1'],
    ['moduleId', '/api/lessons/free-course/100/1'],
    ['lessonId', '/api/lessons/free-course/1/abc'],
    ['lessonId', '/api/lessons/free-course/1/0'],
    ['lessonId', '/api/lessons/free-course/1/-1'],
    ['lessonId', '/api/lessons/free-course/1/1.5'],
    ['courseId', '/api/lessons/Free_Course/1/1'],
    ['courseId', '/api/lessons/free%20course/1/1'],
  ])('answers 400 naming %s for %s', async (field, path) => {
    for (const client of [learner, premium]) {
      const res = await client.get(path);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toContain(field);
    }
  });
});

describe('the right answers travel only once the learner has passed (decision 031h)', () => {
  it('are absent before answering, after a failed attempt, and present (in the answer and on every later read) after a pass', async () => {
    const { client } = await signedIn();
    const secrets = FREE.quiz.map((question) => question.explanation);
    const before = await client.get(url(FREE));
    expect(before.body.lesson.quiz.questions.map((q: { question: string }) => q.question).sort()).toEqual(
      FREE.quiz.map((q) => q.question).sort(),
    );
    for (const secret of secrets) expect(before.text).not.toContain(secret);
    expect(before.text).not.toContain('"correct"');

    await readToQuiz(client, FREE);
    const failed = await answerCheck(client, FREE, 'wrong');
    expect(failed.status).toBe(200);
    for (const res of [failed, await client.get(url(FREE))]) {
      for (const secret of secrets) expect(res.text).not.toContain(secret);
      expect(res.text).not.toContain('"correct"');
    }
    expect(failed.body.quiz.result).toEqual({ score: 0, right: 0, passed: false });

    expect((await client.post(progressUrl(FREE), { type: 'retake-quiz' })).status).toBe(200);
    const passed = await answerCheck(client, FREE, 'right');
    expect(passed.body.quiz.result).toEqual({ score: 100, right: FREE.quiz.length, passed: true });
    const after = await client.get(url(FREE));
    for (const res of [passed, after]) {
      for (const question of res.body.lesson?.quiz.questions ?? res.body.quiz.questions) {
        const authored = FREE.quiz.find((q) => q.question === question.question)!;
        expect(question.options[question.correct]).toBe(authored.options[authored.correct]!.text);
        expect(question.explanation).toBe(authored.explanation);
      }
    }
  });

  it('progress answers before the quiz is answered carry no quiz answer', async () => {
    const { client } = await signedIn();
    const res = await client.post(progressUrl(FREE), { type: 'continue', section: 0 });
    expect(res.status).toBe(200);
    expect(res.body.quiz).toBeNull();
    for (const question of FREE.quiz) expect(res.text).not.toContain(question.explanation);
  });
});

describe('POST /api/lessons/:courseId/:moduleId/:lessonId/progress', () => {
  it('walks a lesson to completion; every step is kept and the percentage follows the rules', async () => {
    const { client } = await signedIn();
    const n = FREE.sections.length;
    expect(n).toBeGreaterThanOrEqual(3);
    for (let section = 0; section < n - 1; section++) {
      const res = await client.post(progressUrl(FREE), { type: 'continue', section });
      expect(res.status).toBe(200);
      expect(res.body.progress).toMatchObject({ sectionsRevealed: section + 2, quizOpened: false });
      expect(res.body.progress.percent).toBeGreaterThanOrEqual(((section + 1) / n) * 80);
      expect(res.body.progress.percent).toBeLessThan(80);
      // Kept: a fresh read shows the same.
      expect(await progressOf(client, FREE)).toEqual(res.body.progress);
    }

    const open = await client.post(progressUrl(FREE), { type: 'open-quiz' });
    expect(open.status).toBe(200);
    expect(open.body.progress).toEqual({
      sectionsRevealed: n,
      quizOpened: true,
      quizAnswers: null,
      quizSeed: expect.any(Number),
      quizBestScore: null,
      quizPassed: false,
      actionDone: false,
      completed: false,
      percent: 80,
    });

    const wrong = FREE.quiz.map((question) => (question.correct + 1) % 4);
    const answer = await answerCheck(client, FREE, wrong);
    expect(answer.status).toBe(200);
    expect(answer.body.progress).toMatchObject({ quizAnswers: wrong, quizBestScore: 0, quizPassed: false, percent: 90 });

    const action = await client.post(progressUrl(FREE), { type: 'complete-action' });
    expect(action.status).toBe(200);
    expect(action.body.progress).toMatchObject({ actionDone: true, completed: false, percent: 90 });

    // Issue 26: a wrong answer does not complete the lesson (the pass mark is 70 % of one question)…
    const refused = await client.post(progressUrl(FREE), { type: 'complete' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Pass the knowledge check/);
    expect(await progressOf(client, FREE)).toMatchObject({ completed: false, percent: 90 });
    // …until a retake answers it right.
    const retake = await client.post(progressUrl(FREE), { type: 'retake-quiz' });
    expect(retake.status).toBe(200);
    expect(retake.body.progress).toMatchObject({ quizAnswers: null, quizBestScore: 0, quizPassed: false, actionDone: true, percent: 90 });
    expect(retake.body.quiz.result).toBeNull();
    const right = await answerCheck(client, FREE, 'right');
    const rightAnswers = FREE.quiz.map((question) => question.correct);
    expect(right.body.progress).toMatchObject({ quizAnswers: rightAnswers, quizBestScore: 100, quizPassed: true });
    expect((await client.post(progressUrl(FREE), { type: 'retake-quiz' })).status).toBe(409);

    const complete = await client.post(progressUrl(FREE), { type: 'complete' });
    expect(complete.status).toBe(200);
    const done = {
      sectionsRevealed: n,
      quizOpened: true,
      quizAnswers: rightAnswers,
      quizSeed: right.body.progress.quizSeed,
      quizBestScore: 100,
      quizPassed: true,
      actionDone: true,
      completed: true,
      percent: 100,
    };
    expect(complete.body.progress).toEqual(done);

    expect(await progressOf(client, FREE)).toEqual(done);
    // Repeating any earlier step changes nothing.
    for (const event of [{ type: 'complete' }, { type: 'complete-action' }, { type: 'open-quiz' }, { type: 'continue', section: 0 }]) {
      const res = await client.post(progressUrl(FREE), event);
      expect(res.status).toBe(200);
      expect(res.body.progress).toEqual(done);
    }
    expect(await progressOf(client, FREE)).toEqual(done);
  });

  it('a 5-section premium lesson moves in fifths of 80 for a premium user', async () => {
    const five = PREMIUM_LESSONS.find((l) => l.sections.length === 5);
    expect(five, 'a premium lesson with five sections').toBeDefined();
    const lesson = five!;
    const percents: number[] = [];
    for (let section = 0; section < 4; section++) {
      percents.push((await premium.post(progressUrl(lesson), { type: 'continue', section })).body.progress.percent);
    }
    expect(percents).toEqual([16, 32, 48, 64]);
    expect((await progressOf(premium, lesson)).sectionsRevealed).toBe(5);
  });

  it.each([
    ['answering before the knowledge check is opened', [], { type: 'answer-quiz', attempt: 0, answers: [0, 0] }],
    ['opening the knowledge check before every section is read', [{ type: 'continue', section: 0 }], { type: 'open-quiz' }],
    ['continuing on a section not yet revealed', [], { type: 'continue', section: 1 }],
    ['continuing on a section far ahead', [{ type: 'continue', section: 0 }], { type: 'continue', section: 2 }],
    ['continuing past the last section', 'all-read', { type: 'continue', section: FREE.sections.length - 1 }],
    ['completing the action before answering', 'quiz-open', { type: 'complete-action' }],
    ['completing the lesson before the action', 'answered', { type: 'complete' }],
    ['completing the lesson at the start', [], { type: 'complete' }],
  ] as const)('refuses %s with 409 and changes nothing', async (_label, setup, event) => {
    const { client } = await signedIn();
    const n = FREE.sections.length;
    const all = Array.from({ length: n - 1 }, (_, section) => ({ type: 'continue', section }));
    const steps =
      setup === 'all-read'
        ? all
        : setup === 'quiz-open'
          ? [...all, { type: 'open-quiz' }]
          : setup === 'answered'
            ? [...all, { type: 'open-quiz' }, { type: 'answer-quiz' }]
            : setup;
    for (const step of steps) {
      const body = step.type === 'answer-quiz' ? await answerStep(client, FREE, 'wrong') : step;
      expect((await client.post(progressUrl(FREE), body)).status).toBe(200);
    }
    const before = await progressOf(client, FREE);

    const res = await client.post(progressUrl(FREE), event);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: expect.stringMatching(/\S/) });
    expect(await progressOf(client, FREE)).toEqual(before);
  });

  it('refuses a second answer to the same attempt with 409 and keeps the first', async () => {
    const { client, userId } = await signedIn();
    await readToQuiz(client, FREE);
    const first = FREE.quiz.map((question) => (question.correct + 2) % 4);
    expect((await answerCheck(client, FREE, first)).status).toBe(200);
    for (const pick of ['right', first] as const) {
      const again = await answerCheck(client, FREE, pick);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/already answered/i);
    }
    const progress = await progressOf(client, FREE);
    expect(progress).toMatchObject({ quizAnswers: first, percent: 90 });
    const rows = await t.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, FREE.id)));
    expect(rows).toEqual([expect.objectContaining({ quizAnswers: first, quizCorrect: false })]);
  });

  it('of answers sent at the same moment, exactly one is recorded', async () => {
    const { client, userId } = await signedIn();
    await readToQuiz(client, FREE_2);
    const picks = [0, 1, 2, 3].map((option) => FREE_2.quiz.map(() => option));
    const steps = await Promise.all(picks.map((pick) => answerStep(client, FREE_2, pick)));
    const results = await Promise.all(steps.map((step) => client.post(progressUrl(FREE_2), step)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = picks[results.findIndex((r) => r.status === 200)]!;
    expect((await progressOf(client, FREE_2)).quizAnswers).toEqual(winner);
    const rows = await t.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, FREE_2.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quizAnswers: winner, quizCorrect: FREE_2.quiz.every((q, i) => q.correct === winner[i]) });
  });

  it('of two first steps sent at the same moment, both succeed on one progress row', async () => {
    const { client, userId } = await signedIn();
    const results = await Promise.all([0, 0].map((section) => client.post(progressUrl(FREE_2), { type: 'continue', section })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, FREE_2.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sectionsRevealed).toBe(2);
  });

  it('answers 403 with the purchase details to a user without the purchase, and records nothing', async () => {
    const { client, userId } = await signedIn();
    for (const event of [{ type: 'continue', section: 0 }, { type: 'open-quiz' }, { type: 'complete' }]) {
      const res = await client.post(progressUrl(PREMIUM), event);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'You need to purchase this course to access the lessons.',
        courseId: 'premium-course',
        courseTitle: premiumTitle,
        coursePrice: 999,
        currency: 'GBP',
      });
    }
    expect(await t.db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId))).toEqual([]);
  });

  it('answers 401 to a signed-out visitor', async () => {
    for (const lesson of [FREE, PREMIUM]) {
      const res = await t.client().post(progressUrl(lesson), { type: 'continue', section: 0 });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please log in to access course lessons.' });
    }
  });

  it('answers 404 for an unknown lesson and 400 for malformed parameters', async () => {
    expect((await learner.post('/api/lessons/free-course/9/1/progress', { type: 'open-quiz' })).status).toBe(404);
    const bad = await learner.post('/api/lessons/free-course/1/1.5/progress', { type: 'open-quiz' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('lessonId');
  });

  it("keeps each user's progress to that user", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await readToQuiz(a.client, FREE);
    expect((await answerCheck(a.client, FREE, [3, 3])).status).toBe(200);
    const aProgress = await progressOf(a.client, FREE);
    expect(aProgress).toMatchObject({ quizAnswers: [3, 3], percent: 90 });

    // B sees a fresh lesson and no quiz answer, and cannot skip ahead on A's progress.
    const bRead = await b.client.get(url(FREE));
    expect(bRead.body.progress).toEqual({ ...INITIAL_PROGRESS, percent: 0 });
    expect(bRead.body.lesson.quiz.result).toBeNull();
    expect((await b.client.post(progressUrl(FREE), { type: 'answer-quiz', attempt: 0, answers: [0, 0] })).status).toBe(409);
    expect((await b.client.post(progressUrl(FREE), { type: 'continue', section: 0 })).status).toBe(200);

    // B's steps do not touch A's.
    expect(await progressOf(a.client, FREE)).toEqual(aProgress);
    expect((await progressOf(b.client, FREE)).sectionsRevealed).toBe(2);
  });

  it.each([
    [{ type: 'finish' }, 'type'],
    [{}, 'type'],
    [{ type: 'continue' }, 'section'],
    [{ type: 'continue', section: 'abc' }, 'section'],
    [{ type: 'continue', section: -1 }, 'section'],
    [{ type: 'continue', section: 1.5 }, 'section'],
    [{ type: 'answer-quiz', attempt: 0, answers: [4, 0] }, 'answers.0'],
    [{ type: 'answer-quiz', attempt: 0, answers: [0, null] }, 'answers.1'],
    [{ type: 'answer-quiz', attempt: 0, answers: ['', 0] }, 'answers.0'],
    [{ type: 'answer-quiz', attempt: 0, answers: [true, 0] }, 'answers.0'],
    [{ type: 'answer-quiz', attempt: 0, answer: 1 }, 'answers'],
    [{ type: 'answer-quiz', answers: [0, 0] }, 'attempt'],
  ])('answers 400 naming the field for %j, and changes nothing', async (event, field) => {
    const { client } = await signedIn();
    await readToQuiz(client, FREE);
    const before = await progressOf(client, FREE);
    const res = await client.post(progressUrl(FREE), event);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
    expect(await progressOf(client, FREE)).toEqual(before);
  });

  it('answers 400 for a body that is not JSON and 415 for another content type', async () => {
    const notJson = await learner.request(progressUrl(FREE), {
      method: 'POST',
      body: '{type:',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/JSON/);
    const form = await learner.request(progressUrl(FREE), {
      method: 'POST',
      body: 'type=open-quiz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

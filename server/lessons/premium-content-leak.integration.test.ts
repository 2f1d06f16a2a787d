import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { distinctivePhrases, leakedPhrases } from '../../test/lesson-text';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { purchases } from '../db/schema';
import type { Lesson } from '../../content/lessons/lesson-schema';

// Premium lesson text reaches only users with access (issue 4, "Access and API"). The build-output
// and page-HTML halves of this check are in e2e/premium-content.spec.ts, which runs on the build.

const PREMIUM_LESSONS = ALL_LESSONS.filter((l) => l.courseId === 'premium-course');
const FREE_LESSONS = ALL_LESSONS.filter((l) => l.courseId === 'free-course');
const url = (l: Lesson) => `/api/lessons/${l.courseId}/${l.module}/${l.order}`;

let t: TestApp;
let learner: TestClient;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  learner = t.client();
  await learner.signUp();
  owner = t.client();
  const { user } = await owner.signUp();
  await t.db.insert(purchases).values({
    userId: user.id,
    courseId: 'premium-course',
    paymentIntentId: `pi_test_${randomBytes(8).toString('hex')}`,
    amount: 999,
    currency: 'GBP',
    status: 'paid',
  });
});
afterAll(() => t.close());

describe('the phrases this check looks for', () => {
  it('every premium lesson has enough of them, and they are found in the lesson as its owner reads it', async () => {
    expect(PREMIUM_LESSONS.length).toBeGreaterThanOrEqual(6);
    for (const lesson of PREMIUM_LESSONS) {
      const phrases = distinctivePhrases(lesson);
      expect(phrases.length, lesson.id).toBeGreaterThanOrEqual(10);
      const res = await owner.get(url(lesson));
      expect(res.status).toBe(200);
      // The check's explanations are sent only once it is passed; every other phrase is in the first read.
      const missing = phrases.filter((p) => !res.text.includes(p) && !lesson.quiz.some((question) => question.explanation.includes(p)));
      expect(missing, lesson.id).toEqual([]);
    }
  });
});

describe('answers that must carry no premium lesson text', () => {
  it('401 to a signed-out visitor, for reading and for writing progress, on every premium lesson', async () => {
    const visitor = t.client();
    for (const lesson of PREMIUM_LESSONS) {
      const read = await visitor.get(url(lesson));
      expect(read.status).toBe(401);
      expect(leakedPhrases(read.text, PREMIUM_LESSONS)).toEqual([]);
      expect(read.text).not.toContain(lesson.title);
      const write = await visitor.post(`${url(lesson)}/progress`, { type: 'continue', section: 0 });
      expect(write.status).toBe(401);
      expect(leakedPhrases(write.text, PREMIUM_LESSONS)).toEqual([]);
    }
  });

  it('403 to a user without the purchase, for reading and for every kind of progress write, on every premium lesson', async () => {
    for (const lesson of PREMIUM_LESSONS) {
      const read = await learner.get(url(lesson));
      expect(read.status).toBe(403);
      expect(Object.keys(read.body).sort()).toEqual(['courseId', 'coursePrice', 'courseTitle', 'currency', 'message']);
      expect(leakedPhrases(read.text, PREMIUM_LESSONS)).toEqual([]);
      expect(read.text).not.toContain(lesson.title);
      for (const question of lesson.quiz) expect(read.text).not.toContain(question.question);
      for (const event of [
        { type: 'continue', section: 0 },
        { type: 'open-quiz' },
        { type: 'answer-quiz', attempt: 0, answers: lesson.quiz.map((question) => question.correct) },
        { type: 'complete-action' },
        { type: 'complete' },
      ]) {
        const write = await learner.post(`${url(lesson)}/progress`, event);
        expect(write.status).toBe(403);
        expect(leakedPhrases(write.text, PREMIUM_LESSONS)).toEqual([]);
      }
    }
  });

  it('the starter lessons a user without the purchase reads', async () => {
    for (const lesson of FREE_LESSONS) {
      const res = await learner.get(url(lesson));
      expect(res.status).toBe(200);
      expect(leakedPhrases(res.text, PREMIUM_LESSONS)).toEqual([]);
    }
  });

  it.each([
    ['/api/lessons/premium-course/1/1', 404, 401],
    ['/api/lessons/premium-course/2/9', 404, 401],
    ['/api/lessons/premium-course/x/1', 400, 400],
  ])('%s: %i signed in, %i signed out', async (path, signedInStatus, signedOutStatus) => {
    for (const [client, status] of [
      [learner, signedInStatus],
      [t.client(), signedOutStatus],
    ] as const) {
      const res = await client.get(path);
      expect(res.status).toBe(status);
      expect(leakedPhrases(res.text, PREMIUM_LESSONS)).toEqual([]);
    }
  });
});

describe('a premium lesson’s discussion (issue 15)', () => {
  it('reaches nobody without premium access: not its text, not its size, through any answer', async () => {
    const lesson = PREMIUM_LESSONS[0]!;
    const secret = `Premium discussion ${randomBytes(6).toString('hex')}`;
    const posted = await owner.post(`${url(lesson)}/comments`, { body: `${secret} question` });
    expect(posted.status).toBe(201);
    const id: string = posted.body.comment.id;
    expect((await owner.post(`${url(lesson)}/comments`, { body: `${secret} reply`, parentId: id })).status).toBe(201);
    expect((await owner.get(`${url(lesson)}/comments`)).text).toContain(secret);

    const visitor = t.client();
    const answers = [
      await visitor.get(`${url(lesson)}/comments`),
      await learner.get(`${url(lesson)}/comments`),
      await learner.get(`${url(lesson)}/comments?sort=oldest&page=2`),
      await learner.post(`${url(lesson)}/comments`, { body: 'let me in', parentId: id }),
      await learner.request(`/api/comments/${id}`, { method: 'PATCH', json: { body: 'x' } }),
      await learner.request(`/api/comments/${id}`, { method: 'DELETE' }),
      await learner.post(`/api/comments/${id}/report`, { reason: 'curious' }),
      await visitor.post(`/api/comments/${id}/report`, { reason: 'curious' }),
      await learner.post(`/api/lessons/free-course/1/1/comments`, { body: 'reply across lessons', parentId: id }),
      await learner.get(`/api/search?q=${encodeURIComponent(secret)}`),
      await visitor.get(`/api/search?q=${encodeURIComponent(secret)}`),
      await learner.get('/api/admin/reports'),
      await learner.get('/sitemap.xml'),
    ];
    for (const res of answers) {
      // The search answer repeats the query it was asked; only what it found counts.
      const text = res.body?.query === secret ? JSON.stringify({ ...res.body, query: null }) : res.text;
      expect(text).not.toContain(secret);
      expect(text).not.toContain(id);
      // A discussion's size is its `total` (the search's own total counts pages, not comments).
      if (res.body?.query === undefined) expect(res.body ?? {}).not.toHaveProperty('total');
      expect(res.body ?? {}).not.toHaveProperty('threads');
    }
  });
});

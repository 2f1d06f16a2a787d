/**
 * The learner dashboard from real saved progress (issue 41 item 19), on the database the Vitest project selects:
 * its study time is the time measured while learning (as a certificate states it), not the lessons' estimated
 * read times, and a knowledge check taken again is one line of recent activity with its latest result.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLesson } from '../../content/lessons/lesson-registry.server';
import { answerStep } from '../../test/knowledge-check';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { lessonProgress } from '../db/schema';
import { loadLearnerAccess } from '../entitlements/learner-access';
import { loadDashboard } from './load-dashboard';
import type { SessionUser } from '../auth/sessions';

let t: TestApp;
const LESSON = findLesson('free-course', 1, 1)!;
const progressUrl = `/api/lessons/${LESSON.courseId}/${LESSON.module}/${LESSON.order}/progress`;
const STEP_SECONDS = 45;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One saved step of the lesson, STEP_SECONDS after the one before by the app's clock. */
async function step(client: TestClient, body: Record<string, unknown>) {
  t.clock.offsetMs += STEP_SECONDS * 1000;
  const res = await client.post(progressUrl, body);
  expect(res.status, res.text).toBe(200);
}

describe('the dashboard', () => {
  let dashboard: Awaited<ReturnType<typeof loadDashboard>>;
  let measured: number;

  beforeAll(async () => {
    t.clock.offsetMs = Date.parse('2027-02-03T09:00:00Z') - Date.now(); // a Wednesday
    const client = t.client();
    const { user } = await client.signUp();
    const steps = LESSON.sections.length - 1;
    for (let section = 0; section < steps; section++) await step(client, { type: 'continue', section });
    await step(client, { type: 'open-quiz' });
    await step(client, await answerStep(client, LESSON, 'wrong'));
    await step(client, { type: 'retake-quiz' });
    await step(client, await answerStep(client, LESSON, 'right'));
    await step(client, { type: 'complete-action' });
    await step(client, { type: 'complete' });

    dashboard = await loadDashboard({
      db: t.db,
      user: {
        id: user.id,
        hasPremiumAccess: false,
        access: await loadLearnerAccess({ db: t.db, userId: user.id, now: t.clock.now() }),
      } as SessionUser,
      now: t.clock.now(),
      timeZone: 'UTC',
    });
    // The first step has no earlier one to measure from; each later one credits the 45 s since the last.
    measured = (steps + 6 - 1) * STEP_SECONDS;
    const [row] = await t.db
      .select({ activeSeconds: lessonProgress.activeSeconds })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonKey, LESSON.id)));
    expect(row?.activeSeconds).toBe(measured);
  });

  it('shows the study time measured while learning, not the lessons’ estimates', () => {
    expect(dashboard.stats.studyMinutes).toBe(Math.floor(measured / 60));
    expect(dashboard.stats.studyMinutes).not.toBe(LESSON.estimatedReadTime);
    expect(dashboard.goals.hours.done).toBe(Math.round((measured / 3600) * 10) / 10);
  });

  it('lists a knowledge check taken again once, with its latest result', () => {
    const answered = dashboard.activity.filter((line) => line.kind === 'quiz-answered');
    expect(answered).toEqual([expect.objectContaining({ title: LESSON.title, detail: 'Knowledge check: correct answer' })]);
    expect(dashboard.activity.filter((line) => line.kind === 'lesson-completed')).toHaveLength(1);
  });
});

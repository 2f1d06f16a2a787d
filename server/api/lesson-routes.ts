import { Hono, type Context } from 'hono';
import { progressPercent } from '../../common/lesson-progress';
import { progressEventSchema } from '../../common/lesson-progress-schema';
import { parseJsonBody, parseParams } from '../http/errors';
import { recordProgress } from '../lessons/progress-store.server';
import { checkLessonAccess, lessonParamsSchema, readLesson } from '../lessons/read-lesson.server';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

export function lessonRoutes(services: Services) {
  const { db } = services;

  async function access(c: Context<AppEnv>) {
    const params = parseParams(lessonParamsSchema, c.req.param());
    return checkLessonAccess(db, c.get('user'), params);
  }

  return new Hono<AppEnv>()
    .get('/:courseId/:moduleId/:lessonId', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const result = await access(c);
      if (result.status === 403) return c.json(result.body, 403);
      if (result.status !== 200) return c.json({ message: result.message }, result.status);
      return c.json(await readLesson(db, c.get('user')!, result.lesson));
    })
    .post('/:courseId/:moduleId/:lessonId/progress', async (c) => {
      const result = await access(c);
      if (result.status === 403) return c.json(result.body, 403);
      if (result.status !== 200) return c.json({ message: result.message }, result.status);
      const event = await parseJsonBody(c, progressEventSchema);
      const user = c.get('user')!;
      const recorded = await recordProgress(db, user.id, result.lesson, event, services.now());
      if (!recorded.ok) return c.json({ message: recorded.message }, recorded.status);
      const { quiz, sections } = result.lesson;
      return c.json({
        progress: { ...recorded.state, percent: progressPercent(recorded.state, sections.length) },
        quiz: recorded.state.quizAnswer === null ? null : { correct: quiz.correct, explanation: quiz.explanation },
      });
    });
}

import { Hono, type Context } from 'hono';
import { lessonParamsSchema } from '../../common/lesson-params-schema';
import { progressPercent } from '../../common/lesson-progress';
import { progressEventSchema } from '../../common/lesson-progress-schema';
import { courseById } from '../courses/course-catalogue';
import { parseJsonBody, parseParams } from '../http/errors';
import { requestCurrency } from '../http/request-currency';
import { checkLessonAccess } from '../lessons/check-lesson-access';
import { knowledgeCheckView } from '../lessons/knowledge-check';
import { readLesson } from '../lessons/read-lesson';
import { recordProgress } from '../lessons/record-progress';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

export function lessonRoutes(services: Services) {
  const { db } = services;

  /** The lesson named by the URL, if this visitor may read it; otherwise its DomainError answers (app.onError). */
  async function readableLesson(c: Context<AppEnv>) {
    const params = parseParams(lessonParamsSchema, c.req.param());
    return checkLessonAccess({
      db,
      user: c.get('user'),
      currency: requestCurrency(c, services.config.trustedProxies),
      now: services.dueBy(),
      ...params,
    });
  }

  return new Hono<AppEnv>()
    .get('/:courseId/:moduleId/:lessonId', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const lesson = await readableLesson(c);
      return c.json(await readLesson({ db, user: c.get('user')!, lesson }));
    })
    .post('/:courseId/:moduleId/:lessonId/progress', async (c) => {
      const lesson = await readableLesson(c);
      const { elapsed, ...event } = await parseJsonBody(c, progressEventSchema);
      const state = await recordProgress({ db, userId: c.get('user')!.id, lesson, event, elapsedSeconds: elapsed, now: services.now() });
      const passMark = courseById(lesson.courseId)?.passMark ?? 0.7;
      return c.json({
        progress: { ...state, percent: progressPercent(state, lesson.sections.length) },
        // The check as the attempt now stands: the results of an answer, a retake's new order (decision 031h).
        quiz: state.quizOpened ? knowledgeCheckView(lesson, state, passMark) : null,
      });
    });
}

import { Hono } from 'hono';
import { courseIdParamSchema, reviewBodySchema } from '../../common/truthful-schemas';
import { findCourse } from '../courses/find-course';
import { DomainError } from '../errors/domain-error';
import { parseJsonBody, parseParams } from '../http/errors';
import { listCourseReviews, putReview, ratingSummary } from '../reviews/course-reviews';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** `/api/courses/:courseId/review(s)` (DESIGN §12): a completer's own review, and anyone's read of the visible ones. */
export function reviewRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/:courseId/reviews', async (c) => {
      const { courseId } = parseParams(courseIdParamSchema, c.req.param());
      if (!(await findCourse({ db, courseId }))) return c.json({ message: 'Course not found' }, 404);
      const [reviews, summary] = await Promise.all([listCourseReviews({ db, courseId }), ratingSummary({ db, courseId })]);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ summary, reviews });
    })
    .put('/:courseId/review', async (c) => {
      const user = c.get('user');
      if (!user) throw new DomainError('unauthenticated', 'Sign in to review a course.');
      const { courseId } = parseParams(courseIdParamSchema, c.req.param());
      const review = await parseJsonBody(c, reviewBodySchema);
      return c.json(await putReview({ db, now: services.now(), userId: user.id, courseId, review }));
    });
}

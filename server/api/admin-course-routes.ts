import { Hono, type Context } from 'hono';
import { idParamSchema } from '../../common/admin-schemas';
import { courseIdParamSchema, coursePatchSchema, openCourseBodySchema } from '../../common/course-schemas';
import { openCourseForLearner } from '../drip/open-course-for-learner';
import { loadOwnerCourse, setCourseDrip } from '../drip/set-course-drip';
import { parseJsonBody, parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** `/api/admin/courses/:id` and a learner's open-course (issue 43), behind ownerOnly with the other admin routes. */
export function adminCourseRoutes(services: Services) {
  const { db } = services;
  const owner = (c: Context<AppEnv>) => c.get('user')!;
  return new Hono<AppEnv>()
    .get('/courses/:id', async (c) => {
      const { id } = parseParams(courseIdParamSchema, c.req.param());
      return c.json(await loadOwnerCourse({ db, courseId: id }));
    })
    .patch('/courses/:id', async (c) => {
      const { id } = parseParams(courseIdParamSchema, c.req.param());
      const { drip } = await parseJsonBody(c, coursePatchSchema);
      return c.json(await setCourseDrip({ db, courseId: id, drip, actorId: owner(c).id, now: services.now() }));
    })
    .post('/learners/:id/open-course', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      const { courseId } = await parseJsonBody(c, openCourseBodySchema);
      return c.json(await openCourseForLearner({ db, learnerId: id, courseId, actorId: owner(c).id, now: services.now() }));
    });
}

import { Hono, type Context } from 'hono';
import { idParamSchema } from '../../common/admin-schemas';
import {
  courseCreateSchema,
  courseIdParamSchema,
  courseOrderSchema,
  coursePatchSchema,
  openCourseBodySchema,
} from '../../common/course-schemas';
import { createCourse, listOwnerCourses, loadOwnerCourse, orderCourses, updateCourse } from '../courses/owner-courses';
import { openCourseForLearner } from '../drip/open-course-for-learner';
import { setCourseDrip } from '../drip/set-course-drip';
import { parseJsonBody, parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** `/api/admin/courses` and a learner's open-course (issue 43), behind ownerOnly with the other admin routes. */
export function adminCourseRoutes(services: Services) {
  const { db } = services;
  const owner = (c: Context<AppEnv>) => c.get('user')!;
  return new Hono<AppEnv>()
    .get('/courses', async (c) => c.json(await listOwnerCourses({ db })))
    .post('/courses', async (c) => {
      const input = await parseJsonBody(c, courseCreateSchema);
      return c.json(await createCourse({ db, input, actorId: owner(c).id, now: services.now() }), 201);
    })
    .put('/courses/order', async (c) => {
      const { ids } = await parseJsonBody(c, courseOrderSchema);
      return c.json(await orderCourses({ db, ids, actorId: owner(c).id, now: services.now() }));
    })
    .get('/courses/:id', async (c) => {
      const { id } = parseParams(courseIdParamSchema, c.req.param());
      return c.json(await loadOwnerCourse({ db, courseId: id }));
    })
    .patch('/courses/:id', async (c) => {
      const { id } = parseParams(courseIdParamSchema, c.req.param());
      const { drip, ...fields } = await parseJsonBody(c, coursePatchSchema);
      const actorId = owner(c).id;
      let course = await loadOwnerCourse({ db, courseId: id });
      if (Object.keys(fields).length > 0) course = await updateCourse({ db, courseId: id, patch: fields, actorId, now: services.now() });
      if (drip) course = await setCourseDrip({ db, courseId: id, drip, actorId, now: services.now() });
      return c.json(course);
    })
    .post('/learners/:id/open-course', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      const { courseId } = await parseJsonBody(c, openCourseBodySchema);
      return c.json(await openCourseForLearner({ db, learnerId: id, courseId, actorId: owner(c).id, now: services.now() }));
    });
}

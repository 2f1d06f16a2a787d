import { Hono } from 'hono';
import { z } from 'zod';
import { getCourse, listCourses } from '../courses/list-courses';
import type { AppEnv } from '../http/app-env';
import { parseParams } from '../http/errors';
import type { Services } from '../services';

const courseIdParam = z.object({
  courseId: z.string().min(1).max(64).regex(/^[a-z0-9-]+$/, 'courseId must contain only lower-case letters, digits and -'),
});

export function courseRoutes({ db }: Services) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(await listCourses(db));
    })
    .get('/:courseId', async (c) => {
      const { courseId } = parseParams(courseIdParam, c.req.param());
      const course = await getCourse(db, courseId);
      if (!course) return c.json({ message: 'Course not found' }, 404);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(course);
    });
}

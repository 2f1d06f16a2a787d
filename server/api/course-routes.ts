import { Hono } from 'hono';
import { z } from 'zod';
import { listCourses, type Course } from '../courses/list-courses';
import { parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const courseIdParam = z.object({
  courseId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'courseId must contain only lower-case letters, digits and -'),
});

interface CourseAnswers {
  list: string;
  byId: Map<string, string>;
}

export function courseRoutes({ db }: Services) {
  // The course rows change only when start-up seeding writes the catalogue (server/courses/seed-courses.ts),
  // before the first request, and nothing in them depends on who asks: they are read once per process and
  // kept as the JSON they are answered with. Reading them on every request held GET /api/courses to 2 % of
  // a bare server's requests per second (docs/performance.md). A failed read is not kept.
  let answers: Promise<CourseAnswers> | undefined;
  const courseAnswers = () =>
    (answers ??= listCourses(db).then(toAnswers, (error: unknown) => {
      answers = undefined;
      throw error;
    }));

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { list } = await courseAnswers();
      c.header('Cache-Control', 'public, max-age=60');
      c.header('Content-Type', 'application/json');
      return c.body(list);
    })
    .get('/:courseId', async (c) => {
      const { courseId } = parseParams(courseIdParam, c.req.param());
      const course = (await courseAnswers()).byId.get(courseId);
      if (!course) return c.json({ message: 'Course not found' }, 404);
      c.header('Cache-Control', 'public, max-age=60');
      c.header('Content-Type', 'application/json');
      return c.body(course);
    });
}

function toAnswers(courses: Course[]): CourseAnswers {
  return { list: JSON.stringify(courses), byId: new Map(courses.map((course) => [course.id, JSON.stringify(course)])) };
}

import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { listCourses } from '../courses/list-courses.server';
import { compressAnswer, compressedResponse, type CompressedAnswer } from '../http/compressed-answer';
import { parseParams } from '../http/errors';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/app-env';

const courseIdParam = z.object({
  courseId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'courseId must contain only lower-case letters, digits and -'),
});

interface CourseAnswers {
  list: CompressedAnswer;
  byId: Map<string, CompressedAnswer>;
}

type LoadCourseAnswers = ((request: Request) => Promise<CourseAnswers>) & {
  /** Reads the courses afresh at the next request: they changed (server/operations/watch-changes.ts). */
  invalidate(): void;
};

/**
 * The course answers, read once and kept compressed with their headers until the course rows change
 * (`invalidate`, called by the app when any process or an operator's SQL changes them; issue 27 found every
 * process answering the old price for its lifetime). Nothing in them depends on who asks. Reading them on every request held
 * GET /api/courses to 2 % of a bare server's requests per second, and compressing them on every
 * request to 4 % (docs/performance.md). A failed read is not kept.
 *
 * `headers` are the security headers every API response carries (server/app.ts): these answers are
 * given before the middleware that adds them.
 */
export function courseAnswers({ db, headers }: { db: Db; headers: Record<string, string> }): LoadCourseAnswers {
  const common = { ...headers, 'content-type': 'application/json', 'cache-control': 'public, max-age=60', vary: 'Accept-Encoding' };
  const compress = (value: unknown) => compressAnswer(Buffer.from(JSON.stringify(value), 'utf8'), common);
  const read = async (): Promise<CourseAnswers> => {
    const courses = await listCourses({ db });
    return { list: compress(courses), byId: new Map(courses.map((course) => [course.id, compress(course)])) };
  };
  let answers: Promise<CourseAnswers> | undefined;
  // A request whose read failed gets that failure again rather than a second wait on the database.
  const failed = new WeakMap<Request, unknown>();
  const load = async (request: Request) => {
    if (failed.has(request)) throw failed.get(request);
    try {
      if (!answers) {
        const reading: Promise<CourseAnswers> = read().catch((error: unknown) => {
          if (answers === reading) answers = undefined;
          throw error;
        });
        answers = reading;
      }
      return await answers;
    } catch (error) {
      failed.set(request, error);
      throw error;
    }
  };
  return Object.assign(load, {
    invalidate() {
      answers = undefined;
    },
  });
}

const COURSE_PATH = /^\/api\/courses(?:\/([^/]+))?$/;

/**
 * GET /api/courses and /api/courses/<a known id>, answered right after the request log line, before
 * compression, security headers, the body limit, the same-origin check and the session lookup (server/app.ts):
 * the same bytes to everyone, signed in or not. Anything else, and any request while the courses cannot be
 * read, goes on to courseRoutes, which answers it (400, 404, 503) as every other API request is answered.
 */
export function earlyCourseAnswers(
  load: LoadCourseAnswers,
  /** Headers made afresh for each response (the Content-Security-Policy with its nonce). */
  perResponse: () => Record<string, string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const match = COURSE_PATH.exec(c.req.path);
    if (!match) return next();
    const answers = await load(c.req.raw).catch(() => undefined);
    const answer = match[1] === undefined ? answers?.list : answers?.byId.get(match[1]);
    return answer ? compressedResponse(answer, c.req.raw, perResponse()) : next();
  };
}

export function courseRoutes(load: LoadCourseAnswers) {
  return new Hono<AppEnv>()
    .get('/', async (c) => compressedResponse((await load(c.req.raw)).list, c.req.raw))
    .get('/:courseId', async (c) => {
      const { courseId } = parseParams(courseIdParam, c.req.param());
      const course = (await load(c.req.raw)).byId.get(courseId);
      if (!course) return c.json({ message: 'Course not found' }, 404);
      return compressedResponse(course, c.req.raw);
    });
}

import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { CURRENCIES, isCurrency, type Currency } from '../../common/currencies';
import { listCourses } from '../courses/list-courses';
import { compressAnswer, compressedResponse, type CompressedAnswer } from '../http/compressed-answer';
import { parseParams } from '../http/errors';
import { priceListOf, withPriceIn } from '../money/course-prices';
import { pageCurrency } from '../money/visitor-currency';
import { sellingPriceRows } from '../offers/selling-offer';
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

type LoadCourseAnswers = ((request: Request, wanted: Currency) => Promise<CourseAnswers>) & {
  /** Reads the courses afresh at the next request: they changed (server/operations/watch-changes.ts). */
  invalidate(): void;
  /** The list's stored answer for this wanted currency when the courses are already read, else undefined (no read). */
  peekList(wanted: Currency): CompressedAnswer | undefined;
};

/**
 * The course answers, read once and kept compressed with their headers until the course rows or their prices change
 * (`invalidate`, called by the app when any process or an operator's SQL changes them; issue 27 found every
 * process answering the old price for its lifetime). Each course's `price` and `currency` are the ones the visitor
 * is shown and charged (pageCurrency, as the pages and checkout decide: issue 41 found the seeded £9.99 here after
 * the owner had set £12.34), so there is one copy per currency wanted, made from the same read. Reading them on
 * every request held GET /api/courses to 2 % of a bare server's requests per second, and compressing them on every
 * request to 4 % (docs/performance.md). A failed read is not kept.
 *
 * `headers` are the security headers every API response carries (server/app.ts): these answers are
 * given before the middleware that adds them.
 */
export function courseAnswers({ db, headers }: { db: Db; headers: Record<string, string> }): LoadCourseAnswers {
  // The currency is decided from the cookie and these headers (server/http/request-currency.ts), as /api/prices's.
  const common = {
    ...headers,
    'content-type': 'application/json',
    'cache-control': 'public, max-age=60',
    vary: 'Accept-Encoding, Cookie, Accept-Language, CF-IPCountry',
  };
  const compress = (value: unknown) => compressAnswer(Buffer.from(JSON.stringify(value), 'utf8'), common);
  const read = async () => {
    const [list, owned] = await Promise.all([listCourses({ db }), sellingPriceRows({ db })]);
    return { list, prices: priceListOf(list, owned), byCurrency: new Map<Currency, CourseAnswers>() };
  };
  const answersIn = (snapshot: Awaited<ReturnType<typeof read>>, wanted: Currency): CourseAnswers => {
    const currency = pageCurrency(snapshot.prices, wanted);
    let answers = snapshot.byCurrency.get(currency);
    if (!answers) {
      const priced = snapshot.list.map((course) => withPriceIn(course, snapshot.prices, currency));
      answers = { list: compress(priced), byId: new Map(priced.map((course) => [course.id, compress(course)])) };
      snapshot.byCurrency.set(currency, answers);
    }
    return answers;
  };
  let snapshot: ReturnType<typeof read> | undefined;
  // The snapshot once read, for the `node:http` listener's look without waiting (server/http/public-json-listener.ts).
  let settled: Awaited<ReturnType<typeof read>> | undefined;
  // A request whose read failed gets that failure again rather than a second wait on the database.
  const failed = new WeakMap<Request, unknown>();
  const load = async (request: Request, wanted: Currency) => {
    if (failed.has(request)) throw failed.get(request);
    try {
      if (!snapshot) {
        const reading: ReturnType<typeof read> = read().then(
          (value) => {
            if (snapshot === reading) settled = value;
            return value;
          },
          (error: unknown) => {
            if (snapshot === reading) snapshot = undefined;
            throw error;
          },
        );
        snapshot = reading;
      }
      return answersIn(await snapshot, wanted);
    } catch (error) {
      failed.set(request, error);
      throw error;
    }
  };
  return Object.assign(load, {
    invalidate() {
      snapshot = undefined;
      settled = undefined;
    },
    peekList(wanted: Currency) {
      return settled ? answersIn(settled, wanted).list : undefined;
    },
  });
}

const currencyQuery = z.object({ currency: z.enum(CURRENCIES, { message: 'must be one of GBP, USD, EUR' }).optional() });

/** The currency asked for with `?currency=`, else the visitor's; undefined when the query names none of the three. */
function askedCurrency(c: Context<AppEnv>, visitor: (c: Context<AppEnv>) => Currency): Currency | undefined {
  const asked = c.req.query('currency');
  if (asked === undefined) return visitor(c);
  return isCurrency(asked) ? asked : undefined;
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
  /** The visitor's currency (requestCurrency). */
  visitor: (c: Context<AppEnv>) => Currency,
  /** Headers made afresh for each response (the Content-Security-Policy with its nonce). */
  perResponse: () => Record<string, string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const match = COURSE_PATH.exec(c.req.path);
    if (!match) return next();
    const wanted = askedCurrency(c, visitor);
    if (!wanted) return next();
    const answers = await load(c.req.raw, wanted).catch(() => undefined);
    const answer = match[1] === undefined ? answers?.list : answers?.byId.get(match[1]);
    return answer ? compressedResponse(answer, c.req.raw, perResponse()) : next();
  };
}

export function courseRoutes(load: LoadCourseAnswers, visitor: (c: Context<AppEnv>) => Currency) {
  // `?currency=` as GET /api/prices takes it; absent, the visitor's (what their pages show and checkout charges).
  const wantedOf = (c: Context<AppEnv>) => parseParams(currencyQuery, c.req.query()).currency ?? visitor(c);
  return new Hono<AppEnv>()
    .get('/', async (c) => compressedResponse((await load(c.req.raw, wantedOf(c))).list, c.req.raw))
    .get('/:courseId', async (c) => {
      const { courseId } = parseParams(courseIdParam, c.req.param());
      const course = (await load(c.req.raw, wantedOf(c))).byId.get(courseId);
      if (!course) return c.json({ message: 'Course not found' }, 404);
      return compressedResponse(course, c.req.raw);
    });
}

import { isCurrency, type Currency } from '../../common/currencies';
import { compressAnswer, compressedResponse, type CompressedAnswer } from './compressed-answer';
import type { ChangeFeed } from '../operations/watch-changes';
import type { AppEnv } from './app-env';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * A public JSON answer kept compressed, with its ETag and every header, once per currency asked for (issue 45):
 * made on the first request that wants it and dropped whenever the change feed reports a change in any process
 * (server/operations/watch-changes.ts), as the cached pages and the course answers are. An answer whose build
 * started before a change is given to its request but not kept: it may hold what changed.
 */
export interface KeptJsonAnswers {
  /** The answer for `wanted` when it is already made, without waiting (server/http/public-json-listener.ts). */
  peek(wanted: Currency): CompressedAnswer | undefined;
  /** The answer for `wanted`, made now when it is not kept. */
  get(wanted: Currency): Promise<CompressedAnswer>;
}

export function keptJsonAnswers({
  changes,
  headers,
  build,
}: {
  changes: Pick<ChangeFeed, 'subscribe'>;
  /** Every header of the answer but its length, encoding and ETag: the security headers, Cache-Control, Vary. */
  headers: Record<string, string>;
  /** The body for a visitor who wants this currency. */
  build: (wanted: Currency) => Promise<unknown>;
}): KeptJsonAnswers {
  const kept = new Map<Currency, CompressedAnswer>();
  // One build at a time per currency: a burst of first requests after a change waits for the same one.
  const building = new Map<Currency, Promise<CompressedAnswer>>();
  let generation = 0;
  changes.subscribe(() => {
    generation++;
    kept.clear();
    building.clear();
  });
  const make = async (wanted: Currency, started: number) => {
    const answer = compressAnswer(Buffer.from(JSON.stringify(await build(wanted)), 'utf8'), {
      ...headers,
      'content-type': 'application/json',
    });
    if (started === generation) kept.set(wanted, answer);
    return answer;
  };
  return {
    peek: (wanted) => kept.get(wanted),
    get(wanted) {
      const answer = kept.get(wanted);
      if (answer) return Promise.resolve(answer);
      let pending = building.get(wanted);
      if (!pending) {
        const started = generation;
        pending = make(wanted, started).finally(() => {
          if (building.get(wanted) === pending) building.delete(wanted);
        });
        building.set(wanted, pending);
      }
      return pending;
    },
  };
}

/**
 * GET and HEAD of these paths, bare or with `?currency=` naming one of CURRENCIES, answered from their kept answers
 * right after the request log line, before compression, security headers and the session lookup (server/app.ts), as
 * GET /api/courses is (earlyCourseAnswers): the same bytes the `node:http` listener sends. Any other query string,
 * and any request whose answer cannot be made (the database is down), goes on to the route, which answers it (400,
 * 503) as every other API request is answered.
 */
export function earlyKeptAnswers(
  routes: ReadonlyMap<string, KeptJsonAnswers>,
  /** The visitor's currency (requestCurrency). */
  visitor: (c: Context<AppEnv>) => Currency,
  /** Headers made afresh for each response (the Content-Security-Policy with its nonce). */
  perResponse: () => Record<string, string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const answers = routes.get(c.req.path);
    if (!answers) return next();
    const query = c.req.queries();
    const names = Object.keys(query);
    let wanted: Currency;
    if (names.length === 0) wanted = visitor(c);
    else {
      const asked = query.currency;
      if (names.length > 1 || asked?.length !== 1 || !isCurrency(asked[0]!)) return next();
      wanted = asked[0]!;
    }
    const answer = await answers.get(wanted).catch(() => undefined);
    return answer ? compressedResponse(answer, c.req.raw, perResponse()) : next();
  };
}

import { sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { RateLimitResult } from '../auth/rate-limit';
import type { Db } from '../db/client';

/**
 * How many searches one client address may run: a burst, then a steady rate.
 *
 * Kept in PostgreSQL, like every other limit (docs/decisions/024k-shared-state-in-postgresql.md): with
 * several processes behind a load balancer, a per-process budget gave a client one budget per process
 * (issue 27: 41 searches before a refusal with one process, 124 with three), and a load balancer spreading a
 * flood over the processes could not be held to the steady rate at all. One atomic upsert per search on
 * the `rate_limits` row of the address, the same table as the sign-in limits; a person typing (a search per
 * pause, bursts of a few) never notices it, a script is held to the steady rate.
 *
 * The bucket is a GCRA ("generic cell rate algorithm", the token bucket written as one timestamp): the row's
 * `reset_at` is the theoretical time at which the address's budget is full again. A search is allowed when
 * that time is at most `(burst - 1) / perSecond` seconds ahead, and then moves it `1 / perSecond` later;
 * a refused search moves nothing. A row whose time has passed is a full budget, so the start-up sweep of
 * expired limits (deleteExpiredRateLimits) forgets exactly the addresses it may.
 */
export interface SearchLimit {
  /** Searches allowed at once from a fresh start. */
  burst: number;
  /** Searches a second after that. */
  perSecond: number;
}

export const DEFAULT_SEARCH_LIMIT: SearchLimit = { burst: 40, perSecond: 2 };

export interface SearchRateLimiter {
  /** Takes one search from the address's budget. */
  hit(clientIp: string, now: Date): Promise<RateLimitResult>;
}

export function scaleSearchLimit(limit: SearchLimit, factor: number): SearchLimit {
  return factor === 1 ? limit : { burst: limit.burst * factor, perSecond: limit.perSecond * factor };
}

export function createSearchRateLimiter({ db, limit = DEFAULT_SEARCH_LIMIT }: { db: Db; limit?: SearchLimit }): SearchRateLimiter {
  const intervalMs = 1000 / limit.perSecond;
  const toleranceMs = (limit.burst - 1) * intervalMs;
  return {
    async hit(clientIp, now) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const interval = sql`make_interval(secs => ${intervalMs / 1000})`;
      // When the budget would be full again, counting from now if it already is.
      const start = sql`greatest(${rateLimits.resetAt}, ${at})`;
      const allowed = sql`${start} - ${at} <= make_interval(secs => ${toleranceMs / 1000})`;
      // `count` says what this upsert decided (1 allowed, 0 refused): the time alone cannot tell.
      const [row] = await db
        .insert(rateLimits)
        .values({ key: `search:${clientIp}`, count: 1, resetAt: sql`${at} + ${interval}` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${allowed} then 1 else 0 end`,
            resetAt: sql`case when ${allowed} then ${start} + ${interval} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      if (!row) throw new Error('upsert into rate_limits returned no row');
      if (row.count === 1) return { allowed: true };
      const waitMs = row.resetAt.getTime() - now.getTime() - toleranceMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}

export function tooManySearchesMessage(retryAfterSeconds: number): string {
  return `Too many searches from your address. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`;
}

import type { RateLimitResult } from '../auth/rate-limit';

/**
 * How many searches one client address may run: a burst, then a steady rate.
 *
 * In process, not the database-backed counter of server/auth/rate-limit.ts. Search is read-only, hot and
 * cheap once its query is capped (~1 ms in-process, see MAX_QUERY_TERMS in search-index.ts); a database
 * upsert per search would cost more than the search itself, and on the embedded database it would queue
 * every search behind the site's writes. What a flood of searches exhausts is the CPU of the process that
 * runs them, and that is what a per-process budget protects: behind a load balancer each process gives a
 * client its own budget, which bounds that process's work all the same. A token bucket lets a person type
 * (a search per pause, bursts of a few) and holds a script to the steady rate.
 */
export interface SearchLimit {
  /** Searches allowed at once from a fresh start. */
  burst: number;
  /** Searches a second after that. */
  perSecond: number;
}

export const DEFAULT_SEARCH_LIMIT: SearchLimit = { burst: 40, perSecond: 2 };

/** Addresses remembered at most; beyond it, addresses whose budget is full again are forgotten first. */
const MAX_CLIENTS = 10_000;

export interface SearchRateLimiter {
  /** Takes one search from the address's budget. */
  hit(clientIp: string, now: Date): RateLimitResult;
}

export function scaleSearchLimit(limit: SearchLimit, factor: number): SearchLimit {
  return factor === 1 ? limit : { burst: limit.burst * factor, perSecond: limit.perSecond * factor };
}

export function createSearchRateLimiter(limit: SearchLimit = DEFAULT_SEARCH_LIMIT, maxClients = MAX_CLIENTS): SearchRateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refill = (bucket: { tokens: number; at: number }, at: number) =>
    Math.min(limit.burst, bucket.tokens + (Math.max(0, at - bucket.at) / 1000) * limit.perSecond);

  function forgetSome(at: number) {
    for (const [ip, bucket] of buckets) if (refill(bucket, at) >= limit.burst) buckets.delete(ip);
    // Still full of busy addresses (e.g. a flood from many): forget the longest-known ones.
    for (const ip of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(ip);
    }
  }

  return {
    hit(clientIp, now) {
      const at = now.getTime();
      const known = buckets.get(clientIp);
      const tokens = known ? refill(known, at) : limit.burst;
      if (tokens < 1) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / limit.perSecond)) };
      }
      if (!known && buckets.size >= maxClients) forgetSome(at);
      buckets.set(clientIp, { tokens: tokens - 1, at });
      return { allowed: true };
    },
  };
}

export function tooManySearchesMessage(retryAfterSeconds: number): string {
  return `Too many searches from your address. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`;
}

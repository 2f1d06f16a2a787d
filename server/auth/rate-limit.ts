import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Db } from '../db/client';

export interface RateLimitRule {
  /** Bucket name, part of the key. */
  name: string;
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counter kept in PostgreSQL, so every process behind a load balancer shares it.
 * One atomic upsert per hit: no read-modify-write race between concurrent requests.
 */
/** Whose hit, in which bucket, when: the one argument of every counter here. */
export interface RateLimitHit {
  db: Db;
  rule: RateLimitRule;
  /** Who is counted: an address, an email, an account id. */
  subject: string;
  now: Date;
}

export async function hitRateLimit({ db, rule, subject, now }: RateLimitHit): Promise<RateLimitResult> {
  const { count, resetAt } = await countHit({ db, rule, subject, now });
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: secondsUntil(resetAt, now) };
}

/** Adds one to the subject's counter (a new window when the last one has passed); the count includes this hit. */
export async function countHit({ db, rule, subject, now }: RateLimitHit): Promise<{ count: number; resetAt: Date }> {
  const key = `${rule.name}:${subject}`;
  const resetAt = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('upsert into rate_limits returned no row');
  return row;
}

/** Takes back one hit (an attempt that turned out not to count). */
export async function uncountHit({ db, rule, subject }: Omit<RateLimitHit, 'now'>): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, `${rule.name}:${subject}`));
}

/** The subject's count in its current window, without adding to it (0 when it has none). */
export async function currentCount({ db, rule, subject, now }: RateLimitHit): Promise<{ count: number; resetAt: Date }> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, `${rule.name}:${subject}`), gt(rateLimits.resetAt, now)))
    .limit(1);
  return row ?? { count: 0, resetAt: now };
}

export function secondsUntil(when: Date, now: Date): number {
  return Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
}

export async function deleteExpiredRateLimits({ db, now }: { db: Db; now: Date }): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

import { sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import { countHit, currentCount, secondsUntil, uncountHit, type RateLimitRule } from './rate-limit';
import type { Db } from '../db/client';

/**
 * A limit on the failed attempts of one subject (an address; an account tried from one address): the
 * first `free` failures in the window cost nothing; each later one makes the subject wait before its
 * next attempt, from `firstDelayMs` doubling to at most `maxDelayMs`; after `limit` failures it waits
 * for the rest of the window. Only failures count: an attempt that succeeds is given back.
 */
export interface FailureRule extends RateLimitRule {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export interface Attempt {
  rule: FailureRule;
  subject: string;
  /** This attempt's place in the window, counting the failures and the attempts still in flight. */
  count: number;
}

export type StartedAttempt = { allowed: true; attempt: Attempt } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts the attempt before it is made, with one atomic upsert, so a burst of simultaneous attempts
 * cannot slip past the limit; refused while the subject is waiting out a delay or is over the limit.
 */
export async function startAttempt({
  db,
  rule,
  subject,
  now,
}: {
  db: Db;
  rule: FailureRule;
  subject: string;
  now: Date;
}): Promise<StartedAttempt> {
  const wait = await currentCount({ db, rule: waitRule(rule), subject, now });
  if (wait.count > 0) return { allowed: false, retryAfterSeconds: secondsUntil(wait.resetAt, now) };
  const { count, resetAt } = await countHit({ db, rule, subject, now });
  if (count > rule.limit) return { allowed: false, retryAfterSeconds: secondsUntil(resetAt, now) };
  return { allowed: true, attempt: { rule, subject, count } };
}

/** The attempt failed: it stays counted, and past the free ones the subject must wait before the next. */
export async function attemptFailed({ db, attempt, now }: { db: Db; attempt: Attempt; now: Date }): Promise<void> {
  const { rule, subject, count } = attempt;
  // At the limit the counter itself refuses every attempt until the window ends.
  if (count <= rule.free || count >= rule.limit) return;
  const until = new Date(now.getTime() + failureDelayMs(rule, count));
  await db
    .insert(rateLimits)
    .values({ key: `${waitRule(rule).name}:${subject}`, count: 1, resetAt: until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt: sql`greatest(${rateLimits.resetAt}, excluded.reset_at)` } });
}

/** The attempt succeeded, or was refused before it was made: it does not count. */
export async function forgetAttempt({ db, attempt }: { db: Db; attempt: Attempt }): Promise<void> {
  await uncountHit({ db, rule: attempt.rule, subject: attempt.subject });
}

export type Turn = { taken: true } | { taken: false; retryAfterSeconds: number };

/**
 * Claims the subject's turn: granted only when its previous turn has passed, and then it holds the next
 * `holdMs`. One conditional upsert, so of simultaneous attempts, from any number of processes sharing
 * the database, exactly one is granted each turn.
 */
export async function takeTurn({
  db,
  rule,
  subject,
  holdMs,
  now,
}: {
  db: Db;
  rule: RateLimitRule;
  subject: string;
  holdMs: number;
  now: Date;
}): Promise<Turn> {
  const turnRule = { name: `${rule.name}-turn`, limit: 0, windowMs: 0 };
  const until = new Date(now.getTime() + holdMs);
  const granted = await db
    .insert(rateLimits)
    .values({ key: `${turnRule.name}:${subject}`, count: 1, resetAt: until })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: 1, resetAt: until },
      setWhere: sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ key: rateLimits.key });
  if (granted.length > 0) return { taken: true };
  const held = await currentCount({ db, rule: turnRule, subject, now });
  return { taken: false, retryAfterSeconds: secondsUntil(held.resetAt, now) };
}

/** How long the `failures`-th failure in a window makes its subject wait (0 for the free ones). */
export function failureDelayMs(rule: FailureRule, failures: number): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (failures - rule.free - 1));
}

/** The subject's "wait until" is a row of the same table, under a name of its own. */
function waitRule(rule: FailureRule): RateLimitRule {
  return { name: `${rule.name}-wait`, limit: 0, windowMs: 0 };
}

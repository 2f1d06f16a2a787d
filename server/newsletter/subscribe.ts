import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { NEWSLETTER_SUCCESS, newsletterSchema } from '../../common/newsletter-schema';
import { describeZodError } from '../../common/validation';
import { hashToken } from '../auth/hash-token';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';

export const NEWSLETTER_LIMIT: RateLimitRule = { name: 'newsletter-ip', limit: 20, windowMs: 60 * 60 * 1000 };

export type SubscribeResult =
  | { ok: true; message: string; /** Only for a new or returning subscriber: the unsubscribe link's token. */ token: string | null }
  | { ok: false; status: 400 | 429; message: string; field?: string; retryAfterSeconds?: number };

/**
 * Adds an address to the newsletter. The same address twice is stored once and answered the same
 * way (a friendly success that does not reveal who is subscribed); an unsubscribed address comes back.
 */
export async function subscribe(db: Db, body: unknown, ctx: { ip: string; now?: Date; limit?: RateLimitRule }): Promise<SubscribeResult> {
  const now = ctx.now ?? new Date();
  const limited = await hitRateLimit(db, ctx.limit ?? NEWSLETTER_LIMIT, ctx.ip, now);
  if (!limited.allowed) {
    return { ok: false, status: 429, message: 'Too many attempts. Please try again later.', retryAfterSeconds: limited.retryAfterSeconds };
  }
  const parsed = newsletterSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, ...describeZodError(parsed.error) };
  const { email, source } = parsed.data;

  const token = randomBytes(24).toString('base64url');
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, source, status: 'subscribed', tokenHash: hashToken(token), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: 'subscribed', tokenHash: hashToken(token), updatedAt: now },
      // Only a returning (unsubscribed) reader is changed; an active subscription stays as it is.
      setWhere: sql`${newsletterSubscribers.status} = 'unsubscribed'`,
    })
    .returning({ id: newsletterSubscribers.id });
  return { ok: true, message: NEWSLETTER_SUCCESS, token: rows.length ? token : null };
}

export type UnsubscribeResult = { ok: true; email: string } | { ok: false };

export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<UnsubscribeResult> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return { ok: false };
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', updatedAt: now })
    .where(eq(newsletterSubscribers.tokenHash, hashToken(token)))
    .returning({ email: newsletterSubscribers.email });
  return row ? { ok: true, email: row.email } : { ok: false };
}

/** Whether a token names a subscriber, for the unsubscribe page before the reader confirms. */
export async function findSubscriberByToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const [row] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { NEWSLETTER_CHECK_INBOX, newsletterSchema } from '../../common/newsletter-schema';
import { describeZodError } from '../../common/validation';
import { hashToken } from '../auth/hash-token';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import { newsletterDeliveries, newsletterSubscribers } from '../db/schema';
import { newsletterAlreadySubscribedEmail, newsletterConfirmEmail, unsubscribeHeaders } from '../email/messages';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export const NEWSLETTER_LIMIT: RateLimitRule = { name: 'newsletter-ip', limit: 20, windowMs: 60 * 60 * 1000 };
/** An address asked again gets another email (a confirmation, or "already subscribed"), but not more often than this. */
export const CONFIRM_RESEND_AFTER_MS = 10 * 60 * 1000;

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const newToken = () => randomBytes(24).toString('base64url');

export type SubscribeResult =
  { ok: true; message: string } | { ok: false; status: 400 | 429; message: string; field?: string; retryAfterSeconds?: number };

/**
 * Double opt-in. A new address is stored as pending and sent a confirmation link (with an unsubscribe
 * link); only confirmed addresses are subscribed. Every well-formed request gets the same friendly
 * answer, which tells nobody who is subscribed; the email tells the owner of the address: an address is
 * stored once, a pending one is sent a fresh confirmation, an unsubscribed one becomes pending again with
 * a fresh confirmation, and a confirmed one is left as it is and sent a short "you're already subscribed".
 *
 * Why not answer "already subscribed" on the page: anyone could then test which addresses read the
 * newsletter. The email reaches only the address's owner, and without it the page's "check your inbox"
 * would promise a message that never comes. Either email goes to one address at most every 10 minutes
 * (`confirm_sent_at` records the last one), so the box cannot be used to flood an inbox.
 */
export async function subscribe(
  db: Db,
  body: unknown,
  ctx: { ip: string; now?: Date; limit?: RateLimitRule; mailer: Mailer },
): Promise<SubscribeResult> {
  const now = ctx.now ?? new Date();
  const limited = await hitRateLimit(db, ctx.limit ?? NEWSLETTER_LIMIT, ctx.ip, now);
  if (!limited.allowed) {
    return { ok: false, status: 429, message: 'Too many attempts. Please try again later.', retryAfterSeconds: limited.retryAfterSeconds };
  }
  const parsed = newsletterSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, ...describeZodError(parsed.error) };
  const { email, source } = parsed.data;

  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const tokens = { tokenHash: hashToken(unsubscribeToken), confirmTokenHash: hashToken(confirmToken), confirmSentAt: now };
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email, source, status: 'pending', ...tokens, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length === 0) {
      const [existing] = await tx
        .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status, confirmSentAt: newsletterSubscribers.confirmSentAt })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for('update');
      if (!existing) return;
      // Leaving 'unsubscribed' took its owner's link, so it is not throttled: it cannot be used to flood.
      const recent = existing.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < CONFIRM_RESEND_AFTER_MS;
      if (existing.status !== 'unsubscribed' && recent) return;
      if (existing.status === 'subscribed') {
        await tx.update(newsletterSubscribers).set({ confirmSentAt: now }).where(eq(newsletterSubscribers.id, existing.id));
        const message = newsletterAlreadySubscribedEmail(ctx.mailer.siteUrl);
        await ctx.mailer.queue(tx, { kind: 'newsletter-already-subscribed', to: email, ...message }, now);
        return;
      }
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'pending', ...tokens, confirmedAt: null, updatedAt: now })
        .where(eq(newsletterSubscribers.id, existing.id));
    }
    const siteUrl = ctx.mailer.siteUrl;
    const unsubscribeUrl = `${siteUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`;
    const message = newsletterConfirmEmail(siteUrl, { confirmUrl: `${siteUrl}/newsletter/confirm?token=${confirmToken}`, unsubscribeUrl });
    await ctx.mailer.queue(tx, { kind: 'newsletter-confirm', to: email, ...message, headers: unsubscribeHeaders(unsubscribeUrl) }, now);
  });
  return { ok: true, message: NEWSLETTER_CHECK_INBOX };
}

export type ConfirmResult = { ok: true; email: string } | { ok: false; reason: 'unknown' | 'unsubscribed' };

/** The confirmation link: pending → subscribed. A second click is still a success; after unsubscribing it is not. */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<ConfirmResult> {
  const subscriber = await findSubscriberByConfirmToken(db, token);
  if (!subscriber) return { ok: false, reason: 'unknown' };
  if (subscriber.status === 'unsubscribed') return { ok: false, reason: 'unsubscribed' };
  if (subscriber.status === 'pending') {
    await db
      .update(newsletterSubscribers)
      .set({ status: 'subscribed', confirmedAt: now, updatedAt: now })
      .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)));
  }
  return { ok: true, email: subscriber.email };
}

export async function findSubscriberByConfirmToken(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

export type UnsubscribeResult = { ok: true; email: string } | { ok: false };

export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<UnsubscribeResult> {
  if (!TOKEN.test(token)) return { ok: false };
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', updatedAt: now })
    .where(tokenNames(token))
    .returning({ email: newsletterSubscribers.email });
  return row ? { ok: true, email: row.email } : { ok: false };
}

/**
 * The subscriber a link's token names: the token of their confirmation email, or the one of a newsletter
 * issue's message (each message has its own, server/newsletter/queue-issue-deliveries.ts).
 */
function tokenNames(token: string) {
  const hash = hashToken(token);
  return or(
    eq(newsletterSubscribers.tokenHash, hash),
    sql`${newsletterSubscribers.id} in (select ${newsletterDeliveries.subscriberId} from ${newsletterDeliveries} where ${newsletterDeliveries.unsubscribeTokenHash} = ${hash})`,
  );
}

/** Whether a token names a subscriber, for the unsubscribe page before the reader confirms. */
export async function findSubscriberByToken(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(tokenNames(token))
    .limit(1);
  return row ?? null;
}

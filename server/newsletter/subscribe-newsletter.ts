import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NEWSLETTER_CHECK_INBOX } from '../../common/newsletter-schema';
import { hashToken } from '../auth/hash-token';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import { newsletterSubscribers } from '../db/schema';
import { newsletterAlreadySubscribedEmail, newsletterConfirmEmail, unsubscribeHeaders } from '../email/messages';
import { DomainError } from '../errors/domain-error';
import type { NewsletterRequest } from '../../common/newsletter-schema';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export const NEWSLETTER_LIMIT: RateLimitRule = { name: 'newsletter-ip', limit: 20, windowMs: 60 * 60 * 1000 };
/** An address asked again gets another email (a confirmation, or "already subscribed"), but not more often than this. */
export const CONFIRM_RESEND_AFTER_MS = 10 * 60 * 1000;

const newToken = () => randomBytes(24).toString('base64url');

export interface SubscribeNewsletterOptions extends NewsletterRequest {
  db: Db;
  mailer: Mailer;
  /** The client's address, for NEWSLETTER_LIMIT. */
  ip: string;
  now: Date;
  limit?: RateLimitRule;
}

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
export async function subscribeNewsletter({
  db,
  mailer,
  ip,
  now,
  limit = NEWSLETTER_LIMIT,
  email,
  source,
}: SubscribeNewsletterOptions): Promise<{ message: string }> {
  const limited = await hitRateLimit({ db, rule: limit, subject: ip, now });
  if (!limited.allowed) {
    throw new DomainError('rate_limited', 'Too many attempts. Please try again later.', { retryAfterSeconds: limited.retryAfterSeconds });
  }

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
        const message = newsletterAlreadySubscribedEmail(mailer.siteUrl);
        await mailer.queue(tx, { kind: 'newsletter-already-subscribed', to: email, ...message }, now);
        return;
      }
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'pending', ...tokens, confirmedAt: null, updatedAt: now })
        .where(eq(newsletterSubscribers.id, existing.id));
    }
    const siteUrl = mailer.siteUrl;
    const unsubscribeUrl = `${siteUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`;
    const message = newsletterConfirmEmail(siteUrl, { confirmUrl: `${siteUrl}/newsletter/confirm?token=${confirmToken}`, unsubscribeUrl });
    await mailer.queue(tx, { kind: 'newsletter-confirm', to: email, ...message, headers: unsubscribeHeaders(unsubscribeUrl) }, now);
  });
  return { message: NEWSLETTER_CHECK_INBOX };
}

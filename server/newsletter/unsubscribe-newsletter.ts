import { newsletterSubscribers } from '../db/schema';
import { NEWSLETTER_TOKEN } from './newsletter-token';
import { subscriberByUnsubscribeToken } from './subscriber-by-token';
import type { Db } from '../db/client';

export interface UnsubscribeNewsletterOptions {
  db: Db;
  /** From the unsubscribe link of a newsletter email. */
  token: string;
  now: Date;
}

/** The address unsubscribed, or `ok: false` when the link names no subscriber (the page says so; not an error). */
export type UnsubscribeResult = { ok: true; email: string } | { ok: false };

export async function unsubscribeNewsletter({ db, token, now }: UnsubscribeNewsletterOptions): Promise<UnsubscribeResult> {
  if (!NEWSLETTER_TOKEN.test(token)) return { ok: false };
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', updatedAt: now })
    .where(subscriberByUnsubscribeToken(token))
    .returning({ email: newsletterSubscribers.email });
  return row ? { ok: true, email: row.email } : { ok: false };
}

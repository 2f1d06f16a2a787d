import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/hash-token';
import { newsletterSubscribers } from '../db/schema';
import { NEWSLETTER_TOKEN } from './newsletter-token';
import { subscriberByUnsubscribeToken } from './subscriber-by-token';
import type { Db } from '../db/client';

export interface FindSubscriberOptions {
  db: Db;
  /** As it came in the link. */
  token: string;
  /** Which link it came in: the confirmation link, or the unsubscribe link of every newsletter email. */
  link: 'confirm' | 'unsubscribe';
}

/** Whom a link's token names, for the confirm and unsubscribe pages before the reader presses the button. */
export async function findSubscriber({ db, token, link }: FindSubscriberOptions) {
  if (!NEWSLETTER_TOKEN.test(token)) return null;
  const [row] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(link === 'confirm' ? eq(newsletterSubscribers.confirmTokenHash, hashToken(token)) : subscriberByUnsubscribeToken(token))
    .limit(1);
  return row ?? null;
}

import { eq, or, sql } from 'drizzle-orm';
import { hashToken } from '../auth/hash-token';
import { newsletterDeliveries, newsletterSubscribers } from '../db/schema';

/**
 * The subscriber an unsubscribe link's token names: the token of their confirmation email, or the one of a
 * newsletter issue's message (each message has its own, server/newsletter/queue-issue-deliveries.ts).
 */
export function subscriberByUnsubscribeToken(token: string) {
  const hash = hashToken(token);
  return or(
    eq(newsletterSubscribers.tokenHash, hash),
    sql`${newsletterSubscribers.id} in (select ${newsletterDeliveries.subscriberId} from ${newsletterDeliveries} where ${newsletterDeliveries.unsubscribeTokenHash} = ${hash})`,
  );
}

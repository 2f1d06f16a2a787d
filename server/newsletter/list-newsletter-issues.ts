import { desc, eq, sql } from 'drizzle-orm';
import { emailOutbox, newsletterDeliveries, newsletterIssues } from '../db/schema';
import type { Db } from '../db/client';

export interface IssueWithCounts {
  id: string;
  slug: string;
  subject: string;
  status: 'sending' | 'sent';
  createdAt: Date;
  sentAt: Date | null;
  /** Confirmed subscribers when it was sent. */
  recipients: number;
  /** Waiting in the outbox (or not yet queued, while sending). */
  queued: number;
  sent: number;
  /** Given up after the outbox's retries. */
  failed: number;
  /** Unsubscribed or removed between the send and their turn: nothing was queued for them. */
  skipped: number;
}

// An outbox row's status, or the outcome kept on the delivery once the row is deleted (keepDeliveryOutcomes).
const state = sql`coalesce(${emailOutbox.status}, ${newsletterDeliveries.outcome})`;

/** Every issue, newest first, with its messages counted from the outbox. */
export async function listNewsletterIssues({ db }: { db: Db }): Promise<IssueWithCounts[]> {
  return db
    .select({
      id: newsletterIssues.id,
      slug: newsletterIssues.slug,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      createdAt: newsletterIssues.createdAt,
      sentAt: newsletterIssues.sentAt,
      recipients: sql<number>`count(${newsletterDeliveries.id})::int`,
      queued: sql<number>`(count(*) filter (where ${newsletterDeliveries.id} is not null and ${newsletterDeliveries.queuedAt} is null or ${emailOutbox.status} = 'pending'))::int`,
      sent: sql<number>`(count(*) filter (where ${state} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${state} = 'failed'))::int`,
      skipped: sql<number>`(count(*) filter (where ${newsletterDeliveries.queuedAt} is not null and ${newsletterDeliveries.outboxId} is null and ${newsletterDeliveries.outcome} is null))::int`,
    })
    .from(newsletterIssues)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.issueId, newsletterIssues.id))
    .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.outboxId))
    .groupBy(newsletterIssues.id)
    .orderBy(desc(newsletterIssues.createdAt));
}

import { eq, sql } from 'drizzle-orm';
import { newsletterIssues } from '../db/schema';
import { queueIssueDeliveries } from './queue-issue-deliveries';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

/**
 * At start-up: an issue a crashed or stopped process left `sending` queues the rest of its recipients
 * (those already queued are not queued again, server/newsletter/queue-issue-deliveries.ts).
 * Returns how many messages were queued.
 */
export async function resumeNewsletterIssues({ db, mailer, now }: { db: Db; mailer: Mailer; now: Date }): Promise<number> {
  const sending = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.status, 'sending'));
  let queued = 0;
  for (const issue of sending) queued += await queueIssueDeliveries({ db, mailer, now, issueId: issue.id });
  return queued;
}

/**
 * Copies each finished message's outcome onto its delivery row, before old outbox rows are deleted
 * (deleteOldEmails, server/email/outbox.ts): an issue's sent and failed counts outlive the outbox.
 */
export async function keepDeliveryOutcomes({ db }: { db: Db }): Promise<void> {
  await db.execute(sql`
    update newsletter_deliveries d set outcome = o.status
    from email_outbox o
    where d.outbox_id = o.id and d.outcome is null and o.status in ('sent', 'failed')`);
}

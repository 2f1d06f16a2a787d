import { recordAudit } from '../admin/record-audit';
import { newsletterIssueEmail } from './newsletter-issue-email';
import { ARCHIVE_PATH, UNSUBSCRIBE_PAGE_PATH } from './queue-issue-deliveries';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export const TEST_SUBJECT_PREFIX = '[Test] ';

/**
 * The issue as a subscriber will get it, sent to the owner alone. Nothing is published and no issue is
 * created: the owner can still change the text. Its unsubscribe link has no token (the owner may not be
 * a subscriber), so it opens the page and changes nothing. Its audit row is written in the transaction that
 * queues the message.
 */
export async function sendTestNewsletter({
  db,
  mailer,
  now,
  to,
  subject,
  markdown,
}: {
  db: Db;
  mailer: Mailer;
  now: Date;
  /** The owner, who is sent the test at their own address. */
  to: { userId: string; email: string };
  subject: string;
  markdown: string;
}): Promise<{ to: string }> {
  const siteUrl = mailer.siteUrl;
  const message = newsletterIssueEmail(
    siteUrl,
    { subject, markdown },
    {
      unsubscribeUrl: `${siteUrl}${UNSUBSCRIBE_PAGE_PATH}`,
      archiveUrl: `${siteUrl}${ARCHIVE_PATH}`,
    },
  );
  await db.transaction(async (tx) => {
    await mailer.queue(
      tx,
      { kind: 'newsletter-test', to: to.email, userId: to.userId, ...message, subject: `${TEST_SUBJECT_PREFIX}${message.subject}` },
      now,
    );
    await recordAudit({
      db: tx,
      actorId: to.userId,
      action: 'newsletter.test',
      target: { type: 'user', id: to.userId },
      details: { subject, to: to.email },
      now,
    });
  });
  return { to: to.email };
}

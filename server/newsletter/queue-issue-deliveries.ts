import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/hash-token';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '../db/schema';
import { newsletterIssueEmail, oneClickUnsubscribeHeaders } from './newsletter-issue-email';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

/** Links in an issue's messages (the archive and RSS use the same paths). */
export const ARCHIVE_PATH = '/newsletter/archive';
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe';
/** RFC 8058's one-click address: POST only, the token its only authority (server/api/newsletter-routes.ts). */
export const ONE_CLICK_PATH = '/api/newsletter/unsubscribe';

const DEFAULT_BATCH = 100;

/**
 * Queues the messages of an issue that is `sending`, a batch per transaction. Each recipient's message is
 * inserted into the outbox in the same transaction that marks its delivery row queued, and the rows are
 * claimed with FOR UPDATE SKIP LOCKED, so a second press, a second process or a resume after a crash
 * queues each recipient exactly once. A recipient who unsubscribed or was removed after the issue was
 * sent is skipped. When nothing is left the issue becomes `sent`. Returns how many messages were queued.
 * `maxBatches` stops early (for a test of a crash half-way).
 */
export async function queueIssueDeliveries({
  db,
  mailer,
  now,
  issueId,
  batchSize = DEFAULT_BATCH,
  maxBatches = Number.POSITIVE_INFINITY,
}: {
  db: Db;
  mailer: Mailer;
  now: Date;
  issueId: string;
  batchSize?: number;
  maxBatches?: number;
}): Promise<number> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).limit(1);
  if (!issue || issue.status === 'sent') return 0;
  const siteUrl = mailer.siteUrl;
  const archiveUrl = `${siteUrl}${ARCHIVE_PATH}/${issue.slug}`;
  let queued = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: newsletterDeliveries.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
        .from(newsletterDeliveries)
        .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
        .where(and(eq(newsletterDeliveries.issueId, issueId), isNull(newsletterDeliveries.queuedAt)))
        .limit(batchSize)
        .for('update', { of: newsletterDeliveries, skipLocked: true });
      for (const row of rows) {
        if (!row.email || row.status !== 'subscribed') {
          // Gone since the issue was sent: nothing is queued, and the row is done.
          await tx.update(newsletterDeliveries).set({ queuedAt: now }).where(eq(newsletterDeliveries.id, row.id));
          continue;
        }
        const token = randomBytes(24).toString('base64url');
        const message = newsletterIssueEmail(siteUrl, issue, {
          unsubscribeUrl: `${siteUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
          archiveUrl,
        });
        const outboxId = await mailer.queue(
          tx,
          {
            kind: 'newsletter-issue',
            to: row.email,
            ...message,
            headers: oneClickUnsubscribeHeaders(`${siteUrl}${ONE_CLICK_PATH}?token=${token}`),
          },
          now,
        );
        await tx
          .update(newsletterDeliveries)
          .set({ outboxId, unsubscribeTokenHash: hashToken(token), queuedAt: now })
          .where(eq(newsletterDeliveries.id, row.id));
        queued += 1;
      }
      return rows.length;
    });
    if (claimed === 0) break;
  }
  // Done only if no row is left unqueued (another process may still hold some of them).
  await db.transaction(async (tx) => {
    const [left] = await tx
      .select({ id: newsletterDeliveries.id })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, issueId), isNull(newsletterDeliveries.queuedAt)))
      .limit(1);
    if (!left) {
      await tx
        .update(newsletterIssues)
        .set({ status: 'sent', sentAt: now })
        .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'sending')));
    }
  });
  return queued;
}

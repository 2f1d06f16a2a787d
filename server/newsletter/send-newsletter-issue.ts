import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { slugify } from '../blog/render-markdown';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { queueIssueDeliveries } from './queue-issue-deliveries';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface SentIssue {
  id: string;
  slug: string;
  subject: string;
  status: 'sending' | 'sent';
  createdAt: Date;
  sentAt: Date | null;
  /** Confirmed subscribers when it was sent. */
  recipients: number;
}

export interface SendIssueResult {
  issue: SentIssue;
  /** This subject and body had been sent before: nothing new was queued (only an interrupted sending resumed). */
  alreadySent: boolean;
  /** Messages queued by this call. */
  queued: number;
}

/** The issue's identity: the same subject and body are the same issue (docs/decisions/017-newsletter-issues.md). */
export function issueContentHash(subject: string, markdown: string): string {
  return createHash('sha256').update(subject).update('\0').update(markdown).digest('hex');
}

/**
 * Sends an issue to every confirmed subscriber. The issue row and one delivery row per confirmed
 * subscriber are written in one transaction with its audit row, then
 * the messages are queued (server/newsletter/queue-issue-deliveries.ts). Pressing Send twice, a retried
 * request or two processes at once find the same issue by its content and queue nothing twice; an issue
 * left `sending` by a crash is resumed here and at start-up (resumeNewsletterIssues).
 */
export async function sendNewsletterIssue({
  db,
  mailer,
  now,
  actorId,
  subject,
  markdown,
  batchSize,
  maxBatches,
}: {
  db: Db;
  mailer: Mailer;
  now: Date;
  /** The owner who sends it (the issue's author, and the audit row's actor). */
  actorId: string;
  subject: string;
  markdown: string;
  batchSize?: number;
  maxBatches?: number;
}): Promise<SendIssueResult> {
  const contentHash = issueContentHash(subject, markdown);
  const created = await db.transaction(async (tx) => {
    const slug = await freeSlug(tx, subject, now);
    const [issue] = await tx
      .insert(newsletterIssues)
      .values({ slug, subject, markdown, contentHash, status: 'sending', authorId: actorId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: newsletterIssues.id });
    if (!issue) return null;
    const recipients = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'subscribed'));
    for (let i = 0; i < recipients.length; i += 1000) {
      const chunk = recipients.slice(i, i + 1000);
      await tx.insert(newsletterDeliveries).values(chunk.map((r) => ({ issueId: issue.id, subscriberId: r.id })));
    }
    await recordAudit({
      db: tx,
      actorId,
      action: 'newsletter.send',
      target: { type: 'newsletter_issue', id: issue.id },
      details: { subject, slug, recipients: recipients.length },
      now,
    });
    return issue;
  });
  const [existing] = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.contentHash, contentHash))
    .limit(1);
  const issueId = created?.id ?? existing?.id;
  if (!issueId) {
    // The insert clashed on the slug, not the content: another issue with this subject was created this instant.
    throw new DomainError('conflict', 'Another issue with this subject was sent at the same moment. Please try again.', {
      field: 'subject',
    });
  }
  const queued = await queueIssueDeliveries({ db, mailer, now, issueId, batchSize, maxBatches });
  const issue = await loadSentIssue({ db, issueId });
  return { issue, alreadySent: created === null, queued };
}

export async function loadSentIssue({ db, issueId }: { db: Db; issueId: string }): Promise<SentIssue> {
  const [row] = await db
    .select({
      id: newsletterIssues.id,
      slug: newsletterIssues.slug,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      createdAt: newsletterIssues.createdAt,
      sentAt: newsletterIssues.sentAt,
    })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId));
  if (!row) throw new DomainError('not_found', 'No such newsletter issue.');
  const [count] = await db
    .select({ recipients: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueId, issueId));
  return { ...row, recipients: count?.recipients ?? 0 };
}

/** `2026-11-23-five-prompts-that-sell`, with `-2`, `-3`… if that day already has an issue of that subject. */
async function freeSlug(tx: Db, subject: string, now: Date): Promise<string> {
  const base = `${now.toISOString().slice(0, 10)}-${slugify(subject).slice(0, 60).replace(/-+$/, '') || 'issue'}`;
  const taken = new Set(
    (
      await tx
        .select({ slug: newsletterIssues.slug })
        .from(newsletterIssues)
        .where(like(newsletterIssues.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

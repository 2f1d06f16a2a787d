import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import type { Seller } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { MailTransport } from './transport';

export type EmailKind =
  | 'welcome'
  | 'email-verification'
  | 'receipt'
  | 'refund'
  | 'password-reset'
  | 'password-changed'
  | 'passkey-added'
  | 'newsletter-confirm'
  | 'newsletter-already-subscribed'
  | 'newsletter-issue'
  | 'newsletter-test'
  | 'password-reset-request'
  | 'password-guessing'
  | 'password-guessing-request'
  | 'contact-message'
  | 'contact-acknowledgement'
  | 'call-reminder'
  | 'call-cancelled'
  | 'coaching-booked'
  | 'coaching-rescheduled'
  | 'coaching-cancelled'
  | 'coaching-reminder'
  | 'lesson-open'
  | 'discussion-reply'
  | 'sequence-marketing'
  | 'sequence-onboarding'
  | 'sequence-test'
  | 'payment-failed'
  | 'subscription-paused'
  | 'subscription-cancelled';

/**
 * Kinds queued as a request and written by the worker instead of by the request that queued them
 * (forgot-password, so that its answer never depends on whether the account exists: server/auth/request-password-reset.ts).
 * In the worker's transaction, given the queued address, a preparer returns the message to send, or null
 * to drop the request.
 */
export type EmailPreparers = Partial<Record<EmailKind, (db: Db, address: string, now: Date) => Promise<QueuedEmail | null>>>;

export interface QueuedEmail {
  kind: EmailKind;
  to: string;
  /** The account the message concerns, if any: its unsent messages are deleted with it. */
  userId?: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** A calendar invitation (coaching sessions): sent as the text/calendar part and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /**
   * Files made when the message is sent, named rather than stored (an invoice's PDF): the queueing transaction
   * stays short, and the row small. The worker makes them with its `attach` (server/invoices/invoice-attachment.ts).
   */
  attachments?: AttachmentRef[];
}

/** A file an email carries, by what it is: made by the worker at sending time. */
export type AttachmentRef = { kind: 'invoice'; number: string };

/** Makes an attachment's file, in the worker (null when the thing it names no longer exists: it is left out). */
export type AttachmentMaker = (db: Db, ref: AttachmentRef) => Promise<{ filename: string; contentType: string; content: Buffer } | null>;

/**
 * What business functions are given to send email: queueing is one insert, in the caller's transaction
 * when `db` is one, so the message exists exactly when the change that caused it was committed.
 */
export interface Mailer {
  /** Origin for links in messages (config.siteUrl). */
  readonly siteUrl: string;
  /** Who sells (config.seller), named on receipts and refund notices. */
  readonly seller?: Seller;
  /** Returns the outbox row's id (a newsletter delivery keeps it, to count what was sent). */
  queue(db: Db, email: QueuedEmail, now: Date): Promise<string>;
}

/** A message's columns in the outbox, as queued and as a prepared request is rewritten. */
function outboxColumns(email: QueuedEmail) {
  return {
    kind: email.kind,
    toAddress: email.to,
    userId: email.userId ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    headers: email.headers ?? {},
    calendar: email.calendar ?? null,
    attachments: email.attachments?.length ? email.attachments : null,
  };
}

export async function queueEmail({ db, email, now }: { db: Db; email: QueuedEmail; now: Date }): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      ...outboxColumns(email),
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('insert into email_outbox returned no row');
  return row.id;
}

/** A Mailer that queues, then tells the worker (if any) to look now instead of at its next poll. */
export function createMailer(siteUrl: string, onQueued: () => void = () => {}, seller?: Seller): Mailer {
  return {
    siteUrl,
    seller,
    async queue(db, email, now) {
      const id = await queueEmail({ db, email, now });
      onQueued();
      return id;
    },
  };
}

/** About a day of retries (30 s, 1 min, 2 min … then hourly) before a message is given up as failed. */
export const MAX_ATTEMPTS = 30;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/**
 * How long a worker's claim on a message lasts unless renewed; past it (the process died mid-send) another
 * worker may take it. Renewed every third of it while the worker's pass runs, so it can be short: a dead
 * process's messages go out within a minute and a half, not after five (issue 27).
 */
export const CLAIM_LEASE_MS = 60_000;
const SENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Wait before the next try, after `failures` failed attempts: doubling from 30 s, capped at an hour. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

export interface OutboxPass {
  /** Messages taken from the queue in this pass. */
  claimed: number;
  sent: number;
  /** Failed this time, to be tried again later. */
  deferred: number;
  /** Failed for the last time. */
  failed: number;
  /** Requests their preparer dropped (nothing to send). */
  dropped: number;
}

/**
 * Sends the messages that are due at `now`, oldest first, one batch. Claiming uses FOR UPDATE SKIP LOCKED
 * plus a lease, so several server processes can share one queue; delivery is at-least-once (a process
 * that dies between the server's "accepted" and our update sends that message again after the lease).
 * After the first failure the rest of the batch is put back untouched: a mail server that is down is
 * asked once per pass, not once per message.
 */
export async function processOutbox(
  db: Db,
  transport: MailTransport,
  opts: { now: Date; logger: Logger; batchSize?: number; prepare?: EmailPreparers; attach?: AttachmentMaker; leaseMs?: number },
): Promise<OutboxPass> {
  const { now, logger } = opts;
  const leaseMs = opts.leaseMs ?? CLAIM_LEASE_MS;
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.createdAt))
    .limit(opts.batchSize ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(emailOutbox.id, due))
    .returning();
  claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime());

  const pass: OutboxPass = { claimed: claimed.length, sent: 0, deferred: 0, failed: 0, dropped: 0 };
  // The claim is kept alive while this pass works through it (a slow mail server, a long batch), on the wall
  // clock from `now`, and only for the messages still ours to send.
  const started = performance.now();
  const done = new Set<string>();
  const keepAlive = setInterval(() => {
    const mine = claimed.map((m) => m.id).filter((id) => !done.has(id));
    if (mine.length === 0) return;
    const until = new Date(now.getTime() + (performance.now() - started) + leaseMs);
    void db
      .update(emailOutbox)
      .set({ lockedUntil: until })
      .where(and(inArray(emailOutbox.id, mine), eq(emailOutbox.status, 'pending')))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not renew the claim on queued mail'));
  }, leaseMs / 3);
  keepAlive.unref();
  try {
    await sendClaimed(db, transport, claimed, pass, done, opts);
  } finally {
    clearInterval(keepAlive);
  }
  return pass;
}

async function sendClaimed(
  db: Db,
  transport: MailTransport,
  claimed: (typeof emailOutbox.$inferSelect)[],
  pass: OutboxPass,
  done: Set<string>,
  opts: { now: Date; logger: Logger; prepare?: EmailPreparers; attach?: AttachmentMaker },
): Promise<void> {
  const { now, logger } = opts;
  for (const [index, claimedMessage] of claimed.entries()) {
    // The one before is finished (sent, dropped); this one is in hand until the next turn.
    if (index > 0) done.add(claimed[index - 1]!.id);
    let message = claimedMessage;
    const prepare = opts.prepare?.[message.kind as EmailKind];
    if (prepare) {
      const prepared = await prepareMessage(db, message, prepare, now);
      if (!prepared) {
        pass.dropped += 1;
        continue;
      }
      message = prepared;
    }
    try {
      // Made afresh on every attempt from what the row names, so a retried message carries the same files.
      const attachments = message.attachments?.length ? await makeAttachments(db, message.attachments, opts.attach) : [];
      await transport.send({
        id: message.id,
        kind: message.kind,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        headers: message.headers,
        ...(message.calendar ? { calendar: message.calendar } : {}),
        ...(attachments.length ? { attachments } : {}),
      });
    } catch (error) {
      const attempts = message.attempts + 1;
      const reason = describeError(error);
      const giveUp = attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          attempts,
          lastError: reason,
          lockedUntil: null,
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: giveUp ? message.nextAttemptAt : new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(emailOutbox.id, message.id));
      const log = { kind: message.kind, subject: message.subject, to: message.toAddress, attempts, err: reason };
      if (giveUp) logger.error(log, 'email could not be sent; giving up');
      else logger.warn({ ...log, retryInSeconds: retryDelayMs(attempts) / 1000 }, 'email could not be sent; will retry');
      if (giveUp) pass.failed += 1;
      else pass.deferred += 1;
      for (const m of claimed) done.add(m.id);
      const untouched = claimed.slice(index + 1).map((m) => m.id);
      if (untouched.length) await db.update(emailOutbox).set({ lockedUntil: null }).where(inArray(emailOutbox.id, untouched));
      break;
    }
    // Sent: the bodies go (a reset link is a credential until used); who, what and when stay for support.
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: now, attempts: message.attempts + 1, lockedUntil: null, lastError: null, textBody: '', htmlBody: '' })
      .where(eq(emailOutbox.id, message.id));
    pass.sent += 1;
  }
}

/** Sent and failed records older than 30 days go at start-up; pending ones are never deleted here. */
export async function deleteOldEmails({ db, now }: { db: Db; now: Date }): Promise<void> {
  await db
    .delete(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['sent', 'failed']), lt(emailOutbox.createdAt, new Date(now.getTime() - SENT_RETENTION_MS))));
}

/** Writes a queued request into its message (or deletes it), in one transaction with the preparer's own writes. */
async function prepareMessage(
  db: Db,
  message: typeof emailOutbox.$inferSelect,
  prepare: NonNullable<EmailPreparers[EmailKind]>,
  now: Date,
): Promise<typeof emailOutbox.$inferSelect | null> {
  return db.transaction(async (tx) => {
    const email = await prepare(tx, message.toAddress, now);
    if (!email) {
      await tx.delete(emailOutbox).where(eq(emailOutbox.id, message.id));
      return null;
    }
    const [row] = await tx.update(emailOutbox).set(outboxColumns(email)).where(eq(emailOutbox.id, message.id)).returning();
    return row ?? null;
  });
}

async function makeAttachments(db: Db, refs: AttachmentRef[], attach: AttachmentMaker | undefined) {
  if (!attach) throw new Error('this message has attachments, and the mail worker was given no way to make them');
  const files = await Promise.all(refs.map((ref) => attach(db, ref)));
  return files.filter((file) => file !== null);
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

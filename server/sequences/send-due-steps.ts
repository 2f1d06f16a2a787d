import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { MARKETING_TRIGGERS } from '../../common/sequence-rules';
import { purchases, sequenceEnrolments, sequenceSends, sequenceSteps, sequences, users } from '../db/schema';
import { hasMarketingConsent } from './marketing-consent';
import { sequenceStepEmail } from './sequence-email';
import { clickUrl, SEQUENCE_ONE_CLICK_PATH, SEQUENCE_UNSUBSCRIBE_PAGE, sequenceLinkKey, unsubscribeToken } from './sequence-links';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface SendDueStepsOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  /**
   * What counts as due: enrolments due by this time (default `now`). Only the end-to-end server moves it
   * ahead (server/operations/clock.ts); messages are still queued at `now`, so the mail worker,
   * on the real clock, sends them at once.
   */
  dueBy?: Date;
  /** Enrolments per transaction. */
  batchSize?: number;
  /** Stops after this many batches (a test of a process stopped half-way). */
  maxBatches?: number;
  /** The links' signing key (sequenceLinkKey), if the caller keeps it; read here otherwise. */
  key?: Buffer;
}

export interface SentSteps {
  /** Messages queued. */
  sent: number;
  /** Enrolments that left (bought, unsubscribed). */
  left: number;
  /** Enrolments whose last step went. */
  finished: number;
}

type Enrolment = typeof sequenceEnrolments.$inferSelect;

/**
 * Sends the sequence steps that are due at `now` (issue 30). A batch of due enrolments is claimed with
 * FOR UPDATE SKIP LOCKED, and for each, in that one transaction: the step's send row is inserted (unique per
 * enrolment and step: the outbox key), its email queued in the outbox, and the enrolment moved to its next
 * step. A crash rolls all three back together; another process skips the claimed rows; so each step goes
 * once per recipient whatever crashes or processes run, and the schedule lives in the database.
 * Before each step the recipient is checked again: consent for marketing mail, no purchase for a checkout reminder.
 */
export async function sendDueSequenceSteps({
  db,
  mailer,
  now,
  dueBy = now,
  batchSize = 50,
  maxBatches = Number.POSITIVE_INFINITY,
  key: givenKey,
}: SendDueStepsOptions): Promise<SentSteps> {
  const total: SentSteps = { sent: 0, left: 0, finished: 0 };
  // Made (once per database) outside the sending transactions, so a rolled-back pass cannot take it back.
  const key = givenKey ?? (await sequenceLinkKey(db));
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ enrolment: sequenceEnrolments, trigger: sequences.trigger })
        .from(sequenceEnrolments)
        .innerJoin(sequences, eq(sequences.id, sequenceEnrolments.sequenceId))
        .where(and(eq(sequenceEnrolments.state, 'active'), lte(sequenceEnrolments.dueAt, dueBy), eq(sequences.active, true)))
        .orderBy(asc(sequenceEnrolments.dueAt))
        .limit(batchSize)
        .for('update', { of: sequenceEnrolments, skipLocked: true });
      if (due.length === 0) return 0;
      for (const { enrolment, trigger } of due) {
        await sendStep(tx, mailer, key, enrolment, trigger, now, total);
      }
      return due.length;
    });
    if (claimed === 0) break;
  }
  return total;
}

async function sendStep(
  tx: Db,
  mailer: Mailer,
  key: Buffer,
  enrolment: Enrolment,
  trigger: (typeof sequences.$inferSelect)['trigger'],
  now: Date,
  total: SentSteps,
): Promise<void> {
  const leave = async (reason: 'bought' | 'unsubscribed') => {
    await tx
      .update(sequenceEnrolments)
      .set({ state: 'left', leftReason: reason, endedAt: now })
      .where(eq(sequenceEnrolments.id, enrolment.id));
    total.left += 1;
  };
  const marketing = MARKETING_TRIGGERS.has(trigger);
  if (marketing && !(await hasMarketingConsent(tx, enrolment))) return leave('unsubscribed');
  if (trigger === 'checkout_abandoned' && enrolment.userId && enrolment.courseId) {
    // Never after the purchase, however it was recorded (a refunded one counts: they did buy).
    const [bought] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.userId, enrolment.userId), eq(purchases.courseId, enrolment.courseId)))
      .limit(1);
    if (bought) return leave('bought');
  }

  const steps = await tx
    .select()
    .from(sequenceSteps)
    .where(
      and(
        eq(sequenceSteps.sequenceId, enrolment.sequenceId),
        inArray(sequenceSteps.position, [enrolment.nextStep, enrolment.nextStep + 1]),
      ),
    )
    .orderBy(asc(sequenceSteps.position));
  const step = steps.find((s) => s.position === enrolment.nextStep);
  const next = steps.find((s) => s.position === enrolment.nextStep + 1);
  if (step) {
    const [send] = await tx
      .insert(sequenceSends)
      .values({ enrolmentId: enrolment.id, stepId: step.id, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: sequenceSends.id });
    if (send) {
      const siteUrl = mailer.siteUrl;
      const token = unsubscribeToken(key, enrolment.id);
      const message = sequenceStepEmail(
        siteUrl,
        step,
        { name: await nameOf(tx, enrolment.userId) },
        {
          track: (url) => clickUrl(key, siteUrl, send.id, url),
          unsubscribe: marketing
            ? {
                pageUrl: `${siteUrl}${SEQUENCE_UNSUBSCRIBE_PAGE}?token=${token}`,
                oneClickUrl: `${siteUrl}${SEQUENCE_ONE_CLICK_PATH}?token=${token}`,
              }
            : undefined,
        },
      );
      const outboxId = await mailer.queue(
        tx,
        { kind: marketing ? 'sequence-marketing' : 'sequence-onboarding', to: enrolment.email, userId: enrolment.userId, ...message },
        now,
      );
      await tx.update(sequenceSends).set({ outboxId }).where(eq(sequenceSends.id, send.id));
      await tx
        .update(sequenceSteps)
        .set({ sentCount: sql`${sequenceSteps.sentCount} + 1` })
        .where(eq(sequenceSteps.id, step.id));
      total.sent += 1;
    }
  }
  if (!next) {
    await tx
      .update(sequenceEnrolments)
      .set({ state: 'finished', nextStep: enrolment.nextStep + 1, endedAt: now })
      .where(eq(sequenceEnrolments.id, enrolment.id));
    total.finished += 1;
    return;
  }
  await tx
    .update(sequenceEnrolments)
    .set({ nextStep: next.position, dueAt: new Date(now.getTime() + next.delayMinutes * 60_000) })
    .where(eq(sequenceEnrolments.id, enrolment.id));
}

/** The name {{name}} greets: the account's, or "there" for a subscriber without one. */
async function nameOf(tx: Db, userId: string | null): Promise<string> {
  if (!userId) return 'there';
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.username ?? 'there';
}

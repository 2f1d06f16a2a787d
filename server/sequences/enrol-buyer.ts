import { and, eq, inArray, isNull } from 'drizzle-orm';
import { sequenceEnrolments, sequences } from '../db/schema';
import { enrolInSequences } from './enrol-in-sequences';
import type { Db } from '../db/client';

/**
 * A purchase, in its own transaction: the buyer's abandoned-checkout reminders for that course end ("bought"),
 * and the buyer is enrolled in the onboarding sequences. The sender checks for the purchase again before a
 * reminder goes (server/sequences/send-due-steps.ts), so a payment recorded any other way stops it too.
 */
export async function enrolBuyer({
  db,
  userId,
  courseId,
  purchaseId,
  now,
}: {
  db: Db;
  userId: string;
  /** The course bought (the offer's first); null for an offer of no course, whose reminders name none. */
  courseId: string | null;
  purchaseId: string;
  now: Date;
}): Promise<void> {
  const reminders = db.select({ id: sequences.id }).from(sequences).where(eq(sequences.trigger, 'checkout_abandoned'));
  await db
    .update(sequenceEnrolments)
    .set({ state: 'left', leftReason: 'bought', endedAt: now })
    .where(
      and(
        eq(sequenceEnrolments.userId, userId),
        courseId ? eq(sequenceEnrolments.courseId, courseId) : isNull(sequenceEnrolments.courseId),
        eq(sequenceEnrolments.state, 'active'),
        inArray(sequenceEnrolments.sequenceId, reminders),
      ),
    );
  await enrolInSequences({ db, trigger: 'purchased', recipient: { userId }, eventKey: `purchase:${purchaseId}`, now });
}

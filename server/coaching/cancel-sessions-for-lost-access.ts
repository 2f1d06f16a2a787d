import { and, eq, gt, isNull } from 'drizzle-orm';
import { lockLearner } from '../admin/lock-learner';
import { coachingBookings, coachingGrants } from '../db/schema';
import { loadLearnerAccess } from '../entitlements/learner-access';
import { DomainError } from '../errors/domain-error';
import { markSessionCancelled } from './mark-session-cancelled';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface CancelSessionsForLostAccessOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  userId: string;
}

/**
 * After a refund, a dispute or a revocation (issue 28): if the learner no longer has coaching (no live coaching
 * entitlement: issue 43), their
 * sessions still to come are cancelled (CANCEL invitations to both sides) and the owner's extra sessions
 * are voided; the purchase's own session went with the purchase. Call it after the change of the purchase
 * was committed (or in its transaction): the learner's row is locked, and a booking in flight holds the
 * same lock and reads the purchases after it, so a session is either refused or cancelled here, never
 * left. Running it again finds nothing to do. Returns how many sessions were cancelled.
 */
export async function cancelSessionsForLostAccess({ db, mailer, now, userId }: CancelSessionsForLostAccessOptions): Promise<number> {
  return db.transaction(async (tx) => {
    try {
      await lockLearner({ tx, learnerId: userId });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') return 0;
      throw error;
    }
    if ((await loadLearnerAccess({ db: tx, userId, now })).coaching) return 0;
    await tx
      .update(coachingGrants)
      .set({ voidedAt: now })
      .where(and(eq(coachingGrants.userId, userId), isNull(coachingGrants.voidedAt)));
    const upcoming = await tx
      .select()
      .from(coachingBookings)
      .where(and(eq(coachingBookings.userId, userId), eq(coachingBookings.status, 'booked'), gt(coachingBookings.endsAt, now)))
      .for('update');
    for (const row of upcoming) {
      await markSessionCancelled({ db: tx, mailer, now, row, event: { kind: 'cancelled', by: 'access_ended' } });
    }
    return upcoming.length;
  });
}

import { lockLearner } from '../admin/lock-learner';
import { recordAudit } from '../admin/record-audit';
import { coachingGrants } from '../db/schema';
import { loadBalance, type CoachingBalance } from './coaching-balance';
import { loadCoachingSettings } from './coaching-settings';
import type { Db } from '../db/client';

export interface GrantCoachingSessionsOptions {
  db: Db;
  now: Date;
  actorId: string;
  learnerId: string;
  count: number;
  reason: string;
}

/**
 * The owner gives a learner extra sessions (issue 28), with the reason, audited; bookable for the booking
 * window from today. Returns the learner's balance after it. (They book only while they have premium.)
 */
export async function grantCoachingSessions({
  db,
  now,
  actorId,
  learnerId,
  count,
  reason,
}: GrantCoachingSessionsOptions): Promise<CoachingBalance> {
  return db.transaction(async (tx) => {
    await lockLearner({ tx, learnerId });
    const [grant] = await tx
      .insert(coachingGrants)
      .values({ userId: learnerId, count, reason, grantedBy: actorId, createdAt: now })
      .returning({ id: coachingGrants.id });
    await recordAudit({
      db: tx,
      actorId,
      action: 'coaching.grant',
      target: { type: 'user', id: learnerId },
      details: { grantId: grant!.id, count, reason },
      now,
    });
    const settings = await loadCoachingSettings({ db: tx });
    return loadBalance({ db: tx, userId: learnerId, bookingWindowDays: settings.bookingWindowDays, now });
  });
}

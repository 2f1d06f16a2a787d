import { and, eq, inArray } from 'drizzle-orm';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { findCourse } from '../courses/find-course';
import { purchases } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { lockLearner, type AccessChangeOptions } from './lock-learner';
import { recordAudit } from './record-audit';

/**
 * Gives a learner the premium course without payment (issue 13): a `granted` purchase of £0 with the
 * owner's reason, shown as such on every list. One live grant per learner and course (a unique index), so a
 * double click grants once; a learner who paid already has the course.
 */
export async function grantPremium({
  db,
  now,
  learnerId,
  actorId,
  reason,
  courseId = PREMIUM_COURSE_ID,
}: AccessChangeOptions): Promise<{ purchaseId: string; status: 'granted' }> {
  const course = await findCourse({ db, courseId });
  if (!course) throw new DomainError('not_found', 'No such course.');
  return db.transaction(async (tx) => {
    await lockLearner({ tx, learnerId });
    const [owned] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.userId, learnerId), eq(purchases.courseId, courseId), inArray(purchases.status, ['paid', 'granted'])))
      .limit(1);
    if (owned) {
      throw new DomainError(
        'conflict',
        owned.status === 'paid' ? 'This learner has paid for the course already.' : 'This learner has been granted the course already.',
      );
    }
    const [row] = await tx
      .insert(purchases)
      .values({
        userId: learnerId,
        courseId,
        paymentIntentId: null,
        amount: 0,
        currency: course.currency,
        status: 'granted',
        grantReason: reason,
        grantedBy: actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchases.id });
    await recordAudit({
      db: tx,
      actorId,
      action: 'premium.grant',
      target: { type: 'user', id: learnerId },
      details: { purchaseId: row!.id, courseId, reason },
      now,
    });
    return { purchaseId: row!.id, status: 'granted' as const };
  });
}

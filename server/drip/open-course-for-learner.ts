import { lockLearner } from '../admin/lock-learner';
import { recordAudit } from '../admin/record-audit';
import { findCourse } from '../courses/find-course';
import { dripUnlocks } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

/**
 * The owner opens every lesson of a course for one learner, whatever its drip schedule (issue 43: course sites'
 * owners ask for exactly this). Once per learner and course; a second press changes nothing and says so.
 */
export async function openCourseForLearner({
  db,
  learnerId,
  courseId,
  actorId,
  now,
}: {
  db: Db;
  learnerId: string;
  courseId: string;
  actorId: string;
  now: Date;
}): Promise<{ courseId: string; openedAt: string; alreadyOpen: boolean }> {
  if (!(await findCourse({ db, courseId }))) throw new DomainError('invalid', 'courseId: no such course.', { field: 'courseId' });
  return db.transaction(async (tx) => {
    await lockLearner({ tx, learnerId });
    const [row] = await tx
      .insert(dripUnlocks)
      .values({ userId: learnerId, courseId, openedAt: now, openedBy: actorId })
      .onConflictDoNothing()
      .returning({ openedAt: dripUnlocks.openedAt });
    if (row) {
      await recordAudit({
        db: tx,
        actorId,
        action: 'course.open_for_learner',
        target: { type: 'user', id: learnerId },
        details: { courseId },
        now,
      });
    }
    return { courseId, openedAt: (row?.openedAt ?? now).toISOString(), alreadyOpen: !row };
  });
}

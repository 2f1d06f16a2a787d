import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { loadOwnerCourse } from '../courses/owner-courses';
import { courses } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { refreshDripRules } from './drip-rules';
import type { DripSchedule } from '../../common/drip';
import type { Db } from '../db/client';

/**
 * The owner sets when a course's lessons open (issue 43). Every lesson the schedule names must be one of the
 * course's; one audit row; every process reloads the schedules (server/drip/drip-rules.ts) and drops its pages.
 */
export async function setCourseDrip({
  db,
  courseId,
  drip,
  actorId,
  now,
}: {
  db: Db;
  courseId: string;
  drip: DripSchedule;
  actorId: string;
  now: Date;
}) {
  const { lessons } = await loadOwnerCourse({ db, courseId });
  const named = drip.type === 'after_enrolment' ? Object.keys(drip.days) : drip.type === 'dates' ? Object.keys(drip.dates) : [];
  const known = new Set(lessons.map((lesson) => lesson.id));
  const stranger = named.find((id) => !known.has(id));
  if (stranger) {
    const field = `drip.${drip.type === 'dates' ? 'dates' : 'days'}.${stranger}`;
    throw new DomainError('invalid', `${field}: no lesson of this course has that id.`, { field });
  }
  await db.transaction(async (tx) => {
    await tx.update(courses).set({ drip, updatedAt: now }).where(eq(courses.id, courseId));
    await recordAudit({ db: tx, actorId, action: 'course.drip', target: { type: 'course', id: courseId }, details: { drip }, now });
  });
  await refreshDripRules({ db });
  return loadOwnerCourse({ db, courseId });
}

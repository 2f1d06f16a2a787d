import { z } from 'zod';

/**
 * A course's drip schedule (issue 43): when each of its lessons opens for a learner. `after_enrolment` counts whole
 * days from the learner's enrolment in the course (their purchase, grant or free enrolment); `dates` opens a lesson
 * on a calendar day, at midnight UTC, for everyone. A lesson the schedule does not name is open from enrolment.
 * Browser-safe: the owner's form and the API parse the same shape.
 */
const lessonKey = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lesson id (lowercase words joined by hyphens)');

/** Whether each learner is emailed when a held-back lesson opens for them (server/drip/send-lesson-open-emails.ts). */
const notifyField = z.boolean({ message: 'must be true or false' }).optional();

export const dripScheduleSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('none') }).strict(),
    z
      .object({ type: z.literal('after_enrolment'), days: z.record(lessonKey, z.number().int().min(0).max(3650)), notify: notifyField })
      .strict(),
    z
      .object({
        type: z.literal('dates'),
        dates: z.record(lessonKey, z.iso.date({ message: 'must be a date, YYYY-MM-DD' })),
        notify: notifyField,
      })
      .strict(),
  ],
  { message: 'must be {"type": "none"}, {"type": "after_enrolment", "days": {…}} or {"type": "dates", "dates": {…}}' },
);

export type DripSchedule = z.infer<typeof dripScheduleSchema>;

export const NO_DRIP: DripSchedule = { type: 'none' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a lesson opens for a learner enrolled at `enrolledAt`; null when the schedule does not hold it back. */
export function lessonOpensAt(schedule: DripSchedule, lessonId: string, enrolledAt: Date): Date | null {
  if (schedule.type === 'after_enrolment') {
    const days = schedule.days[lessonId];
    return days ? new Date(enrolledAt.getTime() + days * DAY_MS) : null;
  }
  if (schedule.type === 'dates') {
    const day = schedule.dates[lessonId];
    return day ? new Date(`${day}T00:00:00.000Z`) : null;
  }
  return null;
}

/** The lessons a schedule may hold back for someone (a delay of days, or a date): their text stays out of search. */
export function heldBackLessons(schedule: DripSchedule): string[] {
  if (schedule.type === 'after_enrolment') return Object.entries(schedule.days).flatMap(([id, days]) => (days > 0 ? [id] : []));
  if (schedule.type === 'dates') return Object.keys(schedule.dates);
  return [];
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { heldBackLessons, lessonOpensAt } from '../../common/drip';
import { lessonPath } from '../../common/routes';
import { SITE_NAME } from '../../common/site';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { findCourse } from '../courses/find-course';
import { dripUnlocks, entitlements, lessonOpenNotices, users } from '../db/schema';
import { renderEmail, type RenderedEmail } from '../email/email-layout';
import { liveAt } from '../entitlements/learner-access';
import { currentDripRules } from './drip-rules';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

/**
 * How late a lesson's opening may still be announced: a pass missed for a while (a restart, an outage) still
 * announces it, but switching the emails on for an old schedule does not send every learner their past openings.
 */
export const LESSON_OPEN_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;

export interface SendLessonOpenEmailsOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  /** Lessons opening by this time are due (default `now`; only end-to-end tests move it: server/operations/clock.ts). */
  dueBy?: Date;
}

/**
 * Emails each learner when a lesson a course's drip schedule held back opens for them (issue 43), for the courses
 * whose schedule says `notify`; returns how many were queued. Each email is its `lesson_open_notices` row (learner +
 * lesson) inserted in the transaction that queues it, ON CONFLICT DO NOTHING: any number of processes, or a process
 * restarted half-way, email each learner once per lesson. Owners, and learners the owner opened the course for, wait
 * for nothing, so they get none.
 */
export async function sendLessonOpenEmails({ db, mailer, now, dueBy = now }: SendLessonOpenEmailsOptions): Promise<number> {
  let queued = 0;
  for (const [courseId, schedule] of currentDripRules()) {
    if (schedule.type === 'none' || !schedule.notify) continue;
    const heldBack = new Set(heldBackLessons(schedule));
    const lessons = allLessons().filter((lesson) => lesson.courseId === courseId && heldBack.has(lesson.id));
    if (lessons.length === 0) continue;
    const [course, learners, sent] = await Promise.all([
      findCourse({ db, courseId }),
      // Each learner's enrolment: their first live entitlement to the course (as lockedLessons counts it).
      db
        .select({ id: users.id, email: users.email, username: users.username, enrolledAt: sql<Date>`min(${entitlements.startsAt})` })
        .from(entitlements)
        .innerJoin(users, eq(users.id, entitlements.userId))
        .where(
          and(
            eq(entitlements.kind, 'course'),
            eq(entitlements.courseId, courseId),
            liveAt(now),
            eq(users.isOwner, false),
            sql`not exists (select 1 from ${dripUnlocks} where ${dripUnlocks.userId} = ${users.id} and ${dripUnlocks.courseId} = ${courseId})`,
          ),
        )
        .groupBy(users.id, users.email, users.username),
      db
        .select({ userId: lessonOpenNotices.userId, lessonId: lessonOpenNotices.lessonId })
        .from(lessonOpenNotices)
        .where(
          inArray(
            lessonOpenNotices.lessonId,
            lessons.map((lesson) => lesson.id),
          ),
        ),
    ]);
    if (!course) continue;
    const done = new Set(sent.map((row) => `${row.userId}/${row.lessonId}`));
    for (const learner of learners) {
      const enrolledAt = new Date(learner.enrolledAt);
      for (const lesson of lessons) {
        const opensAt = lessonOpensAt(schedule, lesson.id, enrolledAt);
        // Open from enrolment (a date before it): nothing was held back from this learner.
        if (!opensAt || opensAt.getTime() <= enrolledAt.getTime()) continue;
        if (opensAt.getTime() > dueBy.getTime() || opensAt.getTime() <= dueBy.getTime() - LESSON_OPEN_LOOKBACK_MS) continue;
        if (done.has(`${learner.id}/${lesson.id}`)) continue;
        const claimed = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(lessonOpenNotices)
            .values({ userId: learner.id, lessonId: lesson.id, queuedAt: now })
            .onConflictDoNothing()
            .returning({ userId: lessonOpenNotices.userId });
          if (!row) return false;
          const message = lessonOpenEmail(mailer.siteUrl, {
            username: learner.username,
            courseTitle: course.title,
            lessonTitle: lesson.title,
            path: lessonPath(courseId, lesson.module, lesson.order),
          });
          await mailer.queue(tx, { kind: 'lesson-open', to: learner.email, userId: learner.id, ...message }, now);
          return true;
        });
        if (claimed) queued += 1;
      }
    }
  }
  return queued;
}

/** "Your next lesson is open": what a learner of a dripped course gets when a lesson opens for them. */
export function lessonOpenEmail(
  siteUrl: string,
  opened: { username: string; courseTitle: string; lessonTitle: string; path: string },
): RenderedEmail {
  return renderEmail(
    {
      subject: `Now open: ${opened.lessonTitle}`,
      heading: 'Your next lesson is open',
      paragraphs: [`Hi ${opened.username}, “${opened.lessonTitle}” in ${opened.courseTitle} is open for you now.`],
      action: { label: 'Open the lesson', url: new URL(opened.path, siteUrl).toString() },
      footer: [`You received this email because you are enrolled in ${opened.courseTitle} on ${SITE_NAME}.`],
    },
    siteUrl,
  );
}

import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { lessonsOfCourse } from '../../content/lessons/lesson-registry.server';
import { courseById } from '../courses/course-catalogue';
import { certificates, lessonProgress } from '../db/schema';
import { newCertificateId } from './certificate-id';
import type { CourseId } from '../../content/lessons/lesson-schema';
import type { Db } from '../db/client';

export interface AwardCertificateOptions {
  /** The transaction that just recorded a lesson's completion, so both land together. */
  db: Db;
  userId: string;
  courseId: CourseId;
  now: Date;
}

/**
 * Issues the learner's certificate for a course once every lesson of it is complete and its knowledge check
 * passed (issues 14 and 26). Its study time is the learner's measured time in those lessons
 * (server/lessons/study-time.ts), never the lessons' advertised durations. Called after each completion; the unique (user, course) index makes it once only, whatever the order of
 * lessons, a double click or two tabs. Answers the certificate's id when this call issued it, else null.
 */
export async function awardCertificate({ db, userId, courseId, now }: AwardCertificateOptions): Promise<string | null> {
  const lessons = lessonsOfCourse(courseId);
  const course = courseById(courseId);
  // A course the owner set to issue none (issue 43) gives no certificate.
  if (!lessons.length || !course?.issuesCertificate) return null;
  // Two tabs completing the last two lessons at once would each see the other's lesson unfinished and
  // neither would issue it: one at a time per learner and course, each counting after the other commits.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`certificate:${userId}:${courseId}`}))`);
  const done = await db
    .select({ lessonKey: lessonProgress.lessonKey, activeSeconds: lessonProgress.activeSeconds })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        inArray(
          lessonProgress.lessonKey,
          lessons.map((l) => l.id),
        ),
        isNotNull(lessonProgress.completedAt),
        // A completion from before pass marks existed, with a wrong answer, counts once a retake passes.
        isNotNull(lessonProgress.quizPassedAt),
      ),
    );
  if (done.length < lessons.length) return null;
  const [issued] = await db
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId,
      courseId,
      courseTitle: course.title,
      lessonCount: lessons.length,
      minutes: Math.floor(done.reduce((sum, l) => sum + l.activeSeconds, 0) / 60),
      issuedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: certificates.id });
  return issued?.id ?? null;
}

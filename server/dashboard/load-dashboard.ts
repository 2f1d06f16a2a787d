// `.server`: reads the lesson catalogue (which holds premium text) to name lessons; never bundled for the browser.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { FREE_COURSE_ID, PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { ACCESS_STATUSES } from '../auth/sessions';
import { listCourses } from '../courses/list-courses';
import { lessonActivity, purchases } from '../db/schema';
import { dashboardLessons } from './dashboard-lessons';
import { buildDashboard } from './dashboard-stats';
import { readProgress } from './read-progress';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export interface LoadDashboardOptions {
  db: Db;
  user: SessionUser;
  now: Date;
  /** The learner's, for what "today" and "this week" mean (common/safe-time-zone.ts). */
  timeZone: string;
}

export async function loadDashboard({ db, user, now, timeZone }: LoadDashboardOptions) {
  const [courses, progress, activity, [premium]] = await Promise.all([
    listCourses({ db }),
    readProgress({ db, userId: user.id }),
    db
      .select({
        lessonKey: lessonActivity.lessonKey,
        type: lessonActivity.type,
        correct: lessonActivity.correct,
        occurredAt: lessonActivity.occurredAt,
        creditedSeconds: lessonActivity.creditedSeconds,
      })
      .from(lessonActivity)
      .where(eq(lessonActivity.userId, user.id))
      .orderBy(desc(lessonActivity.occurredAt))
      // Enough history for streaks, goals and the activity list without reading a learner's whole life.
      .limit(2000),
    db
      .select({ createdAt: purchases.createdAt })
      .from(purchases)
      .where(and(eq(purchases.userId, user.id), eq(purchases.courseId, PREMIUM_COURSE_ID), inArray(purchases.status, [...ACCESS_STATUSES])))
      .orderBy(asc(purchases.createdAt))
      .limit(1),
  ]);
  return buildDashboard({
    courses: courses.map((c) => ({
      id: c.id,
      title: c.title,
      href: c.id === FREE_COURSE_ID ? '/course/free' : '/course/premium',
      owned: c.id === FREE_COURSE_ID || user.hasPremiumAccess,
    })),
    lessons: dashboardLessons(),
    progress,
    activity,
    premiumSince: premium?.createdAt ?? null,
    now,
    timeZone,
  });
}

// `.server`: reads the lesson catalogue (which holds premium text) to name lessons; never bundled for the browser.
import { desc, eq } from 'drizzle-orm';
import { courseById, coursePagePath } from '../courses/course-catalogue';
import { listCourses } from '../courses/list-courses';
import { lessonActivity } from '../db/schema';
import { lockedLessons } from '../drip/lesson-lock';
import { accessSince } from '../entitlements/learner-access';
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
  const [courses, progress, activity, premium] = await Promise.all([
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
    accessSince({ db, userId: user.id, kind: 'member_area', now }),
  ]);
  const lessons = dashboardLessons();
  const owned = courses.filter((c) => user.access.courseIds.includes(c.id));
  const locks = new Map(await Promise.all(owned.map(async (c) => [c.id, await lockedLessons({ db, user, courseId: c.id, now })] as const)));
  return buildDashboard({
    courses: courses.map((c) => ({
      id: c.id,
      title: c.title,
      href: coursePagePath(c.id),
      owned: user.access.courseIds.includes(c.id),
      open: courseById(c.id)?.open ?? false,
      nextOpening: nextOpeningOf(locks.get(c.id), lessons),
    })),
    lessons,
    progress,
    activity,
    premiumSince: premium,
    now,
    timeZone,
  });
}

/** The lesson a course's drip schedule opens next for the learner, with its title. */
function nextOpeningOf(locked: Map<string, Date> | undefined, lessons: readonly { id: string; title: string }[]) {
  const [first] = [...(locked ?? new Map<string, Date>())].sort((a, b) => a[1].getTime() - b[1].getTime());
  if (!first) return null;
  return { title: lessons.find((l) => l.id === first[0])?.title ?? 'The next lesson', opensAt: first[1] };
}

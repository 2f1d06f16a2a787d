import { and, count, desc, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { lessonProgress, purchases, users } from '../db/schema';
import { learnerColumns } from './learner-columns';
import { ADMIN_PAGE_SIZE, containsPattern, pageOf, type Page } from './paging';
import type { Db } from '../db/client';

export interface CourseProgress {
  courseId: string;
  completed: number;
  total: number;
}

export interface AdminLearner {
  id: string;
  username: string;
  email: string;
  isOwner: boolean;
  signedUpAt: string;
  lastSeenAt: string | null;
  hasPremiumAccess: boolean;
  /** Purchases and grants of any status. */
  purchases: number;
  progress: CourseProgress[];
}

/** Lessons per course, from the lesson registry (what "complete" is out of). */
export function lessonTotals(): Map<string, number> {
  const totals = new Map<string, number>();
  for (const lesson of allLessons()) totals.set(lesson.courseId, (totals.get(lesson.courseId) ?? 0) + 1);
  return totals;
}

/** Learners, newest first; `q` matches part of the email or username. */
export async function listLearners({ db, q, page, now }: { db: Db; q?: string; page: number; now: Date }): Promise<Page<AdminLearner>> {
  const where = q ? or(ilike(users.email, containsPattern(q)), ilike(users.username, containsPattern(q))) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...learnerColumns(now),
        // Qualified by hand: drizzle leaves columns unqualified in a select from one table, so a bare "id" inside
        // the subquery was the purchase's own and every learner counted 0 (issue 26).
        purchases:
          sql<number>`(select count(*) from ${purchases} where ${purchases.userId} = ${sql.identifier('users')}.${sql.identifier('id')})`.mapWith(
            Number,
          ),
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const done =
    ids.length === 0
      ? []
      : await db
          .select({ userId: lessonProgress.userId, courseId: lessonProgress.courseId, n: count() })
          .from(lessonProgress)
          .where(and(inArray(lessonProgress.userId, ids), isNotNull(lessonProgress.completedAt)))
          .groupBy(lessonProgress.userId, lessonProgress.courseId);
  const totals = lessonTotals();
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      isOwner: row.isOwner,
      signedUpAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      hasPremiumAccess: Boolean(row.hasPremiumAccess),
      purchases: row.purchases,
      progress: [...totals].map(([courseId, total]) => ({
        courseId,
        total,
        completed: done.find((d) => d.userId === row.id && d.courseId === courseId)?.n ?? 0,
      })),
    })),
    page,
    total?.n ?? 0,
  );
}

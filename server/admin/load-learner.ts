import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { listCertificates, type CertificateSummary } from '../certificates/list-certificates';
import { coupons, courses, lessonProgress, offers, purchases, sessions, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { learnerColumns } from './learner-columns';
import { ADMIN_PURCHASE_COLUMNS, toAdminPurchase, type AdminPurchase } from './list-purchases';
import type { Db } from '../db/client';

export interface LessonProgressRow {
  lessonId: string;
  title: string;
  module: number;
  order: number;
  startedAt: string | null;
  completedAt: string | null;
  quizCorrect: boolean | null;
}

export interface AdminLearnerDetail {
  id: string;
  username: string;
  email: string;
  isOwner: boolean;
  signedUpAt: string;
  lastSeenAt: string | null;
  hasPremiumAccess: boolean;
  purchases: AdminPurchase[];
  courses: Array<{ courseId: string; title: string; completed: number; total: number; lessons: LessonProgressRow[] }>;
  sessions: Array<{ id: string; signedInAt: string; lastSeenAt: string; expiresAt: string }>;
  /** Issue 14: each with its state (valid, revoked by a refund, withdrawn by the learner). */
  certificates: CertificateSummary[];
}

/** One learner for the owner: purchases, lesson-by-lesson progress, live sessions. */
export async function loadLearner({ db, learnerId, now }: { db: Db; learnerId: string; now: Date }): Promise<AdminLearnerDetail> {
  const [user] = await db.select(learnerColumns(now)).from(users).where(eq(users.id, learnerId)).limit(1);
  if (!user) throw new DomainError('not_found', 'No such learner.');
  const [purchaseRows, progressRows, sessionRows, courseRows, certificates] = await Promise.all([
    db
      .select(ADMIN_PURCHASE_COLUMNS)
      .from(purchases)
      .leftJoin(users, eq(users.id, purchases.userId))
      .innerJoin(offers, eq(offers.id, purchases.offerId))
      .leftJoin(coupons, eq(coupons.id, purchases.couponId))
      .where(eq(purchases.userId, learnerId))
      .orderBy(desc(purchases.createdAt)),
    db.select().from(lessonProgress).where(eq(lessonProgress.userId, learnerId)),
    db
      .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.userId, learnerId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt)),
    db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.position), asc(courses.id)),
    listCertificates({ db, userId: learnerId, now }),
  ]);
  const progress = new Map(progressRows.map((row) => [row.lessonKey, row]));
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isOwner: user.isOwner,
    signedUpAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    hasPremiumAccess: Boolean(user.hasPremiumAccess),
    certificates,
    purchases: purchaseRows.map(toAdminPurchase),
    courses: courseRows.map((course) => {
      const lessons = allLessons()
        .filter((lesson) => lesson.courseId === course.id)
        .toSorted((a, b) => a.module - b.module || a.order - b.order)
        .map((lesson) => {
          const row = progress.get(lesson.id);
          return {
            lessonId: lesson.id,
            title: lesson.title,
            module: lesson.module,
            order: lesson.order,
            startedAt: row?.startedAt.toISOString() ?? null,
            completedAt: row?.completedAt?.toISOString() ?? null,
            quizCorrect: row?.quizCorrect ?? null,
          };
        });
      return {
        courseId: course.id,
        title: course.title,
        total: lessons.length,
        completed: lessons.filter((lesson) => lesson.completedAt).length,
        lessons,
      };
    }),
    sessions: sessionRows.map((row) => ({
      id: row.id,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

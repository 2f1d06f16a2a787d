import { and, avg, count, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { MIN_REVIEWS_FOR_RATING, type ReviewBody } from '../../common/truthful-schemas';
import { recordAudit } from '../admin/record-audit';
import { ofUserAndCourse, selectCertificates } from '../certificates/certificate-status';
import { findCourse } from '../courses/find-course';
import { courseReviews, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

/** A visible review as anyone may read it: the learner's username, never their email. */
export interface PublicReview {
  id: string;
  courseId: string;
  rating: number;
  body: string;
  name: string;
  createdAt: string;
}

/** The average and count of a course's visible reviews, or null below MIN_REVIEWS_FOR_RATING (DESIGN §12). */
export interface RatingSummary {
  average: number;
  count: number;
}

/**
 * A learner's review of a course (DESIGN §12): only once they completed it, which is what their certificate
 * says (server/certificates/award-certificate.ts); a premium certificate whose access ended does not count.
 * One per learner and course: a second call changes it. A review an owner hid stays hidden.
 */
export async function putReview({
  db,
  now,
  userId,
  courseId,
  review,
}: {
  db: Db;
  now: Date;
  userId: string;
  courseId: string;
  review: ReviewBody;
}): Promise<{ id: string; rating: number; body: string; featuredConsent: boolean; hidden: boolean }> {
  if (!(await findCourse({ db, courseId }))) throw new DomainError('not_found', 'No such course.');
  const [certificate] = await selectCertificates(db, ofUserAndCourse(userId, courseId), now);
  if (!certificate || certificate.state === 'revoked') {
    throw new DomainError('forbidden', 'Only a learner who completed this course may review it.');
  }
  const values = { rating: review.rating, body: review.body, featuredConsent: review.featuredConsent, updatedAt: now };
  const [row] = await db
    .insert(courseReviews)
    .values({ userId, courseId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [courseReviews.userId, courseReviews.courseId], set: values })
    .returning();
  return { id: row!.id, rating: row!.rating, body: row!.body, featuredConsent: row!.featuredConsent, hidden: row!.hiddenAt !== null };
}

/** The learner's own review of a course, hidden or not, for their form. */
export async function findOwnReview({ db, userId, courseId }: { db: Db; userId: string; courseId: string }) {
  const [row] = await db
    .select({
      rating: courseReviews.rating,
      body: courseReviews.body,
      featuredConsent: courseReviews.featuredConsent,
      hiddenAt: courseReviews.hiddenAt,
    })
    .from(courseReviews)
    .where(and(eq(courseReviews.userId, userId), eq(courseReviews.courseId, courseId)));
  return row ? { rating: row.rating, body: row.body, featuredConsent: row.featuredConsent, hidden: row.hiddenAt !== null } : null;
}

const visible = isNull(courseReviews.hiddenAt);
const publicColumns = {
  id: courseReviews.id,
  courseId: courseReviews.courseId,
  rating: courseReviews.rating,
  body: courseReviews.body,
  name: users.username,
  createdAt: courseReviews.createdAt,
};
const toPublic = (row: { createdAt: Date } & Omit<PublicReview, 'createdAt'>): PublicReview => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** A course's visible reviews, newest first (GET /api/courses/:courseId/reviews and the course pages). */
export async function listCourseReviews({ db, courseId, limit = 50 }: { db: Db; courseId: string; limit?: number }) {
  const rows = await db
    .select(publicColumns)
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .where(and(eq(courseReviews.courseId, courseId), visible))
    .orderBy(desc(courseReviews.createdAt))
    .limit(limit);
  return rows.map(toPublic);
}

export async function ratingSummary({ db, courseId }: { db: Db; courseId: string }): Promise<RatingSummary | null> {
  const [row] = await db
    .select({ n: count(), average: avg(courseReviews.rating) })
    .from(courseReviews)
    .where(and(eq(courseReviews.courseId, courseId), visible));
  if (!row || row.n < MIN_REVIEWS_FOR_RATING) return null;
  return { count: row.n, average: Math.round(Number(row.average) * 10) / 10 };
}

/**
 * Testimonials: visible reviews with text whose learner agreed to their being featured, the best rated
 * and newest first. `courseId` narrows them to one course.
 */
export async function featuredReviews({ db, courseId, limit = 3 }: { db: Db; courseId?: string; limit?: number }) {
  const rows = await db
    .select(publicColumns)
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .where(
      and(
        visible,
        eq(courseReviews.featuredConsent, true),
        ne(courseReviews.body, ''),
        courseId ? eq(courseReviews.courseId, courseId) : undefined,
      ),
    )
    .orderBy(desc(courseReviews.rating), desc(courseReviews.createdAt))
    .limit(limit);
  return rows.map(toPublic);
}

/** The learner's own reviews, hidden ones too, for their data export. */
export async function listReviewsForExport({ db, userId }: { db: Db; userId: string }) {
  const rows = await db.select().from(courseReviews).where(eq(courseReviews.userId, userId)).orderBy(courseReviews.createdAt);
  return rows.map((r) => ({
    courseId: r.courseId,
    rating: r.rating,
    body: r.body,
    featuredConsent: r.featuredConsent,
    hidden: r.hiddenAt !== null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** Every review for the owner, hidden ones included, newest first. */
export async function listReviewsForOwner({ db, limit = 200 }: { db: Db; limit?: number }) {
  const rows = await db
    .select({ ...publicColumns, featuredConsent: courseReviews.featuredConsent, hiddenAt: courseReviews.hiddenAt })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .orderBy(desc(courseReviews.createdAt))
    .limit(limit);
  return rows.map(({ hiddenAt, ...row }) => ({ ...toPublic(row), featuredConsent: row.featuredConsent, hidden: hiddenAt !== null }));
}
export type OwnerReview = Awaited<ReturnType<typeof listReviewsForOwner>>[number];

/** An owner hides a review from every public page (or shows it again); audited. The text is never changed. */
export async function setReviewHidden({
  db,
  now,
  actorId,
  reviewId,
  hidden,
}: {
  db: Db;
  now: Date;
  actorId: string;
  reviewId: string;
  hidden: boolean;
}): Promise<{ id: string; hidden: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(courseReviews)
      .set(hidden ? { hiddenAt: now, hiddenBy: actorId } : { hiddenAt: null, hiddenBy: null })
      .where(and(eq(courseReviews.id, reviewId), hidden ? isNull(courseReviews.hiddenAt) : isNotNull(courseReviews.hiddenAt)))
      .returning({ id: courseReviews.id, courseId: courseReviews.courseId });
    if (!changed) {
      const [exists] = await tx.select({ id: courseReviews.id }).from(courseReviews).where(eq(courseReviews.id, reviewId));
      if (!exists) throw new DomainError('not_found', 'No such review.');
      return { id: reviewId, hidden, changed: false };
    }
    await recordAudit({
      db: tx,
      actorId,
      action: hidden ? 'review.hide' : 'review.unhide',
      target: { type: 'review', id: reviewId },
      details: { courseId: changed.courseId },
      now,
    });
    return { id: reviewId, hidden, changed: true };
  });
}

import { reviewBodySchema } from '../../common/truthful-schemas';
import { isDomainError } from '../../server/errors/domain-error';
import { statusOf } from '../../server/http/errors';
import { findOwnReview, putReview } from '../../server/reviews/course-reviews';
import type { Db } from '../../server/db/client';
import type { ReviewableCourse } from '~/components/dashboard/course-review-form';

/** The courses a learner completed (a certificate that still stands or was only taken off its public page), with their review. */
export async function reviewableCourses({
  db,
  userId,
  certificates,
}: {
  db: Db;
  userId: string;
  certificates: { courseId: string; courseTitle: string; state: string }[];
}): Promise<ReviewableCourse[]> {
  const completed = certificates.filter((c) => c.state !== 'revoked');
  return Promise.all(
    completed.map(async (c) => ({
      courseId: c.courseId,
      courseTitle: c.courseTitle,
      review: await findOwnReview({ db, userId, courseId: c.courseId }),
    })),
  );
}

/** The dashboard's review form through the API's schema and business function (PUT /api/courses/:courseId/review). */
export async function reviewAction({ db, now, userId, form }: { db: Db; now: Date; userId: string; form: FormData }) {
  const courseId = String(form.get('courseId') ?? '');
  const parsed = reviewBodySchema.safeParse({
    rating: form.get('rating') ?? undefined,
    body: String(form.get('body') ?? ''),
    featuredConsent: form.get('featuredConsent') === 'true',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { answer: { ok: false, courseId, message: `Your ${String(issue.path[0] ?? 'review')} ${issue.message}.` }, status: 400 };
  }
  try {
    await putReview({ db, now, userId, courseId, review: parsed.data });
    return { answer: { ok: true, courseId, message: 'Thank you: your review is saved.' }, status: 200 };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { answer: { ok: false, courseId, message: error.message }, status: statusOf(error) };
  }
}

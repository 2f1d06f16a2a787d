import { FREE_COURSE_MESSAGE } from '../../common/checkout-messages';
import { findCourse } from '../courses/find-course';
import { openCourseIds } from '../entitlements/learner-access';
import { DomainError } from '../errors/domain-error';
import { sellingOfferOf } from '../offers/selling-offer';
import type { Db } from '../db/client';

/**
 * The offer a payment is for, from its metadata: `offerId` since checkout sells offers (issue 43); a payment opened
 * before then names only its course, whose selling offer it bought (migration 0053 moved the open checkouts the same way).
 */
export async function intentOfferId({
  db,
  metadata,
}: {
  db: Db;
  metadata: Record<string, string | undefined>;
}): Promise<string | undefined> {
  if (metadata.offerId) return metadata.offerId;
  return metadata.courseId ? sellingOfferOf({ db, courseId: metadata.courseId }) : undefined;
}

/**
 * The offer a checkout of a course buys (the specification's `{courseId}` request): the one that sells it on its
 * own. A course no offer sells is free (open to every learner) or not on sale; an unknown one is not found.
 */
export async function checkoutOfferOf({ db, courseId }: { db: Db; courseId: string }): Promise<string> {
  const offerId = await sellingOfferOf({ db, courseId });
  if (offerId) return offerId;
  if (!(await findCourse({ db, courseId }))) throw new DomainError('not_found', 'Course not found');
  if ((await openCourseIds({ db })).includes(courseId)) throw new DomainError('invalid', FREE_COURSE_MESSAGE);
  throw new DomainError('conflict', 'This course is not on sale.');
}

import { BASE_CURRENCY } from '../../common/currencies';
import { featuredReviews, ratingSummary, type PublicReview, type RatingSummary } from '../reviews/course-reviews';
import { loadPublicCounts, loadSiteSettings, publishedFormerPrice, type PublicCounts } from './site-settings';
import type { FormerPrice } from '../../common/truthful-schemas';
import type { Db } from '../db/client';

/**
 * What a public page may claim about a course, all from the database (DESIGN §12 "Truthful by default"):
 * its rating once there are enough reviews, a former price the owner recorded, and reviews the learners
 * agreed to have featured. Each is null or empty when there is nothing true to say, and the page leaves it out.
 */
export interface CourseClaims {
  rating: RatingSummary | null;
  formerPrice: FormerPrice | null;
  testimonials: PublicReview[];
}

export async function loadCourseClaims({
  db,
  course,
  now,
  testimonials = 2,
}: {
  db: Db;
  /** Its price as the page shows it: a former price (recorded in pounds) is shown only beside a price in pounds. */
  course: { id: string; price: number; currency?: string };
  now: Date;
  testimonials?: number;
}): Promise<CourseClaims> {
  const [settings, rating, featured] = await Promise.all([
    loadSiteSettings({ db }),
    ratingSummary({ db, courseId: course.id }),
    testimonials > 0 ? featuredReviews({ db, courseId: course.id, limit: testimonials }) : [],
  ]);
  return { rating, formerPrice: formerPriceBeside(settings.formerPrices[course.id], course, now), testimonials: featured };
}

/** The home page's claims: the counts past the owner's threshold, and the premium course's claims with reviews of any course. */
export async function loadHomeClaims({
  db,
  premium,
  now,
}: {
  db: Db;
  premium: { id: string; price: number; currency?: string };
  now: Date;
}): Promise<CourseClaims & { counts: PublicCounts }> {
  const settings = await loadSiteSettings({ db });
  const [counts, rating, featured] = await Promise.all([
    loadPublicCounts({ db, threshold: settings.publicCountThreshold }),
    ratingSummary({ db, courseId: premium.id }),
    featuredReviews({ db, limit: 12 }),
  ]);
  // Reviews of any course, one per learner: a learner who reviewed both courses is quoted once.
  const testimonials = featured.filter((r, i) => featured.findIndex((o) => o.name === r.name) === i).slice(0, 3);
  return { counts, rating, testimonials, formerPrice: formerPriceBeside(settings.formerPrices[premium.id], premium, now) };
}

/** The owner records a former price in pounds (the course's own currency): beside a dollar or euro price it is left out. */
function formerPriceBeside(former: FormerPrice | undefined, course: { price: number; currency?: string }, now: Date) {
  if (course.currency !== undefined && course.currency !== BASE_CURRENCY) return null;
  return publishedFormerPrice(former, course.price, now);
}

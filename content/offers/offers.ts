import { FREE_COURSE_ID, PREMIUM_COURSE, PREMIUM_COURSE_ID } from '../courses/courses';

/**
 * The specification's two offers, the catalogue's first rows (issue 43): the free starter course, and the premium
 * offer (the premium course, the member area, the community and one 1-on-1 coaching session). Migration
 * 0049 created the rows; server/offers/seed-offers.ts gives them these grants and prices at start-up when they have
 * none.
 * The owner edits them like any other offer after that.
 */
export interface SeedGrant {
  type: 'course' | 'member_area' | 'community' | 'coaching';
  courseId?: string;
  sessions?: number;
}

export const SEED_OFFERS: readonly { id: string; grants: readonly SeedGrant[]; prices?: Readonly<Record<string, number>> }[] = [
  { id: 'starter', grants: [{ type: 'course', courseId: FREE_COURSE_ID }] },
  {
    id: 'premium',
    grants: [{ type: 'course', courseId: PREMIUM_COURSE_ID }, { type: 'member_area' }, { type: 'community' }, { type: 'coaching', sessions: 1 }],
    // The specification's £9.99 (spec 000), until the owner sets the offer's prices.
    prices: { [PREMIUM_COURSE.currency]: PREMIUM_COURSE.price },
  },
];

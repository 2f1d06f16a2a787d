import { FREE_COURSE_ID, PREMIUM_COURSE_ID } from '../courses/courses';

/**
 * The specification's two offers, the catalogue's first rows (issue 43): the free starter course, and the premium
 * offer (the premium course, the member area, the community and one 1-on-1 coaching session). Migration
 * 0049 created the rows; server/offers/seed-offers.ts gives them these grants at start-up when they have none.
 * The owner edits them like any other offer after that.
 */
export interface SeedGrant {
  type: 'course' | 'member_area' | 'community' | 'coaching';
  courseId?: string;
  sessions?: number;
}

export const SEED_OFFERS: readonly { id: string; grants: readonly SeedGrant[] }[] = [
  { id: 'starter', grants: [{ type: 'course', courseId: FREE_COURSE_ID }] },
  {
    id: 'premium',
    grants: [{ type: 'course', courseId: PREMIUM_COURSE_ID }, { type: 'member_area' }, { type: 'community' }, { type: 'coaching', sessions: 1 }],
  },
];

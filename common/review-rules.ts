// The review and public-count constants without zod, for the pages that need only the numbers: a module that
// builds a schema at its top level keeps zod in the browser bundle (decision 024g). truthful-schemas.ts uses them.

/** The longest review text, in characters (the course_reviews_body_length check). */
export const REVIEW_MAX_LENGTH = 1000;
/** The average rating and review count are shown only from this many visible reviews on (DESIGN §12). */
export const MIN_REVIEWS_FOR_RATING = 5;
/** The public-count threshold before the owner sets one. */
export const DEFAULT_PUBLIC_COUNT_THRESHOLD = 100;

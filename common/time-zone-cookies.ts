/** The browser's own zone, set on every page load (app/lib/time-zone.ts). */
export const TZ_COOKIE = 'tz';
/** The zone a learner chose on /premium/coaching (kept a year): it wins over the browser's. */
export const TZ_CHOICE_COOKIE = 'tz-choice';

/**
 * The limits of an offer (issue 43), as plain values: the owner's form shows them without bringing zod into the
 * browser bundle (docs/decisions/010-browser-bundle-and-forms.md); common/offer-schemas.ts checks them.
 */
export const OFFER_STATUSES = ['draft', 'published', 'archived'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** An offer grants at least one thing and at most this many. */
export const OFFER_GRANTS_MAX = 20;
/** The most 1-on-1 sessions one coaching grant gives. */
export const COACHING_SESSIONS_MAX = 20;
export const OFFER_SLUG_MAX = 80;
/** A subscription's free trial, in days (issue 44; the database checks the same range). */
export const TRIAL_DAYS_MAX = 365;
/** A payment plan's number of monthly instalments (issue 44; the database checks the same range). */
export const INSTALMENTS_MIN = 2;
export const INSTALMENTS_MAX = 12;

/**
 * A subscription's statuses as the owner's list filters them (server/billing/schema.ts SUBSCRIPTION_STATUSES; the
 * list's module checks the two agree at compile time). A plain value, as the grace days below.
 */
export const ADMIN_SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'paused', 'canceled', 'completed'] as const;

/**
 * How long a learner whose renewal failed keeps access while it is retried (issue 44; the database checks 1-60), as
 * plain values: the owner's form shows them without bringing zod into the browser bundle
 * (docs/decisions/010-browser-bundle-and-forms.md); common/invoice-schemas.ts checks them.
 */
export const DUNNING_GRACE_DAYS_MIN = 1;
export const DUNNING_GRACE_DAYS_MAX = 60;

// Email sequences' rules and names, without zod: the owner's pages import them into the browser.

/**
 * Email sequences (issue 30): what starts one. `purchased` is the buyer's onboarding, transactional mail;
 * the others are marketing and reach only people who agreed to it (docs/decisions/027a-email-sequences.md).
 */
export const SEQUENCE_TRIGGERS = ['newsletter_confirmed', 'signed_up', 'checkout_abandoned', 'purchased'] as const;
export type SequenceTrigger = (typeof SEQUENCE_TRIGGERS)[number];

export const MARKETING_TRIGGERS: ReadonlySet<SequenceTrigger> = new Set(['newsletter_confirmed', 'signed_up', 'checkout_abandoned']);

export const TRIGGER_LABELS: Record<SequenceTrigger, string> = {
  newsletter_confirmed: 'Newsletter subscription confirmed',
  signed_up: 'Free-course sign-up',
  checkout_abandoned: 'Checkout opened and not paid',
  purchased: 'Purchase (onboarding)',
};

export const SEQUENCE_STEPS_MAX = 10;
export const STEP_SUBJECT_MAX = 200;
/** Ten steps of this fit the API's 64 KB body limit (server/app.ts). */
export const STEP_BODY_MAX = 5_000;
/** A year, in minutes. */
export const STEP_DELAY_MAX = 525_600;
export const ABANDON_AFTER_HOURS_DEFAULT = 24;

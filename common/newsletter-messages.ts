// The newsletter's answers without zod, for /newsletter/confirm, which shows one: a module that builds a schema
// at its top level keeps zod in the browser bundle (decision 024g). newsletter-schema.ts re-exports them.

/** The answer to every well-formed subscription, new or repeated: it never tells who is subscribed. */
export const NEWSLETTER_CHECK_INBOX = 'Almost there! Check your inbox and click the link in our email to confirm your subscription.';

export const NEWSLETTER_CONFIRMED = "You're subscribed! Watch your inbox for practical AI business tips.";

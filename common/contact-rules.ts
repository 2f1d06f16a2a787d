/**
 * The contact form's plain values, shared by its zod schema (`contact-schema.ts`) and the pages that show
 * them without bringing zod to the browser (docs/decisions/010-browser-bundle-and-forms.md).
 */

/** The contact form's subjects (issue 15: "a subject from a short list"), as stored and as labelled. */
export const CONTACT_SUBJECTS = {
  course: 'A question about a course',
  payment: 'Payment, receipt or refund',
  account: 'My account or signing in',
  technical: 'Something on the site does not work',
  other: 'Something else',
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 100;

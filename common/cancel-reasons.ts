/**
 * The one question asked on cancelling (issue 44): fixed answers and "other", whose words the learner types. Kept
 * apart from the API's schemas so the billing page's code carries no zod.
 */
export const CANCEL_REASONS = [
  'It costs too much',
  'I am not using it enough',
  'I finished what I came for',
  'Something is missing',
  'I had a problem with the site',
] as const;

/** Words of the password reset flow, shared by the server's answers and the pages. */

/** The one answer to every well-formed request: it must not tell whether the address has an account. */
export const RESET_REQUESTED =
  'If an account uses that email address, a link to reset its password is on its way. The link works once and expires in 1 hour.';

export type ResetTokenState = 'valid' | 'expired' | 'used' | 'unknown';

export const RESET_TOKEN_MESSAGES: Record<Exclude<ResetTokenState, 'valid'>, string> = {
  expired: 'This password reset link has expired. Links work for 1 hour; ask for a new one below.',
  used: 'This password reset link has already been used. Each link works once; ask for a new one if you still need it.',
  unknown: 'This password reset link is not valid. It may have been copied incompletely; ask for a new one below.',
};

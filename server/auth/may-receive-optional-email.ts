/**
 * The one gate for email an account did not cause by its own action (discussion replies today; any future
 * sequence or account-wide announcement): only an address its owner has proved receives it, so signing up
 * with someone else's address cannot send them mail (issue 26 item 15). Receipts, password resets, security
 * notices and the verification link itself are replies to what the account did and are not gated.
 */
export function mayReceiveOptionalEmail(user: { emailVerifiedAt: Date | null }): boolean {
  return user.emailVerifiedAt !== null;
}

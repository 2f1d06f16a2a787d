// The referral programme's fixed rules (issue 30), shared by the link, the checkout and fulfilment.

/** A click counts for a sign-up or a purchase within this long (and the marker cookie lives as long). */
export const REFERRAL_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** What an owner who has set nothing pays: a fifth of what the referred buyer paid, and no discount. */
export const DEFAULT_COMMISSION_PERCENT = 20;

/** A referral code as made by ensureReferralCode: what /r/<code> accepts before looking it up. */
export const REFERRAL_CODE_PATTERN = /^[a-z0-9]{6,32}$/;

/** Whether a click at `clickedAt` still counts at `now`. */
export function withinWindow(clickedAt: Date, now: Date): boolean {
  const age = now.getTime() - clickedAt.getTime();
  return age >= 0 && age <= REFERRAL_WINDOW_MS;
}

/**
 * An address as one person's, for the self-referral rule: trimmed and lower-cased, without a `+tag`, and for
 * Gmail without dots (which Gmail ignores), so `Ann.Lee+x@gmail.com` is `annlee@gmail.com`.
 */
export function normaliseEmail(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const untagged = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? untagged.replaceAll('.', '') : untagged}@${gmail ? 'gmail.com' : domain}`;
}

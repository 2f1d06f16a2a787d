/**
 * What a business function reports when it cannot do what it was asked, in the business's terms.
 * Business functions never speak HTTP: only server/http/errors.ts turns a code into a status (for the
 * API and for page loaders and actions alike).
 */
export type DomainErrorCode =
  /** The input is well-formed but breaks a rule (a taken email, a wrong current password): 400. */
  | 'invalid'
  /** The caller must sign in (or their credentials are wrong): 401. */
  | 'unauthenticated'
  /** Signed in, but this is not theirs to do: 403. */
  | 'forbidden'
  /** No such thing, or the caller may not know it exists: 404. */
  | 'not_found'
  /** It clashes with the current state (already owned, already done): 409. */
  | 'conflict'
  /** Well-formed, but not complete enough for what was asked (publishing a draft that misses fields): 422. */
  | 'unprocessable'
  /** A payment is still settling; the client should wait rather than pay again: 409. */
  | 'payment_processing'
  /** The card was refused; `declineCode` says why, in the card network's words (Stripe's codes): 402. */
  | 'declined'
  /** It existed and was withdrawn (a revoked certificate): 410. */
  | 'gone'
  /** Too many attempts; `retryAfterSeconds` says when to try again: 429. */
  | 'rate_limited'
  /** A service it depends on is down (Stripe Tax at checkout); nothing was done, try again later: 503. */
  | 'unavailable';

export interface DomainErrorDetails {
  /** The input field the message is about, so forms can put it beside that field. */
  field?: string;
  /** With 'declined': Stripe's decline code (card_declined, insufficient_funds, expired_card, …). */
  declineCode?: string;
  /** With 'rate_limited': how long until another attempt may succeed. */
  retryAfterSeconds?: number;
  /** With 'forbidden': what would give access (the course to buy, at its price), sent with the message. */
  /** What would give access: the offer selling it (its checkout), or the course (its selling offer's checkout). */
  offer?: { offerId?: string; courseId?: string; courseTitle: string; coursePrice: number; currency: string };
  /** With 'forbidden': a lesson its course's drip schedule still holds back (issue 43): its title and when it opens. */
  locked?: { title: string; opensAt: string };
  /**
   * A machine-readable reason clients branch on, sent as `error` (409 `slot_taken`: refetch the open times;
   * 409 `stale`: another save came first, `current` is the item as it is now; 409 `slug_taken`; 422 `invalid`;
   * 409 `country_mismatch`: the card's country is not the billing country, the buyer confirms which is theirs).
   */
  error?: 'slot_taken' | 'stale' | 'slug_taken' | 'invalid' | 'country_mismatch';
  /** With 422 `invalid`: every field that fails, each with its message. */
  issues?: { field: string; message: string }[];
  /** With 409 `stale`: the thing as it is now, so the client can offer it instead of overwriting it. */
  current?: Record<string, unknown>;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    /** Shown to the user as is: plain words, no internals. */
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

import { DomainError } from '../errors/domain-error';

/**
 * The tax service (Stripe Tax) down or refusing at checkout: nothing is charged, the buyer is asked to try again
 * (503). The message is the buyer's; `reason` is for the log.
 */
export class TaxUnavailableError extends DomainError {
  constructor(readonly reason: string) {
    super(
      'unavailable',
      'We cannot work out the tax on your purchase just now, so nothing was charged. Please try again in a few minutes.',
      {
        retryAfterSeconds: 60,
      },
    );
  }
}

/**
 * The tax service cannot place the buyer from the country alone (Stripe Tax wants a US or Canadian buyer's postal
 * code). The checkout asks only for the country, so the site's table decides for that buyer (no VAT outside the UK
 * and EU): without the Stripe SDK, so that local mode can tell it apart.
 */
export class TaxLocationError extends Error {
  override readonly name = 'TaxLocationError';
}

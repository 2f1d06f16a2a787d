import { DomainError } from '../errors/domain-error';

/** What every limited sign-in, sign-up, reset or password check says: how long to wait, in words and in Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): DomainError {
  // A delay after a few failures is seconds; a blocked address or account waits minutes.
  const [amount, unit] = retryAfterSeconds < 60 ? [retryAfterSeconds, 'second'] : [Math.ceil(retryAfterSeconds / 60), 'minute'];
  return new DomainError('rate_limited', `Too many attempts. Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`, {
    retryAfterSeconds,
  });
}

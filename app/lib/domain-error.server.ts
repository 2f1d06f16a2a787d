import { data } from 'react-router';
import { isDomainError, type DomainError } from '../../server/errors/domain-error';
import { statusOf } from '../../server/http/errors';
import type { FieldErrors } from '../../common/validation';

/**
 * How a page action or loader answers a DomainError thrown by a business function: the page's own data,
 * made from the error by `toData`, with the status (and Retry-After) the API answers the same error with
 * (server/http/errors.ts). Anything that is not a DomainError is thrown on, as if it had not been caught.
 */
export function domainErrorData<T>(error: unknown, toData: (error: DomainError) => T, headers?: HeadersInit) {
  if (!isDomainError(error)) throw error;
  const all = new Headers(headers);
  if (error.details.retryAfterSeconds !== undefined) all.set('Retry-After', String(error.details.retryAfterSeconds));
  return data(toData(error), { status: statusOf(error), headers: all });
}

/** The error as the forms' per-field messages: beside its field, or none when it is about no one field. */
export function fieldErrorOf(error: DomainError): FieldErrors {
  return error.details.field ? { [error.details.field]: error.message } : {};
}

/** For a loader that turns one DomainError into its own page state (and rethrows the rest). */
export { isDomainError };

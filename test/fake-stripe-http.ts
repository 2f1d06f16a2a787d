/** What the fake Stripe's modules (test/fake-stripe.ts, test/fake-stripe-billing.ts) share: ids, errors as Stripe words them. */
import { randomBytes } from 'node:crypto';

/** Stripe-like ids: a prefix and 24 random base62-ish characters. */
export function newId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `${prefix}_${out}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const clone = <T>(value: T): T => structuredClone(value);

export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: Record<string, unknown> },
  ) {
    super(String(body.error.message));
  }
}

export function missing(kind: string, id: string, param = 'id'): StripeHttpError {
  return new StripeHttpError(404, {
    error: {
      code: 'resource_missing',
      doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
      message: `No such ${kind}: '${id}'`,
      param,
      type: 'invalid_request_error',
    },
  });
}

export function invalid(message: string, param?: string): StripeHttpError {
  return new StripeHttpError(400, {
    error: { message, type: 'invalid_request_error', ...(param ? { param, code: 'parameter_missing' } : {}) },
  });
}

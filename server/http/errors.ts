import { z } from 'zod';
import { describeZodError } from '../../common/validation';
import type { DomainError, DomainErrorCode, DomainErrorDetails } from '../errors/domain-error';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Reads and validates a JSON body; anything wrong becomes a 4xx HttpError naming the problem. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const body = await readJson(c);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const { message, field } = describeZodError(parsed.error);
    throw new HttpError(400, message, field ? { field } : {});
  }
  return parsed.data;
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const text = await c.req.text();
  if (text.trim() === '') throw new HttpError(400, 'Request body must be a JSON object');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

export function parseParams<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const { message, field } = describeZodError(parsed.error);
    throw new HttpError(400, message, field ? { field } : {});
  }
  return parsed.data;
}

const STATUS_OF_CODE = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payment_processing: 409,
  declined: 402,
  gone: 410,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<DomainErrorCode, ContentfulStatusCode>;

/** The one place a business outcome becomes an HTTP status. */
export function statusOf(error: DomainError): ContentfulStatusCode {
  return STATUS_OF_CODE[error.code];
}

/** The JSON body of a DomainError: the message, the field it is about, and the codes clients act on. */
export function domainErrorBody(
  error: DomainError,
): { message: string; field?: string; code?: string; error?: string } & Partial<DomainErrorDetails['offer']> &
  Pick<DomainErrorDetails, 'issues' | 'current' | 'locked'> {
  return {
    message: error.message,
    ...(error.details.field ? { field: error.details.field } : {}),
    ...error.details.offer,
    // Clients branch on this one (the checkout waits instead of offering to pay again); the status says the rest.
    ...(error.code === 'payment_processing' ? { code: error.code } : {}),
    // A declined card answers with Stripe's decline code, as Stripe's own API does.
    ...(error.code === 'declined' && error.details.declineCode ? { code: error.details.declineCode } : {}),
    ...(error.details.error ? { error: error.details.error } : {}),
    ...(error.details.issues ? { issues: error.details.issues } : {}),
    ...(error.details.current ? { current: error.details.current } : {}),
    ...(error.details.locked ? { locked: error.details.locked } : {}),
  };
}

/** How every API route answers a DomainError (app.onError calls it). */
export function domainErrorResponse(c: Context, error: DomainError): Response {
  if (error.details.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.details.retryAfterSeconds));
  return c.json(domainErrorBody(error), statusOf(error));
}

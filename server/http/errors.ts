import { z } from 'zod';
import { describeZodError } from '../../common/validation';
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

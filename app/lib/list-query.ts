import type { z } from 'zod';

/**
 * A list page's query (page, search, filter) read by `schema`. A query that does not parse, such as a link edited by
 * hand, shows the list as it opens by default rather than an error page.
 */
export function listQuery<S extends z.ZodType>(request: Request, schema: S, fallback: z.output<S>): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return parsed.success ? parsed.data : fallback;
}

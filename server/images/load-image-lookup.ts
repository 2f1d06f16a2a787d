import { inArray } from 'drizzle-orm';
import { images } from '../db/schema';
import { filesOf } from './describe-image';
import type { ImageLookup } from '../blog/render-markdown';
import type { Db } from '../db/client';
import type { ImageFiles } from './image-urls';

const REFERENCE = /\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** The ids of the uploaded images these texts (Markdown, or an image field) refer to, without repeats. */
export function imageIdsIn(...texts: (string | null | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const text of texts) for (const match of (text ?? '').matchAll(REFERENCE)) ids.add(match[1]!.toLowerCase());
  return [...ids];
}

/**
 * What renderMarkdown needs to draw the images these texts refer to (one query), read before rendering so
 * the renderer stays synchronous:
 *
 *   const images = await loadImageLookup({ db, texts: [fields.body, fields.coverImage] });
 *   const { html } = renderMarkdown(fields.body, { images });
 *
 * An id with no row (deleted, or mistyped) is absent: the renderer then keeps the address as written.
 */
export async function loadImageLookup({ db, texts }: { db: Db; texts: (string | null | undefined)[] }): Promise<ImageLookup> {
  const ids = imageIdsIn(...texts);
  const lookup = new Map<string, ImageFiles>();
  if (ids.length === 0) return lookup;
  for (const row of await db.select().from(images).where(inArray(images.id, ids))) lookup.set(row.id, filesOf(row));
  return lookup;
}

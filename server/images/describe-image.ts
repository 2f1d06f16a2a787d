import { imageReference, largestUrl, originalUrl, srcsetOf, type ImageFiles } from './image-urls';
import type { images } from '../db/schema';

export type ImageRow = typeof images.$inferSelect;

/** An image as the API sends it: what the studio inserts (`url`) and shows (`src`, `srcset`). */
export interface ImageAnswer {
  id: string;
  /** The reference content uses, `/images/<id>`: the renderer turns `![alt](url)` into a responsive image. */
  url: string;
  /** The largest resized copy. */
  src: string;
  srcset: string;
  width: number;
  height: number;
  widths: number[];
  /** The full-size copy (metadata stripped). */
  original: string;
  originalName: string;
  mime: string;
  bytes: number;
  createdAt: string;
}

export function filesOf(row: ImageRow): ImageFiles {
  return { id: row.id, mime: row.mime, width: row.width, height: row.height, widths: row.widths, format: row.format };
}

export function describeImage(row: ImageRow): ImageAnswer {
  const files = filesOf(row);
  return {
    id: row.id,
    url: imageReference(row.id),
    src: largestUrl(files),
    srcset: srcsetOf(files),
    width: row.width,
    height: row.height,
    widths: row.widths,
    original: originalUrl(files),
    originalName: row.originalName,
    mime: row.mime,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
  };
}

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/**
 * An image the owner uploaded for the site's content (issue 29). Its files live in the image store
 * (server/images/image-store.ts: DATA_DIR/images, or an S3 bucket) under `<id>/`: the full-size copy in its
 * own format and a resized copy per width in `format`, all without metadata (no EXIF, so no GPS position).
 */
export const images = pgTable(
  'images',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The uploaded file's name, for the owner's picker only (never part of an address). */
    originalName: text().notNull(),
    /** What the uploaded bytes are (recognised from them, never from the declared type or the name). */
    mime: text({ enum: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] }).notNull(),
    /** Pixels of the full-size copy, upright (an EXIF rotation is applied). */
    width: integer().notNull(),
    height: integer().notNull(),
    /** Size of the upload. */
    bytes: integer().notNull(),
    /** The full-size copy's key in the store, e.g. `<id>/original.jpg`. */
    originalKey: text().notNull(),
    /** The resized copies' widths, ascending; each stored as `<id>/<width>.<format>`. */
    widths: jsonb().$type<number[]>().notNull(),
    /** The resized copies' format. */
    format: text({ enum: ['webp', 'avif'] }).notNull(),
    /**
     * SHA-256 of the uploaded bytes (hex): the same file uploaded again is answered with this image, not stored
     * and resized twice. Null for the images uploaded before it was kept.
     */
    contentHash: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('images_created_at_idx').on(t.createdAt),
    uniqueIndex('images_content_hash_idx').on(t.contentHash),
    check('images_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
    check('images_widths', sql`jsonb_typeof(${t.widths}) = 'array' and jsonb_array_length(${t.widths}) > 0`),
  ],
);

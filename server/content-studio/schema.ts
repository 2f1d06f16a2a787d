import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTENT_KINDS } from '../../common/content-kinds';
import { users } from '../auth/schema';

/**
 * The content studio (issue 29, DESIGN §12 "Content lives in the database once the site runs"). One row per
 * article, business idea, help answer or lesson. The fields of an item are its file's fields as the schemas
 * under content/<kind>/ define them (an article: its front matter plus `body`, the Markdown), so importing a
 * file and exporting a row are the same data. An item's state is derived, not stored: scheduled when
 * `publishAt` is set, published when `published` is set, otherwise a draft; `draft` set beside `published`
 * means unpublished changes.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: CONTENT_KINDS }).notNull(),
    /**
     * The item's key within its kind, as its address uses it: an article's slug, an idea's id, a help answer's
     * id, a lesson's `<courseId>/<lesson id>`.
     */
    slug: text().notNull(),
    /** Raised by every change (save, publish, unpublish, schedule, restore); a save sends back the one it read. */
    version: integer().notNull().default(1),
    /** The fields as the owner last saved them; null when nothing is pending beyond `published`. */
    draft: jsonb().$type<Record<string, unknown>>(),
    /** The fields visitors see; null while never published, or after unpublishing. */
    published: jsonb().$type<Record<string, unknown>>(),
    /** When the draft goes live on its own (one process does it, whatever number run). */
    publishAt: timestamp({ withTimezone: true }),
    /** When the current published version went live, and when the item first did. */
    publishedAt: timestamp({ withTimezone: true }),
    firstPublishedAt: timestamp({ withTimezone: true }),
    /** The SHA-256 of the file under content/ the import last read for this item; null for studio-made items. */
    sourceHash: text(),
    /** Set once the owner changes the item in the studio: a release's changed file no longer replaces it silently. */
    ownerEditedAt: timestamp({ withTimezone: true }),
    /** Deleted by the owner: kept as a tombstone so the next start-up's import does not bring the file back. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** Who made the last change; null for the import. */
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_items_kind_slug_idx')
      .on(t.kind, t.slug)
      .where(sql`${t.deletedAt} is null`),
    index('content_items_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    check('content_items_version', sql`${t.version} >= 1`),
    check('content_items_schedule_has_draft', sql`${t.publishAt} is null or ${t.draft} is not null`),
  ],
);

/** Every publish keeps the fields it published; the owner can restore any as a new draft. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per item, in publish order. */
    number: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Who published it; null for the import. */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('content_revisions_item_number_idx').on(t.itemId, t.number)],
);

/** An address an item had before its slug changed: it answers 301 to the item's current address. */
export const contentRedirects = pgTable(
  'content_redirects',
  {
    kind: text({ enum: CONTENT_KINDS }).notNull(),
    fromSlug: text().notNull(),
    itemId: uuid()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fromSlug] }), index('content_redirects_item_idx').on(t.itemId)],
);

/** A private link showing an item's draft as its page would; only the SHA-256 of its token is stored. */
export const contentPreviews = pgTable(
  'content_previews',
  {
    tokenHash: text().primaryKey(),
    itemId: uuid()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('content_previews_item_idx').on(t.itemId)],
);

import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { contentItems, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { toApiFields, type StoredFields } from './kinds';
import type { ContentItem, ContentKind, ContentStatus } from '../../common/content-kinds';
import type { Db } from '../db/client';

export type ContentItemRow = typeof contentItems.$inferSelect;

export type { ContentItem };

/**
 * What every change the owner makes to an item also sets: the next version (which a stale editor's save is checked
 * against), who changed it and when, and that the owner has edited it (a release's content/ no longer overwrites it).
 */
export function ownerEdit(now: Date, actorId: string | null) {
  return { version: sql`${contentItems.version} + 1`, updatedAt: now, updatedBy: actorId, ownerEditedAt: now };
}

/** Derived, never stored: scheduled while `publishAt` is set, published while `published` is, else a draft. */
export function statusOf(row: Pick<ContentItemRow, 'publishAt' | 'published'>): ContentStatus {
  if (row.publishAt) return 'scheduled';
  return row.published ? 'published' : 'draft';
}

/** The fields the owner works on: the pending draft, else what is live. */
export function currentFields(row: Pick<ContentItemRow, 'draft' | 'published'>): StoredFields {
  return row.draft ?? row.published ?? {};
}

export function toContentItem(row: ContentItemRow, updatedBy: ContentItem['updatedBy']): ContentItem {
  const fields = toApiFields(row.kind, currentFields(row));
  // The row's facts come last: no field of a kind may shadow them.
  return {
    ...fields,
    id: row.id,
    kind: row.kind,
    slug: typeof fields.slug === 'string' ? fields.slug : row.slug,
    status: statusOf(row),
    version: row.version,
    hasUnpublishedChanges: row.published !== null && row.draft !== null,
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

/** The owner who made the row's last change, as the item names them. */
export async function updatedByOf(db: Db, row: ContentItemRow): Promise<ContentItem['updatedBy']> {
  if (!row.updatedBy) return null;
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, row.updatedBy));
  return user ?? null;
}

export async function itemOf(db: Db, row: ContentItemRow): Promise<ContentItem> {
  return toContentItem(row, await updatedByOf(db, row));
}

export function notFound(kind: ContentKind): DomainError {
  return new DomainError('not_found', `No such ${kind === 'help' ? 'help answer' : kind.replace(/s$/, '')}.`);
}

/**
 * The live (not deleted) item of this kind, locked for the transaction when `lock` (so a publish, the
 * scheduled job and a save of the same item take turns); not_found otherwise.
 */
export async function findItem({
  db,
  kind,
  id,
  lock = false,
}: {
  db: Db;
  kind: ContentKind;
  id: string;
  lock?: boolean;
}): Promise<ContentItemRow> {
  const query = db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind), isNull(contentItems.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(kind);
  return row;
}

/** 409 `stale`: another change came first; the client is given the item as it is now, never a silent overwrite. */
export async function staleError(db: Db, row: ContentItemRow): Promise<DomainError> {
  return new DomainError('conflict', 'This item was changed since you opened it. Review the newer version before saving again.', {
    error: 'stale',
    current: await itemOf(db, row),
  });
}

/** 409 `slug_taken`: another live item of the kind has this key. */
export function slugTakenError(slug: string): DomainError {
  return new DomainError('conflict', `The slug ${slug} is taken by another item.`, { field: 'slug', error: 'slug_taken' });
}

/** The day (UTC) a publish happens, as the content files write dates. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether another live item of the kind has this key. A lesson's id is unique across both courses (progress
 * rows name lessons by it), so a lesson's key is compared without its course.
 */
export async function isSlugTaken({
  db,
  kind,
  rowSlug,
  exceptId,
}: {
  db: Db;
  kind: ContentKind;
  rowSlug: string;
  exceptId?: string;
}): Promise<boolean> {
  const sameKey =
    kind === 'lessons' ? sql`split_part(${contentItems.slug}, '/', 2) = split_part(${rowSlug}, '/', 2)` : eq(contentItems.slug, rowSlug);
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), isNull(contentItems.deletedAt), sameKey, exceptId ? ne(contentItems.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

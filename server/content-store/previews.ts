// Preview links (issue 29): a private address showing an item's draft as its page would show it, to anyone holding
// the link until it expires. Only the SHA-256 of the token is stored (as for sessions and reset links), so a copy
// of the database gives nobody a working link.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { contentItems, contentPreviews } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { sha256 } from './content-files';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

/** Where a preview link points: `/preview/<token>`. */
export const PREVIEW_PATH = '/preview';
export const DEFAULT_PREVIEW_HOURS = 24;
export const MAX_PREVIEW_HOURS = 168;
/** 32 random bytes, base64url: what a token looks like (anything else is not looked up). */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Makes a preview link for the item; its path and when it stops working. */
export async function createPreviewLink({
  db,
  kind,
  id,
  hours = DEFAULT_PREVIEW_HOURS,
  userId,
  now,
}: {
  db: Db;
  kind: ContentKind;
  id: string;
  hours?: number;
  userId: string;
  now: Date;
}): Promise<{ path: string; expiresAt: Date }> {
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind), isNull(contentItems.deletedAt)));
  if (!item) throw new DomainError('not_found', 'No such item');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await db.insert(contentPreviews).values({ tokenHash: sha256(token), itemId: item.id, expiresAt, createdAt: now, createdBy: userId });
  return { path: `${PREVIEW_PATH}/${token}`, expiresAt };
}

/** What a preview shows: the item's draft, or its published fields when it has no draft. */
export interface PreviewedItem {
  kind: ContentKind;
  slug: string;
  fields: Record<string, unknown>;
  /** Who last changed it: an article's author when its field is empty. */
  updatedBy: string | null;
}

/** The item a live preview token shows; undefined when the token is unknown or expired, or the item deleted. */
export async function findPreview({ db, token, now }: { db: Db; token: string; now: Date }): Promise<PreviewedItem | undefined> {
  if (!PREVIEW_TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({
      kind: contentItems.kind,
      slug: contentItems.slug,
      draft: contentItems.draft,
      published: contentItems.published,
      updatedBy: contentItems.updatedBy,
    })
    .from(contentPreviews)
    .innerJoin(contentItems, eq(contentItems.id, contentPreviews.itemId))
    .where(and(eq(contentPreviews.tokenHash, sha256(token)), gt(contentPreviews.expiresAt, now), isNull(contentItems.deletedAt)));
  const fields = row?.draft ?? row?.published;
  return row && fields ? { kind: row.kind, slug: row.slug, fields, updatedBy: row.updatedBy } : undefined;
}

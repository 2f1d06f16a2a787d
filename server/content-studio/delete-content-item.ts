import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { contentItems, contentRedirects } from '../db/schema';
import { findItem, ownerEdit } from './content-item';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface DeleteContentItemOptions {
  db: Db;
  now: Date;
  actorId: string;
  kind: ContentKind;
  id: string;
}

/**
 * Deletes an item: a tombstone (`deletedAt`), so the next start-up's import does not bring its file back,
 * its key free for a new item, its old addresses gone with it (they would redirect to nothing). Off the site
 * at once, like an unpublish; the row and its revisions stay for the record.
 */
export async function deleteContentItem({ db, now, actorId, kind, id }: DeleteContentItemOptions): Promise<{ id: string; deleted: true }> {
  return db.transaction(async (tx) => {
    const row = await findItem({ db: tx, kind, id, lock: true });
    await tx.delete(contentRedirects).where(eq(contentRedirects.itemId, id));
    await tx
      .update(contentItems)
      .set({
        deletedAt: now,
        publishAt: null,
        ...ownerEdit(now, actorId),
      })
      .where(eq(contentItems.id, id));
    await recordAudit({
      db: tx,
      actorId,
      action: 'content.delete',
      target: { type: 'content_item', id },
      details: { kind, slug: row.slug, wasPublished: row.published !== null },
      now,
    });
    return { id, deleted: true as const };
  });
}

import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { contentItems } from '../db/schema';
import { findItem, itemOf, type ContentItem, ownerEdit } from './content-item';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface UnpublishContentItemOptions {
  db: Db;
  now: Date;
  actorId: string;
  kind: ContentKind;
  id: string;
}

/**
 * Takes an item off the site. Nothing is lost: a pending draft stays the draft, otherwise the published fields
 * become it, and every revision stays. Any schedule is called off with it. An unpublished item is answered as it is.
 */
export async function unpublishContentItem({ db, now, actorId, kind, id }: UnpublishContentItemOptions): Promise<ContentItem> {
  return db.transaction(async (tx) => {
    const row = await findItem({ db: tx, kind, id, lock: true });
    if (row.published === null && row.publishAt === null) return itemOf(tx, row);
    const [saved] = await tx
      .update(contentItems)
      .set({
        published: null,
        draft: row.draft ?? row.published,
        publishAt: null,
        ...ownerEdit(now, actorId),
      })
      .where(eq(contentItems.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actorId,
      action: 'content.unpublish',
      target: { type: 'content_item', id },
      details: { kind, slug: row.slug },
      now,
    });
    return itemOf(tx, saved!);
  });
}

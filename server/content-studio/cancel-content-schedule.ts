import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { contentItems } from '../db/schema';
import { findItem, itemOf, type ContentItem, ownerEdit } from './content-item';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface CancelContentScheduleOptions {
  db: Db;
  now: Date;
  actorId: string;
  kind: ContentKind;
  id: string;
}

/** The scheduled publish is called off; the draft stays a draft. An item without a schedule is answered as it is. */
export async function cancelContentSchedule({ db, now, actorId, kind, id }: CancelContentScheduleOptions): Promise<ContentItem> {
  return db.transaction(async (tx) => {
    const row = await findItem({ db: tx, kind, id, lock: true });
    if (row.publishAt === null) return itemOf(tx, row);
    const [saved] = await tx
      .update(contentItems)
      .set({ publishAt: null, ...ownerEdit(now, actorId) })
      .where(eq(contentItems.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actorId,
      action: 'content.unschedule',
      target: { type: 'content_item', id },
      details: { kind, slug: row.slug, publishAt: row.publishAt.toISOString() },
      now,
    });
    return itemOf(tx, saved!);
  });
}

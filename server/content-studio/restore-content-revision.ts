import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { contentItems, contentRevisions } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findItem, itemOf, staleError, type ContentItem, ownerEdit } from './content-item';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface RestoreContentRevisionOptions {
  db: Db;
  now: Date;
  actorId: string;
  kind: ContentKind;
  id: string;
  revision: number;
  version?: number;
}

/**
 * An earlier revision becomes the draft, to be reviewed and published like any draft; what visitors see does
 * not change. A schedule is called off: it was for the draft the owner had checked, not this one.
 */
export async function restoreContentRevision({
  db,
  now,
  actorId,
  kind,
  id,
  revision,
  version,
}: RestoreContentRevisionOptions): Promise<ContentItem> {
  return db.transaction(async (tx) => {
    const row = await findItem({ db: tx, kind, id, lock: true });
    if (version !== undefined && row.version !== version) throw await staleError(tx, row);
    const [kept] = await tx
      .select({ data: contentRevisions.data })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.itemId, id), eq(contentRevisions.number, revision)));
    if (!kept) throw new DomainError('not_found', `This item has no revision ${revision}.`, { field: 'revision' });
    const [saved] = await tx
      .update(contentItems)
      .set({
        draft: kept.data,
        publishAt: null,
        ...ownerEdit(now, actorId),
      })
      .where(eq(contentItems.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actorId,
      action: 'content.restore',
      target: { type: 'content_item', id },
      details: { kind, slug: row.slug, revision, ...(row.publishAt ? { unscheduled: row.publishAt.toISOString() } : {}) },
      now,
    });
    return itemOf(tx, saved!);
  });
}

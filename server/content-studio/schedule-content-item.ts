import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { contentItems } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { dayOf, findItem, isSlugTaken, itemOf, slugTakenError, staleError, type ContentItem, ownerEdit } from './content-item';
import { KIND_ADAPTERS } from './kinds';
import { ownerNameOf } from './owner-name';
import { invalid } from './publish-draft';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface ScheduleContentItemOptions {
  db: Db;
  now: Date;
  actorId: string;
  kind: ContentKind;
  id: string;
  /** When the draft goes live; after `now`. */
  at: Date;
  version?: number;
}

/**
 * Publish later: the draft is checked now as a publish would check it (so the owner learns of a missing field
 * while they can fix it), and the scheduled job (publish-due-content.ts) publishes it at `at`, once, whatever
 * number of processes run. Saving the draft afterwards keeps the schedule; the job checks it again.
 */
export async function scheduleContentItem({ db, now, actorId, kind, id, at, version }: ScheduleContentItemOptions): Promise<ContentItem> {
  if (at.getTime() <= now.getTime()) throw new DomainError('invalid', 'at: pick a time in the future.', { field: 'at' });
  return db.transaction(async (tx) => {
    const row = await findItem({ db: tx, kind, id, lock: true });
    if (version !== undefined && row.version !== version) throw await staleError(tx, row);
    if (row.draft === null) {
      throw new DomainError('conflict', 'Nothing to schedule: the item has no unpublished changes.');
    }
    const adapter = KIND_ADAPTERS[kind];
    const author = kind === 'articles' ? await ownerNameOf(tx, actorId) : undefined;
    const checked = adapter.validate(row.draft, { today: dayOf(at), author });
    if ('issues' in checked) throw invalid(checked.issues);
    const slug = adapter.rowSlugOf(checked.data);
    if (slug !== row.slug && (await isSlugTaken({ db: tx, kind, rowSlug: slug, exceptId: id }))) {
      throw slugTakenError(String(checked.data[adapter.keyField]));
    }
    const [saved] = await tx
      .update(contentItems)
      .set({ publishAt: at, ...ownerEdit(now, actorId) })
      .where(eq(contentItems.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actorId,
      action: 'content.schedule',
      target: { type: 'content_item', id },
      details: { kind, slug: row.slug, publishAt: at.toISOString() },
      now,
    });
    return itemOf(tx, saved!);
  });
}

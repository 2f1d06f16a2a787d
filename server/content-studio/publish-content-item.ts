import { findItem, itemOf, staleError, type ContentItem } from './content-item';
import { publishDraft } from './publish-draft';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface PublishContentItemOptions {
  db: Db;
  now: Date;
  actorId: string;
  kind: ContentKind;
  id: string;
  /** When given, the publish is refused (409 `stale`) if the item changed since the owner read this version. */
  version?: number;
}

/**
 * Publish now: the draft goes live (publishDraft), replacing any schedule. An item with nothing pending is
 * answered as it is, so a second press changes nothing.
 */
export async function publishContentItem({ db, now, actorId, kind, id, version }: PublishContentItemOptions): Promise<ContentItem> {
  return db.transaction(async (tx) => {
    const row = await findItem({ db: tx, kind, id, lock: true });
    if (version !== undefined && row.version !== version) throw await staleError(tx, row);
    return itemOf(tx, await publishDraft({ db: tx, row, now, actorId }));
  });
}

import { findItem, itemOf, type ContentItem } from './content-item';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

/** One item for the editor: its fields (the draft's, else the published ones) and its state. */
export async function loadContentItem({ db, kind, id }: { db: Db; kind: ContentKind; id: string }): Promise<ContentItem> {
  return itemOf(db, await findItem({ db, kind, id }));
}

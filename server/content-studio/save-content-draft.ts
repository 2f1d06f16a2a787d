import { and, eq, isNull } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors';
import { contentItems } from '../db/schema';
import { currentFields, findItem, isSlugTaken, itemOf, slugTakenError, staleError, type ContentItem, ownerEdit } from './content-item';
import { applyApiFields, KIND_ADAPTERS, type StoredFields } from './kinds';
import { refuseMisplacedLesson } from './lesson-placement';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface SaveContentDraftOptions {
  db: Db;
  now: Date;
  actorId: string;
  kind: ContentKind;
  id: string;
  /** The version the owner's copy was based on. */
  version: number;
  /** Any subset of the API fields, checked by draftSchemaOf(kind); null clears a field. */
  fields: StoredFields;
}

/**
 * Autosave and Save: the changes go to the draft; what visitors see stays as it was until a publish. The
 * version check is in the UPDATE itself (`where version = <the one read>`), so of two owners saving copies
 * of the same version one wins and the other is answered 409 `stale` with the item as it is now.
 *
 * The row's key follows the draft only while the item was never published: an item that has been live keeps
 * its address until the renamed draft is published (publishDraft then leaves a redirect behind).
 */
export async function saveContentDraft({ db, now, actorId, kind, id, version, fields }: SaveContentDraftOptions): Promise<ContentItem> {
  const row = await findItem({ db, kind, id });
  if (row.version !== version) throw await staleError(db, row);
  const draft = applyApiFields(kind, currentFields(row), fields);
  if (kind === 'lessons' && 'courseId' in fields) await refuseMisplacedLesson(db, draft);
  const draftSlug = KIND_ADAPTERS[kind].rowSlugOf(draft);
  const slug = row.firstPublishedAt === null ? draftSlug : row.slug;
  if (draftSlug !== row.slug && (await isSlugTaken({ db, kind, rowSlug: draftSlug, exceptId: id }))) {
    throw slugTakenError(String(draft[KIND_ADAPTERS[kind].keyField]));
  }
  try {
    const [saved] = await db
      .update(contentItems)
      .set({ draft, slug, ...ownerEdit(now, actorId) })
      .where(and(eq(contentItems.id, id), eq(contentItems.version, version), isNull(contentItems.deletedAt)))
      .returning();
    if (saved) return await itemOf(db, saved);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError(String(draft[KIND_ADAPTERS[kind].keyField]));
    throw error;
  }
  // Another change (or a delete) came between the read and the write.
  throw await staleError(db, await findItem({ db, kind, id }));
}

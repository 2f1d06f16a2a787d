import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../db/errors';
import { contentItems } from '../db/schema';
import { isSlugTaken, itemOf, slugTakenError, type ContentItem } from './content-item';
import { applyApiFields, KIND_ADAPTERS, type StoredFields } from './kinds';
import { refuseMisplacedLesson } from './lesson-placement';
import { ownerNameOf } from './owner-name';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface CreateContentItemOptions {
  db: Db;
  now: Date;
  actorId: string;
  kind: ContentKind;
  /** API fields, checked by createSchemaOf(kind): `slug` (and a lesson's `courseId`) at least. */
  fields: StoredFields;
}

/**
 * "New" in the studio: a draft, seen by nobody but owners until it is published. Its key must be free among
 * the kind's live items (a deleted item's key is free again).
 */
export async function createContentItem({ db, now, actorId, kind, fields }: CreateContentItemOptions): Promise<ContentItem> {
  const adapter = KIND_ADAPTERS[kind];
  const id = randomUUID();
  // An article's front matter has an id of its own that nothing edits: a studio-made article takes the row's.
  // A new article is written by whoever creates it, unless they say otherwise (issue 41 item 13).
  const author = kind === 'articles' && fields.author === undefined ? await ownerNameOf(db, actorId) : undefined;
  const draft = applyApiFields(kind, kind === 'articles' ? { id, ...(author ? { author } : {}) } : {}, fields);
  if (kind === 'lessons') await refuseMisplacedLesson(db, draft);
  const slug = adapter.rowSlugOf(draft);
  if (await isSlugTaken({ db, kind, rowSlug: slug })) throw slugTakenError(String(fields.slug));
  try {
    const [row] = await db
      .insert(contentItems)
      .values({ id, kind, slug, draft, createdAt: now, updatedAt: now, updatedBy: actorId, ownerEditedAt: now })
      .returning();
    return await itemOf(db, row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError(String(fields.slug));
    throw error;
  }
}

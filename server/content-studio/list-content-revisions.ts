import { asc, eq } from 'drizzle-orm';
import { contentRevisions, users } from '../db/schema';
import { findItem } from './content-item';
import { diffFields, type FieldChange } from './diff-fields';
import { toApiFields } from './kinds';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface ContentRevision {
  number: number;
  createdAt: string;
  /** Who published it; null for the import from content/ (and a deleted account). */
  createdBy: { id: string; username: string } | null;
  /** What this publish changed from the one before; null for the first. */
  changes: FieldChange[] | null;
}

/** Every publish of an item, newest first, each with a readable diff against the one before. */
export async function listContentRevisions({
  db,
  kind,
  id,
}: {
  db: Db;
  kind: ContentKind;
  id: string;
}): Promise<{ revisions: ContentRevision[] }> {
  await findItem({ db, kind, id });
  const rows = await db
    .select({
      number: contentRevisions.number,
      data: contentRevisions.data,
      createdAt: contentRevisions.createdAt,
      userId: users.id,
      username: users.username,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.createdBy))
    .where(eq(contentRevisions.itemId, id))
    .orderBy(asc(contentRevisions.number));
  const revisions = rows.map((row, index) => ({
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.userId && row.username ? { id: row.userId, username: row.username } : null,
    changes: index === 0 ? null : diffFields(toApiFields(kind, rows[index - 1]!.data), toApiFields(kind, row.data)),
  }));
  return { revisions: revisions.reverse() };
}

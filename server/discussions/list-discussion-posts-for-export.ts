import { asc, eq } from 'drizzle-orm';
import { comments } from '../db/schema';
import { findPlace } from './discussion-place';
import type { Db } from '../db/client';

export interface ExportedDiscussionPost {
  id: string;
  /** Null for a post in the community, which belongs to no course. */
  courseId: string | null;
  lessonId: string;
  lessonTitle: string | null;
  /** The thread's first comment, for a reply. */
  parentId: string | null;
  /** As written (empty once deleted). */
  body: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  hiddenByModerator: boolean;
}

/** A learner's own discussion posts as plain JSON rows, oldest first, for their data export (issue 19). */
export async function listDiscussionPostsForExport({ db, userId }: { db: Db; userId: string }): Promise<ExportedDiscussionPost[]> {
  const rows = await db.select().from(comments).where(eq(comments.authorId, userId)).orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    lessonId: row.lessonKey,
    lessonTitle: findPlace(row.lessonKey)?.title ?? null,
    parentId: row.parentId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    hiddenByModerator: row.hiddenAt !== null,
  }));
}

// `.server`: it reads a discussion's text; call it only with a lesson from checkDiscussionAccess.
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  DISCUSSION_PAGE_SIZE,
  EDIT_WINDOW_MS,
  type CommentView,
  type DiscussionPage,
  type DiscussionSort,
} from '../../common/discussion-schemas';
import { comments, users } from '../db/schema';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export interface ListCommentsOptions {
  db: Db;
  /** A reader of the lesson's discussion (server/discussions/discussion-access.ts). */
  user: SessionUser;
  lesson: Pick<Lesson, 'id'>;
  sort: DiscussionSort;
  page: number;
  now: Date;
}

/** A thread is listed unless its first comment is deleted and no reply to it is left. */
const listedThread = or(
  isNull(comments.deletedAt),
  // Written out: drizzle leaves columns unqualified in a select from one table, and inside the subquery a bare
  // "id" would be the reply's own.
  sql`exists (select 1 from comments as live_reply where live_reply.parent_id = "comments"."id" and live_reply.deleted_at is null)`,
);

export const COMMENT_COLUMNS = {
  id: comments.id,
  parentId: comments.parentId,
  authorId: comments.authorId,
  body: comments.body,
  linksAsText: comments.linksAsText,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  deletedAt: comments.deletedAt,
  hiddenAt: comments.hiddenAt,
  pinnedAt: comments.pinnedAt,
  username: users.username,
  isOwner: users.isOwner,
};
export interface CommentRow {
  id: string;
  parentId: string | null;
  authorId: string | null;
  body: string;
  linksAsText: boolean;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  pinnedAt: Date | null;
  username: string | null;
  isOwner: boolean | null;
}

/** One comment as this reader may see it: a hidden one's text only for its author and owners. */
export function commentView(row: CommentRow, user: SessionUser, now: Date): Omit<CommentView, 'replies'> {
  const mine = row.authorId !== null && row.authorId === user.id;
  const removed = row.deletedAt ? 'deleted' : row.hiddenAt && !mine && !user.isOwner ? 'hidden' : null;
  const editableUntil = new Date(row.createdAt.getTime() + EDIT_WINDOW_MS);
  return {
    id: row.id,
    parentId: row.parentId,
    author: removed || row.username === null ? null : { username: row.username, instructor: Boolean(row.isOwner) },
    body: removed ? null : row.body,
    linksClickable: !row.linksAsText,
    createdAt: row.createdAt.toISOString(),
    edited: row.editedAt !== null && !removed,
    removed,
    hidden: row.hiddenAt !== null && !removed,
    pinned: row.pinnedAt !== null && row.parentId === null,
    mine: mine && !row.deletedAt,
    editableUntil: mine && !removed && editableUntil > now ? editableUntil.toISOString() : null,
  };
}

/** One page of a lesson's discussion: pinned threads first, then newest or oldest first, each with its replies oldest first. */
export async function listComments({ db, user, lesson, sort, page, now }: ListCommentsOptions): Promise<DiscussionPage> {
  const threadWhere = and(eq(comments.lessonKey, lesson.id), isNull(comments.parentId), listedThread);
  const [[counted], threadRows] = await Promise.all([
    db.select({ total: count() }).from(comments).where(threadWhere),
    db
      .select(COMMENT_COLUMNS)
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(threadWhere)
      .orderBy(
        sql`${comments.pinnedAt} desc nulls last`,
        sort === 'newest' ? desc(comments.createdAt) : asc(comments.createdAt),
        asc(comments.id),
      )
      .limit(DISCUSSION_PAGE_SIZE)
      .offset((page - 1) * DISCUSSION_PAGE_SIZE),
  ]);
  const total = counted?.total ?? 0;
  const replyRows = threadRows.length
    ? await db
        .select(COMMENT_COLUMNS)
        .from(comments)
        .leftJoin(users, eq(users.id, comments.authorId))
        .where(
          inArray(
            comments.parentId,
            threadRows.map((t) => t.id),
          ),
        )
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const threads = threadRows.map((row) => ({
    ...commentView(row, user, now),
    replies: replyRows.filter((r) => r.parentId === row.id).map((r) => ({ ...commentView(r, user, now), replies: [] })),
  }));
  return { sort, page, pageCount: Math.max(1, Math.ceil(total / DISCUSSION_PAGE_SIZE)), total, threads, moderator: user.isOwner };
}

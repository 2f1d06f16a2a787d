// `.server`: it reads the community's threads; call it only for a user checkCommunityAccess let through.
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import {
  COMMUNITY_PAGE_SIZE,
  type CommunityCategory,
  type CommunityThreadList,
  type CommunityThreadSummary,
} from '../../common/community-rules';
import { communityThreads, comments, users } from '../db/schema';
import { COMMUNITY_KEY } from '../discussions/discussion-place';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

/** Replies everyone is shown: neither deleted nor hidden. Written out, as in list-comments.ts. */
const shownReplies = sql`(select count(*) from comments as reply where reply.parent_id = "comments"."id" and reply.deleted_at is null and reply.hidden_at is null)`;
const lastActivity = sql<Date>`greatest("comments"."created_at", coalesce((select max(reply.created_at) from comments as reply where reply.parent_id = "comments"."id" and reply.deleted_at is null and reply.hidden_at is null), "comments"."created_at"))`;

/**
 * The threads a member may see (issue 28), in one category or all: a thread is listed unless its first comment
 * is deleted with no reply left, or hidden by an owner (then only its author and owners still see it).
 */
export function communityThreadWhere(user: SessionUser, category?: CommunityCategory | null) {
  return and(
    eq(comments.lessonKey, COMMUNITY_KEY),
    isNull(comments.parentId),
    or(
      isNull(comments.deletedAt),
      sql`exists (select 1 from comments as live_reply where live_reply.parent_id = "comments"."id" and live_reply.deleted_at is null)`,
    ),
    user.isOwner ? undefined : or(isNull(comments.hiddenAt), eq(comments.authorId, user.id)),
    category ? eq(communityThreads.category, category) : undefined,
  );
}

export const THREAD_COLUMNS = {
  id: comments.id,
  category: communityThreads.category,
  title: communityThreads.title,
  authorId: comments.authorId,
  username: users.username,
  isOwner: users.isOwner,
  pinnedAt: comments.pinnedAt,
  deletedAt: comments.deletedAt,
  createdAt: comments.createdAt,
  replyCount: sql<number>`${shownReplies}`,
  lastActivityAt: lastActivity,
};

export function threadSummary(row: {
  id: string;
  category: string;
  title: string;
  username: string | null;
  isOwner: boolean | null;
  pinnedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  replyCount: number | string;
  lastActivityAt: Date | string;
}): CommunityThreadSummary {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    category: row.category as CommunityCategory,
    title: deleted || !row.title ? null : row.title,
    author: deleted || row.username === null ? null : { username: row.username, instructor: Boolean(row.isOwner) },
    pinned: row.pinnedAt !== null,
    replyCount: Number(row.replyCount),
    createdAt: row.createdAt.toISOString(),
    // A computed column comes back as text from some drivers: read it as a date either way.
    lastActivityAt: new Date(row.lastActivityAt).toISOString(),
  };
}

/** One page of the community's threads: pinned first, then the latest activity (a new thread or reply) first. */
export async function listCommunityThreads({
  db,
  user,
  category,
  page,
}: {
  db: Db;
  user: SessionUser;
  category: CommunityCategory | null;
  page: number;
}): Promise<CommunityThreadList> {
  const where = communityThreadWhere(user, category);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(comments).innerJoin(communityThreads, eq(communityThreads.commentId, comments.id)).where(where),
    db
      .select(THREAD_COLUMNS)
      .from(comments)
      .innerJoin(communityThreads, eq(communityThreads.commentId, comments.id))
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(where)
      .orderBy(sql`${comments.pinnedAt} desc nulls last`, sql`${lastActivity} desc`, comments.id)
      .limit(COMMUNITY_PAGE_SIZE)
      .offset((page - 1) * COMMUNITY_PAGE_SIZE),
  ]);
  const total = counted?.total ?? 0;
  return {
    category,
    page,
    pageCount: Math.max(1, Math.ceil(total / COMMUNITY_PAGE_SIZE)),
    total,
    threads: rows.map(threadSummary),
  };
}

// `.server`: it reads discussion text; it lists only lessons the visitor may read.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { commentExcerpt } from '../../common/comment-format';
import { comments, users } from '../db/schema';
import { COMMUNITY_KEY } from './discussion-place';
import { lessonLink } from './lesson-link';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export interface RecentDiscussion {
  id: string;
  lessonTitle: string;
  href: string;
  author: string | null;
  instructor: boolean;
  excerpt: string;
  replyCount: number;
  createdAt: string;
}

/**
 * The community page's latest threads (issue 15): only from discussions this visitor may read (the
 * starter course for any member, the premium course for buyers and owners); none for a visitor without
 * an account. Deleted and hidden threads are left out, and so are hidden or deleted replies from the count.
 * The mastermind community's threads are never listed here (issue 28): they stay inside /premium/community.
 */
export async function listRecentDiscussions({
  db,
  user,
  limit = 10,
}: {
  db: Db;
  user: SessionUser | null;
  limit?: number;
}): Promise<RecentDiscussion[]> {
  if (!user) return [];
  const rows = await db
    .select({
      id: comments.id,
      lessonKey: comments.lessonKey,
      body: comments.body,
      createdAt: comments.createdAt,
      author: users.username,
      instructor: users.isOwner,
      replyCount: sql<number>`(select count(*) from comments as reply where reply.parent_id = "comments"."id" and reply.deleted_at is null and reply.hidden_at is null)`,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        isNull(comments.parentId),
        isNull(comments.deletedAt),
        isNull(comments.hiddenAt),
        ne(comments.lessonKey, COMMUNITY_KEY),
        user.isOwner ? undefined : inArray(comments.courseId, user.access.courseIds),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    ...lessonLink(row.lessonKey, row.id),
    author: row.author,
    instructor: Boolean(row.instructor),
    excerpt: commentExcerpt(row.body),
    replyCount: Number(row.replyCount),
    createdAt: row.createdAt.toISOString(),
  }));
}

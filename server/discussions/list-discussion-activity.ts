// `.server`: it reads discussion text; premium lessons' only for a reader who still has access.
import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { commentExcerpt } from '../../common/comment-format';
import { comments, users } from '../db/schema';
import { lessonLink } from './lesson-link';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export interface DiscussionActivity {
  id: string;
  kind: 'posted' | 'replied-to-you';
  /** Who replied (for replied-to-you). */
  who: string | null;
  lessonTitle: string;
  href: string;
  excerpt: string;
  at: string;
}

const threads = alias(comments, 'threads');

/** The dashboard's Recent Activity in discussions (issue 15): your latest posts and the latest replies to your threads. */
export async function listDiscussionActivity({
  db,
  user,
  limit = 6,
}: {
  db: Db;
  user: SessionUser;
  limit?: number;
}): Promise<DiscussionActivity[]> {
  const readable = user.isOwner
    ? undefined
    : or(inArray(comments.courseId, user.access.courseIds), user.access.community ? isNull(comments.courseId) : undefined);
  const [mine, received] = await Promise.all([
    db
      .select({ id: comments.id, parentId: comments.parentId, lessonKey: comments.lessonKey, body: comments.body, at: comments.createdAt })
      .from(comments)
      .where(and(eq(comments.authorId, user.id), isNull(comments.deletedAt), readable))
      .orderBy(desc(comments.createdAt))
      .limit(limit),
    db
      .select({
        id: comments.id,
        parentId: comments.parentId,
        lessonKey: comments.lessonKey,
        body: comments.body,
        at: comments.createdAt,
        who: users.username,
      })
      .from(comments)
      .innerJoin(threads, eq(threads.id, comments.parentId))
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(
        and(
          eq(threads.authorId, user.id),
          or(isNull(comments.authorId), ne(comments.authorId, user.id)),
          isNull(comments.deletedAt),
          isNull(comments.hiddenAt),
          readable,
        ),
      )
      .orderBy(desc(comments.createdAt))
      .limit(limit),
  ]);
  return [
    ...mine.map((row) => ({ ...row, kind: 'posted' as const, who: null })),
    ...received.map((row) => ({ ...row, kind: 'replied-to-you' as const })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      who: row.who,
      ...lessonLink(row.lessonKey, row.id, row.parentId),
      excerpt: commentExcerpt(row.body, 120),
      at: row.at.toISOString(),
    }));
}

// `.server`: it reads a mastermind thread; call it only for a user checkCommunityAccess let through.
import { and, asc, eq } from 'drizzle-orm';
import { communityThreads, comments, users } from '../db/schema';
import { COMMENT_COLUMNS, commentView } from '../discussions/list-comments';
import { DomainError } from '../errors/domain-error';
import { communityThreadWhere, THREAD_COLUMNS, threadSummary } from './list-community-threads';
import type { CommunityThreadSummary } from '../../common/community-rules';
import type { CommentView } from '../../common/discussion-schemas';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export interface CommunityThreadPage {
  summary: CommunityThreadSummary;
  /** The first comment with its replies, oldest first, as the lesson discussions show them. */
  thread: CommentView;
  /** The reader is an owner: may pin, hide and unhide. */
  moderator: boolean;
}

/**
 * One thread of the community with every reply. A thread that does not exist, is not the community's, is
 * deleted with no reply left or is hidden from this reader is "not found" alike.
 */
export async function readCommunityThread({
  db,
  user,
  threadId,
  now,
}: {
  db: Db;
  user: SessionUser;
  threadId: string;
  now: Date;
}): Promise<CommunityThreadPage> {
  const [row] = await db
    .select({ ...THREAD_COLUMNS, comment: COMMENT_COLUMNS })
    .from(comments)
    .innerJoin(communityThreads, eq(communityThreads.commentId, comments.id))
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.id, threadId), communityThreadWhere(user)))
    .limit(1);
  if (!row) throw new DomainError('not_found', 'Thread not found');
  const replies = await db
    .select(COMMENT_COLUMNS)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.parentId, threadId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return {
    summary: threadSummary(row),
    thread: { ...commentView(row.comment, user, now), replies: replies.map((r) => ({ ...commentView(r, user, now), replies: [] })) },
    moderator: user.isOwner,
  };
}

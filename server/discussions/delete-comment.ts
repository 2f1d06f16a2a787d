import { eq } from 'drizzle-orm';
import { communityThreads, comments } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findCommentForUser } from './discussion-access';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

/**
 * Its author deletes a comment: its text goes at once, the row stays so a reply keeps its place (shown as
 * "deleted") and a thread with replies keeps them. A mastermind thread's title is its author's words too,
 * so it goes with them (issue 28).
 */
export async function deleteComment({ db, user, commentId, now }: { db: Db; user: SessionUser | null; commentId: string; now: Date }) {
  const { comment } = await findCommentForUser({ db, user, commentId });
  if (comment.authorId !== user!.id) throw new DomainError('forbidden', 'You can only delete your own comments.');
  await db.transaction(async (tx) => {
    await tx.update(comments).set({ body: '', deletedAt: now, pinnedAt: null }).where(eq(comments.id, comment.id));
    await tx.update(communityThreads).set({ title: '' }).where(eq(communityThreads.commentId, comment.id));
  });
  return { id: comment.id, deleted: true };
}

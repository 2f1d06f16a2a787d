import { eq } from 'drizzle-orm';
import { comments } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findCommentForUser } from './discussion-access.server';
import type { SessionUser } from '../auth/sessions.server';
import type { Db } from '../db/client';

/**
 * Its author deletes a comment: its text goes at once, the row stays so a reply keeps its place (shown as
 * "deleted") and a thread with replies keeps them.
 */
export async function deleteComment({ db, user, commentId, now }: { db: Db; user: SessionUser | null; commentId: string; now: Date }) {
  const { comment } = await findCommentForUser({ db, user, commentId });
  if (comment.authorId !== user!.id) throw new DomainError('forbidden', 'You can only delete your own comments.');
  await db.update(comments).set({ body: '', deletedAt: now, pinnedAt: null }).where(eq(comments.id, comment.id));
  return { id: comment.id, deleted: true };
}

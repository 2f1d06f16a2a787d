import { eq } from 'drizzle-orm';
import { EDIT_WINDOW_MS } from '../../common/discussion-schemas';
import { comments } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findCommentForUser } from './discussion-access';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

/** Its author changes a comment's text within 15 minutes of posting it; it is then shown as edited. */
export async function editComment({
  db,
  user,
  commentId,
  body,
  now,
}: {
  db: Db;
  user: SessionUser | null;
  commentId: string;
  body: string;
  now: Date;
}) {
  const { comment } = await findCommentForUser({ db, user, commentId });
  if (comment.authorId !== user!.id) throw new DomainError('forbidden', 'You can only edit your own comments.');
  if (now.getTime() - comment.createdAt.getTime() > EDIT_WINDOW_MS) {
    throw new DomainError('forbidden', 'A comment can be edited for 15 minutes after posting. Post a new one instead.');
  }
  if (comment.body === body) return { id: comment.id, edited: comment.editedAt !== null };
  await db.update(comments).set({ body, editedAt: now }).where(eq(comments.id, comment.id));
  return { id: comment.id, edited: true };
}

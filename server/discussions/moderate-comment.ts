import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { comments } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export type Moderation = 'hide' | 'unhide' | 'pin' | 'unpin';

/**
 * An owner hides or unhides a comment (hidden: shown only to its author and owners), or pins or unpins a
 * thread (listed first). Each change is in the audit log, written in the same transaction (issue 13).
 * Doing it twice changes nothing more.
 */
export async function moderateComment({
  db,
  owner,
  commentId,
  action,
  now,
}: {
  db: Db;
  owner: SessionUser;
  commentId: string;
  action: Moderation;
  now: Date;
}) {
  return db.transaction(async (tx) => {
    const [comment] = await tx.select().from(comments).where(eq(comments.id, commentId)).for('update').limit(1);
    if (!comment || comment.deletedAt) throw new DomainError('not_found', 'Comment not found');
    if ((action === 'pin' || action === 'unpin') && comment.parentId) {
      throw new DomainError('invalid', 'Only a thread’s first comment can be pinned, not a reply.');
    }
    const change =
      action === 'hide'
        ? { hiddenAt: comment.hiddenAt ?? now, hiddenBy: comment.hiddenBy ?? owner.id }
        : action === 'unhide'
          ? { hiddenAt: null, hiddenBy: null }
          : action === 'pin'
            ? { pinnedAt: comment.pinnedAt ?? now }
            : { pinnedAt: null };
    const [updated] = await tx.update(comments).set(change).where(eq(comments.id, comment.id)).returning();
    await recordAudit({
      db: tx,
      actorId: owner.id,
      action: `comment.${action}`,
      target: { type: 'comment', id: comment.id },
      details: { lesson: comment.lessonKey },
      now,
    });
    return { id: comment.id, hidden: updated!.hiddenAt !== null, pinned: updated!.pinnedAt !== null };
  });
}

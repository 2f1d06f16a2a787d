import { commentReports } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findCommentForUser } from './discussion-access';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

/** A reader reports a comment to the owners (/admin/reports), once, with a reason. */
export async function reportComment({
  db,
  user,
  commentId,
  reason,
  now,
}: {
  db: Db;
  user: SessionUser | null;
  commentId: string;
  reason: string;
  now: Date;
}) {
  const { comment } = await findCommentForUser({ db, user, commentId });
  if (comment.authorId === user!.id) throw new DomainError('invalid', 'You cannot report your own comment; delete it instead.');
  // The unique index makes a double click, or a second tab, one report.
  const [row] = await db
    .insert(commentReports)
    .values({ commentId: comment.id, reporterId: user!.id, reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: commentReports.id });
  if (!row) throw new DomainError('conflict', 'You have already reported this comment. The owners will look at it.');
  return { id: row.id, reported: true };
}

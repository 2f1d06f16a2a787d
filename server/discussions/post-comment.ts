import { count, eq, lte } from 'drizzle-orm';
import { commentExcerpt } from '../../common/comment-format';
import { mayReceiveOptionalEmail } from '../auth/may-receive-optional-email';
import { hitRateLimit } from '../auth/rate-limit';
import { communityThreads, comments, discussionEmailOptOuts, discussionNotices, users } from '../db/schema';
import { learnerAccessSql } from '../entitlements/learner-access';
import { DomainError } from '../errors/domain-error';
import { readsPlace } from './discussion-access';
import { DISCUSSION_ONE_CLICK_PATH, DISCUSSION_UNSUBSCRIBE_PAGE, discussionUnsubscribeToken } from './discussion-email-link';
import { DEFAULT_DISCUSSION_LIMITS, type DiscussionLimits } from './discussion-limits';
import { discussionReplyEmail } from './discussion-reply-email';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { DiscussionPlace } from './discussion-place';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface PostCommentOptions {
  db: Db;
  mailer: Mailer;
  /** A reader of the place's discussion (server/discussions/discussion-access.ts). */
  user: SessionUser;
  /** A lesson's discussion or the mastermind community (server/discussions/discussion-place.ts). */
  place: DiscussionPlace;
  /** Already validated (common/discussion-schemas.ts). */
  body: string;
  /** The comment replied to; a reply to a reply joins the same thread (one level). */
  parentId?: string | null;
  /** The client's address, for the per-address limit. */
  ip: string;
  now: Date;
  limits?: DiscussionLimits;
  /** Runs in the comment's transaction: what a place adds to a new thread (a mastermind thread's title, issue 28). */
  onPosted?: (tx: Db, comment: typeof comments.$inferSelect) => Promise<void>;
}

async function checkLimits(db: Db, limits: DiscussionLimits, userId: string, ip: string, now: Date): Promise<void> {
  for (const [rule, subject] of [
    [limits.perAccount, userId],
    [limits.perAddress, ip],
  ] as const) {
    const result = await hitRateLimit({ db, rule, subject, now });
    if (!result.allowed) {
      throw new DomainError('rate_limited', 'You are posting too quickly. Please wait a little before posting again.', {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  }
}

/** May this account still read the place's discussion (a buyer who was refunded may not)? */
async function stillReads(db: Db, userId: string, place: DiscussionPlace, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ isOwner: users.isOwner, access: learnerAccessSql(now) })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row && readsPlace(row, place));
}

/**
 * Posts a comment or a reply (issue 15). A reply emails the thread's author, unless they wrote it, turned
 * these emails off, can no longer read the lesson, or were emailed about this thread within the hour; the
 * email is queued in the same transaction as the reply (docs/decisions/004-email-outbox.md).
 */
export async function postComment({
  db,
  mailer,
  user,
  place,
  body,
  parentId,
  ip,
  now,
  limits = DEFAULT_DISCUSSION_LIMITS,
  onPosted,
}: PostCommentOptions) {
  let thread: typeof comments.$inferSelect | undefined;
  if (parentId) {
    const [parent] = await db.select().from(comments).where(eq(comments.id, parentId)).limit(1);
    // A parent in another lesson (maybe one the user may not read) is "not found", as if it did not exist.
    if (
      !parent ||
      parent.lessonKey !== place.key ||
      parent.deletedAt ||
      (parent.hiddenAt && parent.authorId !== user.id && !user.isOwner)
    ) {
      throw new DomainError('not_found', 'The comment you are replying to was not found. It may have been deleted.', { field: 'parentId' });
    }
    [thread] = parent.parentId ? await db.select().from(comments).where(eq(comments.id, parent.parentId)).limit(1) : [parent];
    if (!thread) throw new DomainError('not_found', 'The comment you are replying to was not found.', { field: 'parentId' });
  }
  await checkLimits(db, limits, user.id, ip, now);

  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ n: count() }).from(comments).where(eq(comments.authorId, user.id));
    const linksAsText = now.getTime() - user.createdAt.getTime() < DAY_MS && (previous?.n ?? 0) === 0;
    const [comment] = await tx
      .insert(comments)
      .values({
        courseId: place.courseId,
        lessonKey: place.key,
        parentId: thread?.id ?? null,
        authorId: user.id,
        body,
        linksAsText,
        createdAt: now,
      })
      .returning();
    if (!comment) throw new Error('insert into comments returned no row');
    await onPosted?.(tx, comment);

    const recipientId = thread?.authorId;
    if (thread && recipientId && recipientId !== user.id && (await stillReads(tx, recipientId, place, now))) {
      const [optedOut] = await tx.select().from(discussionEmailOptOuts).where(eq(discussionEmailOptOuts.userId, recipientId)).limit(1);
      const [candidate] = await tx
        .select({ email: users.email, username: users.username, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, recipientId));
      // One email per thread per hour: the notice row is claimed atomically, so two replies at once send one.
      // An address not yet proved gets none (issue 26 item 15), and claims no hour: once verified, the next reply emails.
      const claimed =
        optedOut || !candidate || !mayReceiveOptionalEmail(candidate)
          ? []
          : await tx
              .insert(discussionNotices)
              .values({ userId: recipientId, threadId: thread.id, sentAt: now })
              .onConflictDoUpdate({
                target: [discussionNotices.userId, discussionNotices.threadId],
                set: { sentAt: now },
                setWhere: lte(discussionNotices.sentAt, new Date(now.getTime() - HOUR_MS)),
              })
              .returning();
      const recipient = claimed.length ? candidate : undefined;
      if (recipient) {
        const token = await discussionUnsubscribeToken(tx, recipientId);
        const site = mailer.siteUrl;
        // A mastermind thread is named by its title (issue 28), a lesson's by the lesson.
        const [community] =
          place.kind === 'community'
            ? await tx.select({ title: communityThreads.title }).from(communityThreads).where(eq(communityThreads.commentId, thread.id))
            : [];
        const message = discussionReplyEmail(site, {
          recipient: recipient.username,
          replier: user.username,
          instructor: user.isOwner,
          where: community ? { kind: 'community', title: community.title } : { kind: 'lesson', title: place.title },
          excerpt: commentExcerpt(body, 400),
          commentUrl: `${site}${place.commentPath(comment.id, thread.id)}`,
          unsubscribeUrl: `${site}${DISCUSSION_UNSUBSCRIBE_PAGE}?token=${token}`,
        });
        await mailer.queue(
          tx,
          {
            kind: 'discussion-reply',
            to: recipient.email,
            userId: recipientId,
            ...message,
            headers: {
              'List-Unsubscribe': `<${site}${DISCUSSION_ONE_CLICK_PATH}?token=${token}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          },
          now,
        );
      }
    }
    return { id: comment.id, parentId: comment.parentId, createdAt: comment.createdAt.toISOString(), linksClickable: !linksAsText };
  });
}

import { communityThreads } from '../db/schema';
import { COMMUNITY_PLACE } from '../discussions/discussion-place';
import { postComment } from '../discussions/post-comment';
import type { CommunityCategory } from '../../common/community-rules';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { DiscussionLimits } from '../discussions/discussion-limits';
import type { Mailer } from '../email/outbox';

/**
 * A member starts a mastermind thread (issue 28): an ordinary first comment of the community, posted by the
 * discussions' own postComment (its rate limits and new-account link rule), with its category and title
 * written in the same transaction.
 */
export async function startCommunityThread({
  db,
  mailer,
  user,
  category,
  title,
  body,
  ip,
  now,
  limits,
}: {
  db: Db;
  mailer: Mailer;
  /** A member checkCommunityAccess let through. */
  user: SessionUser;
  /** Already validated (common/community-schemas.ts). */
  category: CommunityCategory;
  title: string;
  body: string;
  ip: string;
  now: Date;
  limits?: DiscussionLimits;
}) {
  const comment = await postComment({
    db,
    mailer,
    user,
    place: COMMUNITY_PLACE,
    body,
    parentId: null,
    ip,
    now,
    limits,
    onPosted: async (tx, posted) => {
      await tx.insert(communityThreads).values({ commentId: posted.id, category, title });
    },
  });
  return { id: comment.id, category, title, createdAt: comment.createdAt, linksClickable: comment.linksClickable };
}

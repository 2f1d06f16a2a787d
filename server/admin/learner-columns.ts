import { users } from '../db/schema';
import { memberAreaSql } from '../entitlements/learner-access';

/** What the owner sees of a learner, on the list and on the learner's own page. */
export const learnerColumns = (now: Date) => ({
  id: users.id,
  username: users.username,
  email: users.email,
  isOwner: users.isOwner,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
  hasPremiumAccess: memberAreaSql(now),
});

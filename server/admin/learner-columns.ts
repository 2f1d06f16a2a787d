import { premiumAccessSql } from '../auth/sessions';
import { users } from '../db/schema';

/** What the owner sees of a learner, on the list and on the learner's own page. */
export const LEARNER_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  isOwner: users.isOwner,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
  hasPremiumAccess: premiumAccessSql(users.id),
};

import { eq } from 'drizzle-orm';
import { discussionEmailOptOuts, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { accountOfUnsubscribeToken } from './discussion-email-link';
import type { Db } from '../db/client';

/** Whether this account is emailed when someone replies to its comments (on unless it opted out). */
export async function discussionEmailsEnabled({ db, userId }: { db: Db; userId: string }): Promise<boolean> {
  const [row] = await db.select().from(discussionEmailOptOuts).where(eq(discussionEmailOptOuts.userId, userId)).limit(1);
  return !row;
}

/** The /account setting: turns reply emails on or off; setting it twice changes nothing more. */
export async function setDiscussionEmails({ db, userId, enabled, now }: { db: Db; userId: string; enabled: boolean; now: Date }) {
  if (enabled) await db.delete(discussionEmailOptOuts).where(eq(discussionEmailOptOuts.userId, userId));
  else await db.insert(discussionEmailOptOuts).values({ userId, createdAt: now }).onConflictDoNothing();
  return { enabled };
}

/** The one-click link of a reply email: no session needed, the signed token is the authority. */
export async function unsubscribeDiscussionEmails({ db, token, now }: { db: Db; token: string; now: Date }): Promise<{ email: string }> {
  const userId = await accountOfUnsubscribeToken(db, token);
  const [account] = userId ? await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1) : [];
  if (!userId || !account) throw new DomainError('invalid', 'This unsubscribe link is not valid.', { field: 'token' });
  await setDiscussionEmails({ db, userId, enabled: false, now });
  return { email: account.email };
}

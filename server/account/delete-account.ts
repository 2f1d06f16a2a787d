import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cancelAtStripe } from '../billing/cancel-at-stripe';
import { endSubscriptionsNow } from '../billing/end-subscription-now';
import { communityThreads, comments, contactMessages, newsletterSubscribers, purchases, users } from '../db/schema';
import { checkAccountPassword } from './check-account-password';
import type { AuthLimits } from '../auth/limits';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';

export interface DeleteAccountOptions {
  db: Db;
  limits: AuthLimits;
  ip: string;
  now: Date;
  user: SessionUser;
  /** Valid by deleteAccountSchema (common/auth-schemas.ts); checked against the account's. */
  password: string;
  /** Stripe subscriptions are ended there first (issue 44). */
  gateway: PaymentGateway;
}

/**
 * Deletes the account, proven by its password, in one transaction. Personal data goes: the user row,
 * sessions, reset links, lesson progress and activity, checkout intents, unsent mail and the reports it
 * filed, reasons included (all `on delete cascade`), and the newsletter subscription of the same address.
 * Its discussion posts are deleted as their author would delete them (text gone, row kept, so a reply keeps
 * its place under "This comment was deleted."); the schema refuses an authorless comment that is not.
 * Contact messages from its address keep only a line saying they were removed at the sender's request.
 * Purchases stay for the accounts, anonymised (`purchases.user_id` is `on delete set null`): amount,
 * course, date and payment reference only (docs/decisions/024b-account-deletion-leaves-no-text.md). Its
 * subscriptions end first, so nothing is charged again.
 */
export async function deleteAccount({ db, limits, ip, now, user, password, gateway }: DeleteAccountOptions): Promise<void> {
  await checkAccountPassword({ db, limits, ip, now, user, password, field: 'password' });
  await cancelAtStripe({ db, gateway, where: { userId: user.id } });
  await db.transaction(async (tx) => {
    // Nothing is charged to an account that is gone (issue 44): its subscriptions and payment plans end now.
    await endSubscriptionsNow({ db: tx, where: { userId: user.id }, reason: 'Account deleted', now });
    await tx.update(purchases).set({ userId: null, updatedAt: now }).where(eq(purchases.userId, user.id));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email.toLowerCase()));
    await tx
      .update(comments)
      .set({ body: '', deletedAt: now, pinnedAt: null })
      .where(and(eq(comments.authorId, user.id), isNull(comments.deletedAt)));
    // A mastermind thread's title is its author's text too (issue 28).
    await tx
      .update(communityThreads)
      .set({ title: '' })
      .where(inArray(communityThreads.commentId, tx.select({ id: comments.id }).from(comments).where(eq(comments.authorId, user.id))));
    // content/legal/privacy.md promises the messages go; the owner keeps a line saying one did (in its
    // status, new or handled), so a conversation they were having does not vanish without a word.
    await tx
      .update(contactMessages)
      .set({ name: null, email: null, message: null, removedAt: now })
      .where(and(eq(sql`lower(${contactMessages.email})`, user.email.toLowerCase()), isNull(contactMessages.removedAt)));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

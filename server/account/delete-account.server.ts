import { eq } from 'drizzle-orm';
import { contactMessages, newsletterSubscribers, purchases, users } from '../db/schema';
import { checkAccountPassword } from './check-account-password';
import type { AuthLimits } from '../auth/limits';
import type { SessionUser } from '../auth/sessions.server';
import type { Db } from '../db/client';

export interface DeleteAccountOptions {
  db: Db;
  limits: AuthLimits;
  ip: string;
  now: Date;
  user: SessionUser;
  /** Valid by deleteAccountSchema (common/auth-schemas.ts); checked against the account's. */
  password: string;
}

/**
 * Deletes the account, proven by its password. Personal data goes: the user row, sessions, reset links,
 * lesson progress and activity, checkout intents and unsent mail (all `on delete cascade`), and the
 * newsletter subscription and contact messages of the same address. Purchases stay for the accounts, anonymised
 * (`purchases.user_id` is `on delete set null`): amount, course, date and payment reference only.
 */
export async function deleteAccount({ db, limits, ip, now, user, password }: DeleteAccountOptions): Promise<void> {
  await checkAccountPassword({ db, limits, ip, now, user, password, field: 'password' });
  await db.transaction(async (tx) => {
    await tx.update(purchases).set({ userId: null, updatedAt: now }).where(eq(purchases.userId, user.id));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email.toLowerCase()));
    // Messages sent through /contact from the account's address go too (content/legal/privacy.md promises it).
    await tx.delete(contactMessages).where(eq(contactMessages.email, user.email.toLowerCase()));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

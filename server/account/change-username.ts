import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/client';

export interface ChangeUsernameOptions {
  db: Db;
  userId: string;
  /** Valid by changeUsernameSchema (common/auth-schemas.ts). */
  username: string;
}

export async function changeUsername({ db, userId, username }: ChangeUsernameOptions): Promise<{ username: string }> {
  await db.update(users).set({ username }).where(eq(users.id, userId));
  return { username };
}

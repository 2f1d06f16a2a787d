import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/client';

/**
 * The name an owner writes under (issue 41 item 13): the one printed on their certificates when they set one,
 * else their username. A new article's author, and the author of one published with the field left empty.
 */
export async function ownerNameOf(db: Db, userId: string | null): Promise<string | undefined> {
  if (!userId) return undefined;
  const [user] = await db
    .select({ username: users.username, certificateName: users.certificateName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  return user.certificateName?.trim() || user.username;
}

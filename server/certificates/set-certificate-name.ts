import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/client';

/**
 * The name printed on the learner's certificates from now on (every one of them, at its next view).
 * An empty name goes back to the username. The caller has validated it (common/certificates.ts).
 */
export async function setCertificateName({ db, userId, name }: { db: Db; userId: string; name: string }): Promise<{ name: string }> {
  const [row] = await db
    .update(users)
    .set({ certificateName: name === '' ? null : name })
    .where(eq(users.id, userId))
    .returning({ username: users.username, certificateName: users.certificateName });
  return { name: row?.certificateName ?? row?.username ?? name };
}

import { asc, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { recordAudit } from './record-audit';
import type { Db } from '../db/client';

/**
 * Makes an account an owner, or an ordinary account again (`npm run owner`, server/cli/owner.ts). Shell
 * access to the server is the proof of ownership, so the audit row has no actor.
 */
export async function setOwner({
  db,
  email,
  isOwner,
  now,
}: {
  db: Db;
  email: string;
  isOwner: boolean;
  now: Date;
}): Promise<{ id: string; email: string; changed: boolean }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, isOwner: users.isOwner })
      .from(users)
      .where(eq(sql`lower(${users.email})`, address))
      .limit(1)
      .for('update');
    if (!user) {
      throw new DomainError('not_found', `No account has the email ${address}. Sign up on the site with it first, then run this again.`);
    }
    if (user.isOwner === isOwner) return { id: user.id, email: user.email, changed: false };
    await tx.update(users).set({ isOwner }).where(eq(users.id, user.id));
    await recordAudit({
      db: tx,
      actorId: null,
      action: isOwner ? 'owner.grant' : 'owner.revoke',
      target: { type: 'user', id: user.id },
      details: { email: user.email, via: 'command' },
      now,
    });
    return { id: user.id, email: user.email, changed: true };
  });
}

export async function listOwners({ db }: { db: Db }): Promise<Array<{ id: string; email: string; username: string }>> {
  return db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.isOwner, true))
    .orderBy(asc(users.email));
}

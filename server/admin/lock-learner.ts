import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the owner gives when granting or taking back a learner's access (issue 13). */
export interface AccessChangeOptions {
  db: Db;
  now: Date;
  learnerId: string;
  actorId: string;
  reason: string;
  /** The offer to grant or take back; default: the one that sells the member area (the premium offer). */
  offerId?: string;
}

/**
 * Locks the learner's row for the rest of the transaction, so a grant, a revocation and an account
 * deletion of the same learner run one after another; not_found when there is no such learner.
 */
export async function lockLearner({ tx, learnerId }: { tx: Tx; learnerId: string }): Promise<void> {
  const [learner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, learnerId)).limit(1).for('update');
  if (!learner) throw new DomainError('not_found', 'No such learner.');
}

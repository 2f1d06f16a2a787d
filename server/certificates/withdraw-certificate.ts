import { and, eq } from 'drizzle-orm';
import { certificates } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

/**
 * The learner takes a certificate's public page down (withdrawn: true) or puts it back (false). Only
 * their own: anyone else's answers not_found, as an unknown id does.
 */
export async function setCertificateWithdrawn({
  db,
  userId,
  certificateId,
  withdrawn,
  now,
}: {
  db: Db;
  userId: string;
  certificateId: string;
  withdrawn: boolean;
  now: Date;
}): Promise<{ id: string; withdrawn: boolean }> {
  const [row] = await db
    .update(certificates)
    .set({ withdrawnAt: withdrawn ? now : null })
    .where(and(eq(certificates.id, certificateId), eq(certificates.userId, userId)))
    .returning({ id: certificates.id });
  if (!row) throw new DomainError('not_found', 'You have no certificate with this id.');
  return { id: row.id, withdrawn };
}

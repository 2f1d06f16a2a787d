import { and, eq } from 'drizzle-orm';
import { passkeys } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { passkeySummary } from './list-passkeys';
import type { PasskeySummary } from '../../common/passkeys';
import type { Db } from '../db/client';

export const NO_SUCH_PASSKEY = 'No such passkey on your account.';

/** Renames one of the account's passkeys; another account's passkey is not_found, as if it did not exist. */
export async function renamePasskey({
  db,
  userId,
  passkeyId,
  name,
}: {
  db: Db;
  userId: string;
  passkeyId: string;
  name: string;
}): Promise<PasskeySummary> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw new DomainError('not_found', NO_SUCH_PASSKEY);
  return passkeySummary(row);
}

import { eq } from 'drizzle-orm';
import { passkeys } from '../db/schema';
import type { Config } from '../config';
import type { Db } from '../db/client';

/**
 * Whether the dashboard offers to add a passkey: while passkeys work on this site, the account has none,
 * and its owner has not said "Not now" (a cookie). Offered, never required (docs/decisions/015-passkeys.md).
 */
export async function shouldOfferPasskey({
  db,
  config,
  userId,
  dismissed,
}: {
  db: Db;
  config: Pick<Config, 'passkeys'>;
  userId: string;
  dismissed: boolean;
}): Promise<boolean> {
  if (!config.passkeys || dismissed) return false;
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return !row;
}

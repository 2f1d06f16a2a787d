import { lt } from 'drizzle-orm';
import { passwordResetTokens } from '../db/schema';
import type { Db } from '../db/client';

// Kept a day past expiry, so a late click says "expired" rather than "not valid".
const RESET_TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;

/** Housekeeping at start-up (server/create-services.ts). */
export async function deleteExpiredResetTokens({ db, now }: { db: Db; now: Date }): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - RESET_TOKEN_KEEP_MS)));
}

import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../db/schema';
import { hashToken } from './hash-token';
import type { ResetTokenState } from '../../common/password-reset';
import type { Db } from '../db/client';

export interface CheckResetTokenOptions {
  db: Db;
  /** As it came in the link: anything not shaped like a token is 'unknown'. */
  token: string;
  now: Date;
}

/** What the reset page shows before the form is filled: the form, or why the link no longer works. */
export async function checkResetToken({ db, token, now }: CheckResetTokenOptions): Promise<ResetTokenState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return 'unknown';
  const [row] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.id, hashToken(token)))
    .limit(1);
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

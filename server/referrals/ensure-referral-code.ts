import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors';
import { referralCodes } from '../db/schema';
import type { Db } from '../db/client';

export interface EnsureReferralCodeOptions {
  db: Db;
  userId: string;
  now: Date;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** 10 characters of 31 (about 49 bits): nobody finds someone's link by trying codes. */
function newCode(): string {
  const bytes = randomBytes(LENGTH * 2);
  let code = '';
  // Rejection sampling: 248 is the largest multiple of 31 below 256, so every character is equally likely.
  for (const byte of bytes) {
    if (byte < 248) code += ALPHABET[byte % ALPHABET.length];
    if (code.length === LENGTH) break;
  }
  return code.length === LENGTH ? code : newCode();
}

/** The learner's referral code, made the first time it is asked for (two first asks at once agree on one). */
export async function ensureReferralCode({ db, userId, now }: EnsureReferralCodeOptions): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
    if (existing) return existing.code;
    try {
      const [made] = await db
        .insert(referralCodes)
        .values({ userId, code: newCode(), createdAt: now })
        .onConflictDoNothing({ target: referralCodes.userId })
        .returning({ code: referralCodes.code });
      if (made) return made.code;
    } catch (error) {
      // Another learner's code drawn again (about one in 10^14 per draw): draw again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

import { attemptFailed, forgetAttempt, startAttempt } from './failure-throttle';
import { countHit, currentCount, secondsUntil } from './rate-limit';
import type { Db } from '../db/client';
import type { AuthLimits } from './limits';

export type PasswordAttemptResult = { outcome: 'valid' } | { outcome: 'wrong' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * One try of an account's password from one address, under the sign-in limits
 * (docs/decisions/003-sessions-and-passwords.md). The addresses that fail are slowed down, then refused;
 * the account is never locked for everyone:
 * - an address's failures on any account (`loginPerIp`) and on this account (`loginPerAccountAndIp`)
 *   earn it growing delays, then 429 until the window ends;
 * - once the account has had `loginPerAccount.limit` failures in the window, from anywhere, only an
 *   address that has not failed on it yet may try: guessing from many addresses gets one try per address,
 *   and the owner's correct password from a clean address still signs in.
 * `check` compares the password; a correct one gives its attempts back (only failures count). An unknown
 * account goes through the same steps as a known one.
 */
export async function tryPassword(
  db: Db,
  limits: AuthLimits,
  who: { email: string; ip: string },
  now: Date,
  check: () => Promise<boolean>,
): Promise<PasswordAttemptResult> {
  const byIp = await startAttempt({ db, rule: limits.loginPerIp, subject: who.ip, now });
  if (!byIp.allowed) return { outcome: 'throttled', retryAfterSeconds: byIp.retryAfterSeconds };
  const byPair = await startAttempt({ db, rule: limits.loginPerAccountAndIp, subject: `${who.email} ${who.ip}`, now });
  if (!byPair.allowed) {
    await forgetAttempt({ db, attempt: byIp.attempt });
    return { outcome: 'throttled', retryAfterSeconds: byPair.retryAfterSeconds };
  }
  const attempts = [byIp.attempt, byPair.attempt];
  if (byPair.attempt.count > 1) {
    const account = await currentCount({ db, rule: limits.loginPerAccount, subject: who.email, now });
    if (account.count >= limits.loginPerAccount.limit) {
      await Promise.all(attempts.map((attempt) => forgetAttempt({ db, attempt })));
      return { outcome: 'throttled', retryAfterSeconds: secondsUntil(account.resetAt, now) };
    }
  }
  if (await check()) {
    await Promise.all(attempts.map((attempt) => forgetAttempt({ db, attempt })));
    return { outcome: 'valid' };
  }
  await Promise.all([
    ...attempts.map((attempt) => attemptFailed({ db, attempt, now })),
    countHit({ db, rule: limits.loginPerAccount, subject: who.email, now }),
  ]);
  return { outcome: 'wrong' };
}

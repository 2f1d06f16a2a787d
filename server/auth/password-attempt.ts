import { attemptFailed, forgetAttempt, startAttempt, takeTurn } from './failure-throttle';
import { alertAccountHolder } from './guessing-alert';
import { countHit, secondsUntil, uncountHit } from './rate-limit';
import type { Db } from '../db/client';
import type { AccountSlowDownRule, AuthLimits } from './limits';

export type PasswordAttemptResult = { outcome: 'valid' } | { outcome: 'wrong' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * One try of an account's password from one address, under the sign-in limits
 * (docs/decisions/003-sessions-and-passwords.md, 024c-account-wide-slow-down.md). The account is never
 * locked for everyone, but guessing it is slowed down:
 * - an address's failures on any account (`loginPerIp`) and on this account (`loginPerAccountAndIp`)
 *   earn it growing delays, then 429 until the window ends;
 * - once the account has had `loginPerAccount.limit` failures in the window, from anywhere, an address
 *   that has already failed on it gets no further try, and every other address must wait its turn: one
 *   attempt per delay on the whole account (doubling up to `maxDelayMs`), however many addresses try.
 *   The owner still gets in at once with a passkey or a reset link, which these limits do not touch.
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
  const rule = limits.loginPerAccount;
  // Counted before the check, failures and attempts in flight together, so a burst from many addresses
  // at once sees its own size.
  const account = await countHit({ db, rule, subject: who.email, now });
  const giveBack = () =>
    Promise.all([...attempts.map((attempt) => forgetAttempt({ db, attempt })), uncountHit({ db, rule, subject: who.email })]);
  if (account.count > rule.limit) {
    // The slow-down is on: its holder is told, at most once a day, whoever gets to it first.
    await alertAccountHolder({ db, email: who.email, now });
    if (byPair.attempt.count > 1) {
      await giveBack();
      return { outcome: 'throttled', retryAfterSeconds: secondsUntil(account.resetAt, now) };
    }
    const turn = await takeTurn({ db, rule, subject: who.email, holdMs: accountDelayMs(rule, account.count), now });
    if (!turn.taken) {
      await giveBack();
      return { outcome: 'throttled', retryAfterSeconds: turn.retryAfterSeconds };
    }
  }
  if (await check()) {
    await giveBack();
    return { outcome: 'valid' };
  }
  await Promise.all(attempts.map((attempt) => attemptFailed({ db, attempt, now })));
  return { outcome: 'wrong' };
}

/** How long the account's `count`-th attempt in a window holds the next one back (past the limit). */
export function accountDelayMs(rule: AccountSlowDownRule, count: number): number {
  if (count <= rule.limit) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (count - rule.limit - 1));
}

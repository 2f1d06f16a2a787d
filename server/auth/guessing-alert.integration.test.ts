import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../common/site';
import { createTestApp, GOOD_PASSWORD, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { DEFAULT_AUTH_LIMITS } from './limits';

/**
 * Issue 41 §8: when an account's sign-in slow-down starts (docs/decisions/024c-account-wide-slow-down.md), its
 * holder is emailed, at most once a day, with what helps them secure the account and nothing that helps the guesser.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LIMIT = DEFAULT_AUTH_LIMITS.loginPerAccount.limit;
const HOUR = 3_600_000;
const GUESS = 'Guess-Number-7';
const wrong = (client: TestClient, email: string) => client.post('/api/auth/login', { email, password: GUESS });
const alertsTo = async (email: string) => (await t.mail.to(email)).filter((m) => m.subject.includes('trying to sign in'));

/** `count` wrong passwords on `email`, each from an address of its own, all at once; the guessers and their answers. */
async function guess(email: string, count: number) {
  const guessers = Array.from({ length: count }, () => t.client());
  const answers = await Promise.all(guessers.map((guesser) => wrong(guesser, email)));
  return { guessers, statuses: answers.map((res) => res.status) };
}

describe('an account under guessing', { timeout: 60_000 }, () => {
  it('emails its holder once when the slow-down starts, however many guesses come at once, and once more a day later', async () => {
    const { email, username } = await t.client().signUp({ username: 'guarded' });
    // Up to the limit the account is not slowed down, and its holder is not troubled.
    for (const status of (await guess(email, LIMIT)).statuses) expect(status).toBe(401);
    expect(await alertsTo(email)).toEqual([]);

    const burst = await guess(email, 12);
    for (const status of burst.statuses) expect([401, 429]).toContain(status);
    const [alert, ...more] = await alertsTo(email);
    expect(more).toEqual([]);
    expect(alert!.to).toBe(email);
    expect(alert!.subject).toBe(`Someone is trying to sign in to your ${SITE_NAME} account`);
    // What the holder can do: a new password, a passkey, the signed-in devices.
    expect(alert!.text).toContain(`Hi ${username}`);
    expect(alert!.text).toContain('/forgot-password');
    expect(alert!.text).toContain('/account#passkeys');
    expect(alert!.text).toMatch(/sign out any you do not recognise/);
    // Nothing for the guesser: no address, no guess, no count of the attempts, no time.
    for (const part of [alert!.text, alert!.html]) {
      for (const { ip } of burst.guessers) expect(part).not.toContain(ip);
      expect(part).not.toContain(GUESS);
      expect(part).not.toMatch(/\b(1[0-9]|2[0-9])\b/);
      expect(part).not.toMatch(/\d{1,2}:\d{2}/);
    }

    // The same day, a new window of guessing: no second email.
    t.clock.advance(12 * HOUR);
    await guess(email, LIMIT + 4);
    expect(await alertsTo(email)).toHaveLength(1);
    // A day after the first: one more.
    t.clock.advance(12 * HOUR + 60_000);
    await guess(email, LIMIT + 4);
    expect(await alertsTo(email)).toHaveLength(2);
  });

  it('sends nothing for an address without an account, and answers the guesser alike', async () => {
    const { email } = await t.client().signUp();
    const nobody = uniqueEmail('nobody');
    const known = await guess(email, LIMIT + 3);
    const unknown = await guess(nobody, LIMIT + 3);
    expect(unknown.statuses.filter((s) => s === 401).length).toBe(known.statuses.filter((s) => s === 401).length);
    expect(await alertsTo(nobody)).toEqual([]);
    expect(await alertsTo(email)).toHaveLength(1);
    // The holder still gets in (from an address that has not failed), after at most one turn of the slow-down.
    const owner = t.client();
    await expect
      .poll(async () => (await owner.post('/api/auth/login', { email, password: GOOD_PASSWORD })).status, { timeout: 10_000 })
      .toBe(200);
  });
});

// Accounts made directly in the database for integration tests whose subject is not sign-up or checkout:
// sign-up's own limits, argon2 and the payment flow are tested elsewhere (server/auth, server/payments).
import { randomBytes } from 'node:crypto';
import { PREMIUM_COURSE_ID } from '../content/courses/courses';
import { createSession, type SessionUser } from '../server/auth/sessions';
import { purchases, users } from '../server/db/schema';
import { loadLearnerAccess } from '../server/entitlements/learner-access';
import { sessionCookieName } from '../server/http/session-cookie';
import { uniqueEmail, type TestApp, type TestClient } from './test-app';
import type { Db } from '../server/db/client';

const DAY = 24 * 60 * 60 * 1000;

export interface Member {
  client: TestClient;
  id: string;
  email: string;
  username: string;
  user: SessionUser;
  /** The paid purchase of a `premium` member. */
  purchaseId?: string;
}

export interface MemberOptions {
  username?: string;
  /** A paid purchase of the premium course. */
  premium?: boolean;
  owner?: boolean;
  /** How long ago the account was made (3 days by default: an established member). */
  ageMs?: number;
  ip?: string;
}

/** An account with a confirmed address, inserted directly, signed in through a session of its own. */
export async function insertMember(t: TestApp, opts: MemberOptions = {}): Promise<Member> {
  const username = opts.username ?? `member_${randomBytes(3).toString('hex')}`;
  const now = t.services.now();
  const [row] = await t.db
    .insert(users)
    .values({
      username,
      email: uniqueEmail(username),
      passwordHash: 'not-used',
      isOwner: opts.owner ?? false,
      // Established members have confirmed their address (unverified ones: email-verification.integration.test.ts).
      emailVerifiedAt: now,
      createdAt: new Date(now.getTime() - (opts.ageMs ?? 3 * DAY)),
    })
    .returning();
  const [purchase] = opts.premium
    ? await t.db
        .insert(purchases)
        .values({
          userId: row!.id,
          courseId: PREMIUM_COURSE_ID,
          paymentIntentId: `pi_test_${randomBytes(8).toString('hex')}`,
          amount: 999,
          currency: 'GBP',
          status: 'paid',
        })
        .returning()
    : [];
  const client = t.client(opts.ip ? { ip: opts.ip } : {});
  const { token } = await createSession({ db: t.db, userId: row!.id, now });
  client.cookies.set(sessionCookieName(t.services.config), token);
  const user: SessionUser = {
    id: row!.id,
    username,
    email: row!.email,
    createdAt: row!.createdAt,
    hasPremiumAccess: Boolean(opts.premium),
    isOwner: Boolean(opts.owner),
    signedInAt: now,
    emailVerified: true,
    access: await loadLearnerAccess({ db: t.db, userId: row!.id, now }),
  };
  return { client, id: row!.id, email: row!.email, username, user, purchaseId: purchase?.id };
}

/** Premium access as an owner's grant gives it (no payment); `at` back-dates it. */
export async function grantPremium(db: Db, userId: string, at?: Date): Promise<void> {
  await db.insert(purchases).values({
    userId,
    courseId: PREMIUM_COURSE_ID,
    amount: 0,
    currency: 'GBP',
    status: 'granted',
    grantReason: 'integration test',
    ...(at ? { createdAt: at } : {}),
  });
}

/** A learner who signed up through the API and was given premium access (`at` back-dates it), signed in. */
export async function premiumLearner(t: TestApp, label: string, at?: Date): Promise<{ client: TestClient; id: string; email: string }> {
  const client = t.client();
  const { user, email } = await client.signUp({ username: label });
  await grantPremium(t.db, user.id, at);
  return { client, id: user.id, email };
}

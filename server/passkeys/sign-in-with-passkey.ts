import { and, eq } from 'drizzle-orm';
import { attemptFailed, forgetAttempt, startAttempt } from '../auth/failure-throttle';
import { hashToken } from '../auth/hash-token';
import { createSession, deleteSession } from '../auth/sessions';
import { tooManyAttempts } from '../auth/too-many-attempts';
import { passkeys, users } from '../db/schema';
import { memberAreaSql } from '../entitlements/learner-access';
import { DomainError } from '../errors/domain-error';
import { challengeOf, takeChallenge } from './passkey-challenges';
import { isUserHandleOf } from './user-handle';
import { webauthn } from './webauthn';
import type { AuthSuccess } from '../auth/auth-result';
import type { AuthLimits } from '../auth/limits';
import type { Db } from '../db/client';
import type { RelyingParty } from './relying-party';
import type { verifyAuthenticationResponse, AuthenticationResponseJSON } from '@simplewebauthn/server';

export const PASSKEY_SIGN_IN_EXPIRED = 'This passkey request has expired or was already used. Please try again.';
export const PASSKEY_NOT_REGISTERED =
  'This passkey is not registered here (it may have been removed). Sign in with your email and password instead.';
export const PASSKEY_NOT_VERIFIED = 'Your passkey could not be verified. Please try again.';

/**
 * The second half of signing in with a passkey: the browser's signed answer to a challenge this
 * pre-sign-in token was given. The challenge is taken first (single use, five minutes), then the
 * passkey is looked up by its credential id and the signature, origin, relying party, user
 * verification and signature counter are checked by @simplewebauthn/server. Success starts a session
 * exactly as a password sign-in does (server/auth/log-in.ts): a new token, the browser's previous
 * session ended. Every failure counts against the address under the sign-in limits, as a wrong password does.
 */
export async function signInWithPasskey({
  db,
  relyingParty,
  limits,
  ip,
  now,
  preSignInToken,
  previousSessionToken,
  response,
}: {
  db: Db;
  relyingParty: RelyingParty;
  limits: AuthLimits;
  ip: string;
  now: Date;
  preSignInToken: string | undefined;
  previousSessionToken: string | undefined;
  response: AuthenticationResponseJSON;
}): Promise<AuthSuccess> {
  const started = await startAttempt({ db, rule: limits.loginPerIp, subject: ip, now });
  if (!started.allowed) {
    throw tooManyAttempts(started.retryAfterSeconds);
  }
  const fail = async (message: string): Promise<never> => {
    await attemptFailed({ db, attempt: started.attempt, now });
    throw new DomainError('invalid', message);
  };

  const challenge = challengeOf(response.response.clientDataJSON);
  const taken =
    challenge !== undefined &&
    preSignInToken !== undefined &&
    (await takeChallenge(db, { challenge, purpose: 'authentication', owner: hashToken(preSignInToken), now }));
  if (!taken || !challenge) return fail(PASSKEY_SIGN_IN_EXPIRED);

  const [found] = await db
    .select({
      passkey: passkeys,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        createdAt: users.createdAt,
        hasPremiumAccess: memberAreaSql(now),
      },
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id))
    .limit(1);
  if (!found) return fail(PASSKEY_NOT_REGISTERED);
  const { passkey, user } = found;
  // A discoverable passkey says whose it is; it must be the account the credential was registered to.
  if (response.response.userHandle && !isUserHandleOf(response.response.userHandle, user.id)) return fail(PASSKEY_NOT_VERIFIED);

  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await (
      await webauthn()
    ).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch {
    // The library throws on a wrong origin, relying party, signature, missing user verification, or a
    // signature counter that did not move forward (a cloned authenticator): the same answer for all.
    return fail(PASSKEY_NOT_VERIFIED);
  }
  if (!verification.verified) return fail(PASSKEY_NOT_VERIFIED);

  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  // Conditional on the counter read above: of two sign-ins racing with an authenticator that counts, one wins.
  const [updated] = await db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (!updated) return fail(PASSKEY_NOT_VERIFIED);

  await forgetAttempt({ db, attempt: started.attempt });
  if (previousSessionToken) await deleteSession({ db, token: previousSessionToken });
  const session = await createSession({ db, userId: user.id, now });
  return { user: { ...user, hasPremiumAccess: Boolean(user.hasPremiumAccess) }, ...session };
}

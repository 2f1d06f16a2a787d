import { hashToken } from '../auth/hash-token';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import { newSessionToken } from '../auth/sessions';
import { DomainError } from '../errors/domain-error';
import { CHALLENGE_TTL_MS, keepChallenge } from './passkey-challenges';
import { webauthn } from './webauthn';
import type { Db } from '../db/client';
import type { RelyingParty } from './relying-party';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';

const PRE_SIGN_IN_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The first half of signing in with a passkey: a challenge for the browser, bound to a random
 * pre-sign-in token (the caller puts it in a short-lived HttpOnly cookie). A token the browser already
 * holds is kept, so two tabs of the login page can both finish. No account is named: the passkey says
 * whose it is (a discoverable credential), so the answer is the same for everyone.
 */
export async function startPasskeySignIn({
  db,
  relyingParty,
  limit,
  ip,
  now,
  preSignInToken,
}: {
  db: Db;
  relyingParty: RelyingParty;
  limit: RateLimitRule;
  ip: string;
  now: Date;
  preSignInToken: string | undefined;
}): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; preSignInToken: string; expiresAt: Date }> {
  const limited = await hitRateLimit({ db, rule: limit, subject: ip, now });
  if (!limited.allowed) {
    throw new DomainError('rate_limited', 'Too many passkey requests. Please wait a moment and try again.', {
      retryAfterSeconds: limited.retryAfterSeconds,
    });
  }
  const token = preSignInToken && PRE_SIGN_IN_TOKEN.test(preSignInToken) ? preSignInToken : newSessionToken();
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: relyingParty.rpId,
    // The passkey is the only factor, so the device must check it is its owner (PIN, fingerprint, face).
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  await keepChallenge(db, { challenge: options.challenge, purpose: 'authentication', owner: hashToken(token), now });
  return { options, preSignInToken: token, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) };
}

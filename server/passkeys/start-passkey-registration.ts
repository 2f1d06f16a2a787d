import { and, eq } from 'drizzle-orm';
import { passkeys, webauthnChallenges } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { confirmRecentSignIn } from './confirm-recent-sign-in';
import { CHALLENGE_TTL_MS, keepChallenge } from './passkey-challenges';
import { MAX_PASSKEYS_PER_ACCOUNT } from './passkey-limits';
import { userHandleOf } from './user-handle';
import { webauthn } from './webauthn';
import type { AuthLimits } from '../auth/limits';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { RelyingParty } from './relying-party';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';

export const PASSWORD_NEEDED_TO_ADD = 'Enter your password to add a passkey (you signed in more than 10 minutes ago).';

export const TOO_MANY_PASSKEYS = `An account can have at most ${MAX_PASSKEYS_PER_ACCOUNT} passkeys. Remove one you no longer use first.`;

/**
 * The first half of adding a passkey: creation options for the browser, with a challenge bound to
 * this session (one at a time: asking again replaces the previous one). The passkey is discoverable
 * (kept on the device with the account's user handle) so that signing in needs no email, and the
 * device must verify its owner. The account's passkeys are excluded, so one device is not added twice.
 * Like removing one, it takes a recent sign-in or the password (issue 26 §3): a stolen session must not
 * leave behind a way in that outlives it. The challenge it gives is the only way to finish adding.
 */
export async function startPasskeyRegistration({
  db,
  relyingParty,
  limits,
  ip,
  now,
  user,
  sessionId,
  password,
}: {
  db: Db;
  relyingParty: RelyingParty;
  limits: AuthLimits;
  ip: string;
  now: Date;
  user: Pick<SessionUser, 'id' | 'email' | 'username'>;
  sessionId: string;
  password: string | undefined;
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await confirmRecentSignIn({ db, limits, ip, now, user, sessionId, password, passwordNeeded: PASSWORD_NEEDED_TO_ADD });
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw new DomainError('invalid', TOO_MANY_PASSKEYS);
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.rpId,
    userID: userHandleOf(user.id),
    userName: user.email,
    userDisplayName: user.username,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await db.delete(webauthnChallenges).where(and(eq(webauthnChallenges.owner, sessionId), eq(webauthnChallenges.purpose, 'registration')));
  await keepChallenge(db, { challenge: options.challenge, purpose: 'registration', owner: sessionId, userId: user.id, now });
  return options;
}

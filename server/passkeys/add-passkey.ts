import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors';
import { passkeys } from '../db/schema';
import { passkeyAddedEmail } from '../email/messages';
import { DomainError } from '../errors/domain-error';
import { passkeySummary } from './list-passkeys';
import { challengeOf, takeChallenge } from './passkey-challenges';
import { MAX_PASSKEYS_PER_ACCOUNT } from './passkey-limits';
import { deviceName, uniqueName } from './passkey-names';
import { TOO_MANY_PASSKEYS } from './start-passkey-registration';
import { webauthn } from './webauthn';
import type { PasskeySummary } from '../../common/passkeys';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { RelyingParty } from './relying-party';
import type { verifyRegistrationResponse, RegistrationResponseJSON } from '@simplewebauthn/server';

export const PASSKEY_REGISTRATION_EXPIRED = 'This request to add a passkey has expired or was already used. Please try again.';
export const PASSKEY_NOT_ADDED = 'The passkey could not be verified, so it was not added. Please try again.';
export const PASSKEY_ALREADY_REGISTERED = 'This passkey is already registered.';

/**
 * The second half of adding a passkey: the browser's answer to a challenge this session was given,
 * verified by @simplewebauthn/server (origin, relying party, user verification, the attestation's own
 * signature when it has one). The passkey is named from the device (server/passkeys/passkey-names.ts)
 * and stored with the "a new passkey was added" email, in one transaction.
 */
export async function addPasskey({
  db,
  mailer,
  relyingParty,
  now,
  user,
  sessionId,
  response,
  userAgent,
}: {
  db: Db;
  mailer: Mailer;
  relyingParty: RelyingParty;
  now: Date;
  user: Pick<SessionUser, 'id' | 'email' | 'username'>;
  sessionId: string;
  response: RegistrationResponseJSON;
  userAgent: string | undefined;
}): Promise<PasskeySummary> {
  const challenge = challengeOf(response.response.clientDataJSON);
  const taken =
    challenge !== undefined && (await takeChallenge(db, { challenge, purpose: 'registration', owner: sessionId, userId: user.id, now }));
  if (!taken || !challenge) throw new DomainError('invalid', PASSKEY_REGISTRATION_EXPIRED);

  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await (
      await webauthn()
    ).verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.rpId,
      requireUserVerification: true,
    });
  } catch {
    throw new DomainError('invalid', PASSKEY_NOT_ADDED);
  }
  if (!verification.verified) throw new DomainError('invalid', PASSKEY_NOT_ADDED);
  const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verification.registrationInfo;

  try {
    return await db.transaction(async (tx) => {
      const names = await tx.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.userId, user.id));
      if (names.length >= MAX_PASSKEYS_PER_ACCOUNT) throw new DomainError('invalid', TOO_MANY_PASSKEYS);
      const name = uniqueName(
        deviceName(aaguid, userAgent),
        names.map((n) => n.name),
      );
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: response.response.transports ?? credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          aaguid,
          name,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('insert into passkeys returned no row');
      await mailer.queue(
        tx,
        {
          kind: 'passkey-added',
          to: user.email,
          userId: user.id,
          ...passkeyAddedEmail(mailer.siteUrl, { username: user.username, name, at: now }),
        },
        now,
      );
      return passkeySummary(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', PASSKEY_ALREADY_REGISTERED);
    throw error;
  }
}

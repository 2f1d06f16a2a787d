import { z } from 'zod';
import { PASSKEY_NAME_MAX } from './passkeys';
import { textField } from './validation';

/** The passkey API's bodies (server/api/passkey-routes.ts). */

export const passkeyNameField = textField('Name')
  .trim()
  .min(1, 'Name is required')
  .max(PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters long`);

/**
 * What the browser's WebAuthn call returns, as @simplewebauthn/browser encodes it (base64url fields).
 * Only the shape is checked here; the library verifies the content (server/passkeys/).
 */
const base64url = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`);

const credentialId = base64url('Credential id', 1400);
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);

/** What every credential the browser returns carries, besides its ceremony's `response`. */
const credentialFields = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { message: 'type must be public-key' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON', 4096),
    attestationObject: base64url('attestationObject', 32_768),
    authenticatorData: base64url('authenticatorData', 16_384).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url('publicKey', 4096).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON', 4096),
    authenticatorData: base64url('authenticatorData', 16_384),
    signature: base64url('signature', 4096),
    userHandle: base64url('userHandle', 128).optional(),
  }),
});

/** POST /api/auth/passkey/options and POST /api/account/passkeys/options: nothing to say but an object. */
export const passkeyOptionsBodySchema = z.object({}, { message: 'Request body must be a JSON object' });

/** POST /api/account/passkeys/options: the password, unless the session signed in within the last few minutes. */
export const addPasskeyOptionsBodySchema = z.object({
  password: textField('Password').max(1024, 'Password is too long').optional(),
});

/** POST /api/auth/passkey/verify. */
export const passkeySignInBodySchema = z.object({
  response: authenticationResponseSchema,
  redirectTo: z.string().max(2048).optional(),
});

/** POST /api/account/passkeys. */
export const addPasskeyBodySchema = z.object({ response: registrationResponseSchema });

/** PATCH /api/account/passkeys/:id. */
export const renamePasskeyBodySchema = z.object({ name: passkeyNameField });

/** DELETE /api/account/passkeys/:id: the password, unless the session signed in within the last few minutes. */
export const removePasskeyBodySchema = z.object({
  password: textField('Password').max(1024, 'Password is too long').optional(),
});

export const passkeyIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a passkey id' }) });

/**
 * The WebAuthn user handle of an account: its id's 16 bytes (a random UUID, nothing personal), which
 * the authenticator keeps with a discoverable passkey and returns when signing in.
 */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

/** Whether a returned user handle (base64url) names this account. */
export function isUserHandleOf(userHandle: string, userId: string): boolean {
  return Buffer.from(userHandle, 'base64url').equals(Buffer.from(userHandleOf(userId)));
}

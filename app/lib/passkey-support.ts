/**
 * Whether this browser, at this address, can use the site's passkeys: checked without loading the
 * WebAuthn library (app/lib/passkey-ceremonies.ts), so pages that cannot use it never download it.
 * WebAuthn ties passkeys to one host name: the server's (server/config.ts, from PUBLIC_URL) must be this page's.
 */
export type PasskeySupport = 'ok' | 'unsupported' | 'other-origin';

export function passkeySupport(origin: string): PasskeySupport {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return 'unsupported';
  return window.location.origin === origin ? 'ok' : 'other-origin';
}

/** The browser can offer passkeys among the email field's suggestions (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  const check = window.PublicKeyCredential?.isConditionalMediationAvailable;
  if (typeof check !== 'function') return false;
  return check.call(window.PublicKeyCredential).catch(() => false);
}

/** Why a passkey cannot be used here, in words; null when it can. */
export function passkeySupportProblem(support: PasskeySupport, origin: string): string | null {
  if (support === 'unsupported') return 'This browser cannot use passkeys.';
  if (support === 'other-origin') return `Passkeys work at ${origin}. Open the site there to use one.`;
  return null;
}

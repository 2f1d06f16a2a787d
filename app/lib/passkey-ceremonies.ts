/**
 * The browser's half of the passkey ceremonies, with @simplewebauthn/browser. Imported only with
 * `import()` when a page is about to use a passkey (the login page's autofill or button, the account
 * page's "Add a passkey"), so the library is never part of a page's first-load JavaScript
 * (docs/performance.md). The server's half: server/api/passkey-routes.ts.
 */
import { startAuthentication, startRegistration, WebAuthnAbortService, WebAuthnError } from '@simplewebauthn/browser';
import type { PasskeySummary } from '../../common/passkeys';

export type CeremonyResult<T> = { ok: true; value: T } | { ok: false; message: string; field?: string } | { ok: false; cancelled: true };

const CANCELLED = { ok: false, cancelled: true } as const;

async function postJson(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body: parsed };
}

function failure(body: Record<string, unknown>, fallback: string) {
  return {
    ok: false as const,
    message: typeof body.message === 'string' ? body.message : fallback,
    ...(typeof body.field === 'string' ? { field: body.field } : {}),
  };
}

/** What the browser threw, as the words to show; or null when the person cancelled (nothing to show). */
function browserFailure(error: unknown): string | null {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error | undefined)?.name;
  // Cancelled, timed out or dismissed (browsers do not tell these apart on purpose), or aborted by a newer request.
  if (name === 'NotAllowedError' || name === 'AbortError') return null;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'This device already has a passkey for your account.';
  }
  if (name === 'SecurityError') return 'Passkeys cannot be used at this address of the site.';
  return 'Your device could not use a passkey. Please try again.';
}

/**
 * Signs in with a passkey: options from the server, the browser's passkey prompt (or, with `autofill`,
 * the passkeys offered in the email field's suggestions), then the server's check. On success the
 * session cookie is set and the answer says where to go.
 */
export async function signInWithPasskey({
  autofill,
  redirectTo,
}: {
  autofill: boolean;
  redirectTo: string;
}): Promise<CeremonyResult<{ redirectTo: string }>> {
  const options = await postJson('/api/auth/passkey/options', {});
  if (options.status !== 200) return failure(options.body, 'Passkey sign-in is not available right now.');
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.body as never, useBrowserAutofill: autofill });
  } catch (error) {
    const message = browserFailure(error);
    return message ? { ok: false, message } : CANCELLED;
  }
  const verified = await postJson('/api/auth/passkey/verify', { response, redirectTo });
  if (verified.status !== 200) return failure(verified.body, 'Signing in with your passkey failed. Please try again.');
  return { ok: true, value: { redirectTo: String(verified.body.redirectTo ?? '/') } };
}

/**
 * Adds a passkey to the signed-in account: options, the browser's prompt to create one, the server's
 * check. The password is needed when the sign-in is more than 10 minutes old.
 */
export async function addPasskey(password?: string): Promise<CeremonyResult<PasskeySummary>> {
  const options = await postJson('/api/account/passkeys/options', password ? { password } : {});
  if (options.status !== 200) return failure(options.body, 'A passkey cannot be added right now.');
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.body as never });
  } catch (error) {
    const message = browserFailure(error);
    return message ? { ok: false, message } : CANCELLED;
  }
  const added = await postJson('/api/account/passkeys', { response });
  if (added.status !== 201) return failure(added.body, 'The passkey could not be added. Please try again.');
  return { ok: true, value: added.body.passkey as PasskeySummary };
}

/** Ends a pending passkey request (the autofill one, when the page goes away). */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

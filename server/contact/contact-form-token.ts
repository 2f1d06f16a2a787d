// The contact form's signed "handed out at" time (issue 15: a minimum time to fill the form, which a person
// never notices). Signed with the site's key (server/db/site-secrets.ts), so a robot cannot backdate it; its
// random part doubles as the message's idempotency key (contact_messages.form_nonce).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Faster than this from page to Send is a robot: a person needs longer to write ten characters. */
export const MIN_FILL_MS = 3_000;
/** A form older than this is refused with a fresh one (the page keeps what was typed). */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`contact-form:${payload}`).digest('base64url');
}

export function issueContactFormToken({ key, now }: { key: Buffer; now: Date }): string {
  const payload = `${now.getTime().toString(36)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(key, payload)}`;
}

export type FormTokenCheck = { ok: true; nonce: string; tooFast: boolean } | { ok: false; reason: 'forged' | 'expired' };

/** Whether the token is ours and fresh, and whether it came back faster than a person could write. */
export function checkContactFormToken({ key, token, now }: { key: Buffer; token: string; now: Date }): FormTokenCheck {
  const [issued, nonce, signature, ...rest] = token.split('.');
  if (!issued || !nonce || !signature || rest.length > 0) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(sign(key, `${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const age = now.getTime() - parseInt(issued, 36);
  if (!Number.isFinite(age) || age > MAX_FORM_AGE_MS) return { ok: false, reason: 'expired' };
  return { ok: true, nonce, tooFast: age < MIN_FILL_MS };
}

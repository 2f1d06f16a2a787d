import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { siteSecrets } from '../db/schema';
import { siteSecret } from '../db/site-secrets';
import type { Db } from '../db/client';

/** The click redirect: `/e/c/<send id>.<target, base64url>.<signature>` (server/sequences/email-link-routes.ts). */
export const CLICK_PATH_PREFIX = '/e/c/';
/** The unsubscribe page a sequence email links to, and the address mail providers POST to (RFC 8058). */
export const SEQUENCE_UNSUBSCRIBE_PAGE = '/email/unsubscribe';
export const SEQUENCE_ONE_CLICK_PATH = '/api/sequences/unsubscribe';

const SECRET_NAME = 'sequence-email-links';

/** The key the links are signed with; the same in every process on one database (server/db/site-secrets.ts). */
export function sequenceLinkKey(db: Db): Promise<Buffer> {
  return siteSecret({ db, name: SECRET_NAME });
}

/**
 * The key, to check a link: read, never made here. Without it no link was ever signed, and a refused link
 * (a click, an unsubscribe) must change nothing, not even create the key.
 */
export async function existingSequenceLinkKey(db: Db): Promise<Buffer | null> {
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, SECRET_NAME));
  return row ? Buffer.from(row.value, 'base64url') : null;
}

function sign(key: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}:${value}`).digest('base64url');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A link of a sent step, through the site's own redirect: the target is part of what is signed, so the
 * redirect goes only where the owner's email pointed (no open redirect), and the send id says whose click it is.
 */
export function clickUrl(key: Buffer, siteUrl: string, sendId: string, target: string): string {
  const encoded = Buffer.from(target).toString('base64url');
  return `${siteUrl}${CLICK_PATH_PREFIX}${sendId}.${encoded}.${sign(key, 'click', `${sendId}.${encoded}`)}`;
}

/** The send and target a click token names, or null when this site did not sign it. */
export function readClickToken(key: Buffer, token: string): { sendId: string; target: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, sendId, encoded, signature] = match as unknown as [string, string, string, string];
  if (!sameSignature(signature, sign(key, 'click', `${sendId}.${encoded}`))) return null;
  const target = Buffer.from(encoded, 'base64url').toString();
  return URL.canParse(target) && /^https?:$/.test(new URL(target).protocol) ? { sendId, target } : null;
}

/** `<enrolment id>.<signature>`: names the enrolment (and so the address) and can only turn email off. */
export function unsubscribeToken(key: Buffer, enrolmentId: string): string {
  return `${enrolmentId}.${sign(key, 'unsubscribe', enrolmentId)}`;
}

export function readUnsubscribeToken(key: Buffer, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const enrolmentId = token.slice(0, dot);
  return sameSignature(token.slice(dot + 1), sign(key, 'unsubscribe', enrolmentId)) ? enrolmentId : null;
}

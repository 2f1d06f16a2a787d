import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { siteSecrets } from '../db/schema';
import { siteSecret } from '../db/site-secrets';
import type { Db } from '../db/client';

/** The page a reply email's unsubscribe link opens, and the address mail providers POST to (RFC 8058). */
export const DISCUSSION_UNSUBSCRIBE_PAGE = '/discussions/unsubscribe';
export const DISCUSSION_ONE_CLICK_PATH = '/api/discussions/unsubscribe';

const SECRET_NAME = 'discussion-email-links';

function signature(key: Buffer, userId: string): string {
  return createHmac('sha256', key).update(`discussion-unsubscribe:${userId}`).digest('base64url');
}

/**
 * A signed, stateless unsubscribe token, `<userId>.<HMAC>`: it names the account and proves the site wrote
 * it, with a key the site keeps in its database (server/db/site-secrets.ts). It can only turn emails off.
 */
export async function discussionUnsubscribeToken(db: Db, userId: string): Promise<string> {
  return `${userId}.${signature(await siteSecret({ db, name: SECRET_NAME }), userId)}`;
}

/** The account a token names, or null when it was not signed by this site. */
export async function accountOfUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const userId = token.slice(0, dot);
  // Read, never made here: without the key no link was ever signed, and a refused link changes nothing.
  const [secret] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, SECRET_NAME));
  if (!secret) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(Buffer.from(secret.value, 'base64url'), userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { siteSecrets } from './schema';
import type { Db } from './client';

/**
 * A random 32-byte key, made once per database and read by every process that shares it, so what
 * one process signs another accepts (docs/decisions/007-cached-pages-and-the-edge.md).
 */
export async function siteSecret({ db, name }: { db: Db; name: string }): Promise<Buffer> {
  // Two processes starting at once: both insert, one wins, both read the winner.
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}

import { asc, eq } from 'drizzle-orm';
import { passkeys } from '../db/schema';
import type { PasskeySummary } from '../../common/passkeys';
import type { Db } from '../db/client';

export function passkeySummary(row: typeof passkeys.$inferSelect): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** The account's passkeys, oldest first. Keys and credential ids stay on the server. */
export async function listPasskeys({ db, userId }: { db: Db; userId: string }): Promise<PasskeySummary[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(passkeySummary);
}

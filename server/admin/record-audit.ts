import { auditLog } from '../db/schema';
import type { Db } from '../db/client';

/** What an owner action was done to, e.g. { type: 'purchase', id } or { type: 'user', id }. */
export interface AuditTarget {
  type: string;
  id?: string | null;
}

/**
 * Writes one audit row (issue 13: nothing in the owner's area changes state without one). Pass the
 * transaction that makes the change as `db`, so the row and the change are kept or lost together.
 * `actorId` is null for `npm run owner`, whose proof of ownership is shell access to the server.
 */
export async function recordAudit({
  db,
  actorId,
  action,
  target,
  details = {},
  now,
}: {
  db: Db;
  actorId: string | null;
  action: string;
  target: AuditTarget;
  details?: Record<string, unknown>;
  now: Date;
}): Promise<{ id: string }> {
  const [row] = await db
    .insert(auditLog)
    .values({ actorId, action, targetType: target.type, targetId: target.id ?? null, details, createdAt: now })
    .returning({ id: auditLog.id });
  return row!;
}

import { count, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { ADMIN_PAGE_SIZE, pageOf, type Page } from './paging';
import type { Db } from '../db/client';

export interface AuditEntry {
  id: string;
  at: string;
  /** Who did it: an owner's email, or null for `npm run owner` on the server. */
  actor: { id: string; email: string } | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

/** The audit log, newest first. */
export async function listAudit({ db, page }: { db: Db; page: number }): Promise<Page<AuditEntry>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorEmail: users.email,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail } : null,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
    })),
    page,
    total?.n ?? 0,
  );
}

import { count, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { ADMIN_PAGE_SIZE, pageOf, type Page } from './paging';
import type { Db } from '../db/client';

export interface AuditEntry {
  id: string;
  at: string;
  /** The account that did it, while it exists: an owner, or a learner (their own refund). */
  actor: { id: string; email: string; role: 'owner' | 'learner' } | null;
  /** Who did it, in words: the account's email (a learner's marked so), `npm run owner` on the server, or a deleted account. */
  actorLabel: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

/**
 * A row without an actor is `npm run owner` only when the command wrote it (`via: 'command'`): the actor
 * is also emptied when its account is deleted (`on delete set null`), and a learner's own refund whose
 * account has gone must not read as done on the server (issue 26).
 */
function actorLabel(row: { actorEmail: string | null; actorIsOwner: boolean | null; details: Record<string, unknown> }): string {
  if (row.actorEmail) return row.actorIsOwner ? row.actorEmail : `${row.actorEmail} (learner)`;
  if (row.details.via === 'command') return 'npm run owner (server)';
  return row.details.selfService === true ? 'The learner (account since deleted)' : 'A deleted account';
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
        actorIsOwner: users.isOwner,
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
      actor:
        row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail, role: row.actorIsOwner ? 'owner' : 'learner' } : null,
      actorLabel: actorLabel(row),
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
    })),
    page,
    total?.n ?? 0,
  );
}

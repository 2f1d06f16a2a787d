import { and, eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { recordAudit } from './record-audit';
import type { Db } from '../db/client';

/**
 * Signs a learner out: one session (`sessionId`, as listed on their admin page) or all of them. Their next
 * request finds no session and drops the cookie (server/app.ts).
 */
export async function endLearnerSessions({
  db,
  now,
  learnerId,
  actorId,
  sessionId,
}: {
  db: Db;
  now: Date;
  learnerId: string;
  actorId: string;
  /** Absent: every session of the learner. */
  sessionId?: string;
}): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const [learner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, learnerId)).limit(1);
    if (!learner) throw new DomainError('not_found', 'No such learner.');
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, learnerId), ...(sessionId ? [eq(sessions.id, sessionId)] : [])))
      .returning({ id: sessions.id });
    if (sessionId && ended.length === 0) throw new DomainError('not_found', 'That session has already ended.', { field: 'sessionId' });
    await recordAudit({
      db: tx,
      actorId,
      action: sessionId ? 'session.end' : 'session.end-all',
      target: { type: 'user', id: learnerId },
      details: { ended: ended.length },
      now,
    });
    return { ended: ended.length };
  });
}

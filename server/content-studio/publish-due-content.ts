import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { contentItems } from '../db/schema';
import { isDomainError } from '../errors/domain-error';
import { publishDraft } from './publish-draft';
import type { Db } from '../db/client';

export interface PublishDueContentOptions {
  db: Db;
  /** The time written on what is published (its revision, `publishedAt`, the audit row). */
  now: Date;
  /** Items scheduled up to this time are due; `now` but in end-to-end tests, whose clock may run ahead (server/operations/clock.ts). */
  dueBy?: Date;
  /** Most items one pass publishes (the next pass, seconds later, takes the rest). */
  limit?: number;
}

export interface PublishDueContent {
  published: { id: string; kind: string; slug: string }[];
  /** Scheduled drafts that no longer pass the publish check (edited after scheduling): unscheduled, left as drafts. */
  failed: { id: string; kind: string; slug: string; message: string }[];
}

/**
 * Publishes every item whose `publishAt` has come, each once however many processes run this at the same
 * moment: each item is claimed in a transaction of its own with FOR UPDATE SKIP LOCKED, and publishing it
 * clears `publishAt`, so a process that comes later (or was waiting) no longer finds it — one revision, one
 * audit row. A draft that was edited after scheduling into one that fails the publish check is unscheduled
 * with an audit row saying why, rather than retried forever or published broken.
 */
export async function publishDueContent({ db, now, dueBy = now, limit = 100 }: PublishDueContentOptions): Promise<PublishDueContent> {
  const outcome: PublishDueContent = { published: [], failed: [] };
  for (let i = 0; i < limit; i++) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(contentItems)
        .where(and(lte(contentItems.publishAt, dueBy), isNull(contentItems.deletedAt)))
        .orderBy(asc(contentItems.publishAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      try {
        const saved = await publishDraft({ db: tx, row, now, actorId: null });
        outcome.published.push({ id: row.id, kind: row.kind, slug: saved.slug });
      } catch (error) {
        // publishDraft checks before it writes, so the transaction is still clean to record the failure in.
        if (!isDomainError(error)) throw error;
        await tx
          .update(contentItems)
          .set({ publishAt: null, version: sql`${contentItems.version} + 1`, updatedAt: now })
          .where(eq(contentItems.id, row.id));
        await recordAudit({
          db: tx,
          actorId: null,
          action: 'content.schedule_failed',
          target: { type: 'content_item', id: row.id },
          details: {
            kind: row.kind,
            slug: row.slug,
            publishAt: row.publishAt?.toISOString() ?? null,
            message: error.message,
            issues: error.details.issues ?? [],
          },
          now,
        });
        outcome.failed.push({ id: row.id, kind: row.kind, slug: row.slug, message: error.message });
      }
      return true;
    });
    if (!done) break;
  }
  return outcome;
}

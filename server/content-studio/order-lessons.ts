import { and, eq, isNull, like } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { contentItems } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { ownerEdit } from './content-item';
import { lessonPlacementIssues } from './lesson-placement';
import type { Db } from '../db/client';

export interface OrderLessonsOptions {
  db: Db;
  now: Date;
  actorId: string;
  courseId: string;
  /** The course's modules in their new numbering, each with its lessons (row ids) in order. */
  modules: { module: number; lessonIds: string[] }[];
}

/**
 * Drag-and-drop in the studio: renumbers `module` and `order` of a course's lessons, in their published and
 * draft fields alike (an order is not content to review, and a half-applied order would put two lessons at
 * one address), in one transaction with one audit row. The list must be exactly the course's live lessons,
 * each once: a lesson added or deleted meanwhile makes the owner reload rather than lose it from the order.
 */
export async function orderLessons({
  db,
  now,
  actorId,
  courseId,
  modules,
}: OrderLessonsOptions): Promise<{ courseId: string; lessons: number }> {
  const numbers = modules.map((m) => m.module);
  if (new Set(numbers).size !== numbers.length) throw new DomainError('invalid', 'modules: each module number once.', { field: 'modules' });
  const wanted = modules.flatMap((m) => m.lessonIds.map((id, index) => ({ id, module: m.module, order: index + 1 })));
  if (new Set(wanted.map((w) => w.id)).size !== wanted.length) {
    throw new DomainError('invalid', 'modules: each lesson once.', { field: 'modules' });
  }
  // Lessons move only into modules the course has (issue 43: module N is the course's Nth title).
  const highest = Math.max(0, ...numbers);
  const [issue] = await lessonPlacementIssues(db, highest ? { courseId, module: highest } : { courseId });
  if (issue) throw new DomainError('invalid', issue.message, { field: issue.field === 'module' ? 'modules' : 'courseId' });
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.kind, 'lessons'), like(contentItems.slug, `${courseId}/%`), isNull(contentItems.deletedAt)))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (rows.length !== wanted.length || wanted.some((w) => !byId.has(w.id))) {
      throw new DomainError('conflict', "The list is not this course's lessons as they are now: reload and order them again.", {
        field: 'modules',
      });
    }
    const place = (fields: Record<string, unknown> | null, w: (typeof wanted)[number]) =>
      fields ? { ...fields, module: w.module, order: w.order } : null;
    for (const w of wanted) {
      const row = byId.get(w.id)!;
      await tx
        .update(contentItems)
        .set({
          draft: place(row.draft, w),
          published: place(row.published, w),
          ...ownerEdit(now, actorId),
        })
        .where(eq(contentItems.id, w.id));
    }
    await recordAudit({
      db: tx,
      actorId,
      action: 'content.order_lessons',
      target: { type: 'course', id: courseId },
      details: { modules: modules.map((m) => ({ module: m.module, lessons: m.lessonIds.map((id) => byId.get(id)!.slug) })) },
      now,
    });
    return { courseId, lessons: wanted.length };
  });
}

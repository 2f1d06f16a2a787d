import { eq } from 'drizzle-orm';
import { courses } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';
import type { FieldIssue, StoredFields } from './kinds';

/**
 * Where a lesson may sit (issue 43): in a course of the `courses` table, in one of its modules (module N is the
 * course's Nth module title). Read from the table, not from a process's catalogue, so a course created a moment ago
 * in another process is found. No issue for a field the draft does not hold yet.
 */
export async function lessonPlacementIssues(db: Db, fields: StoredFields): Promise<FieldIssue[]> {
  if (typeof fields.courseId !== 'string') return [];
  const [course] = await db.select({ modules: courses.modules }).from(courses).where(eq(courses.id, fields.courseId)).limit(1);
  if (!course) return [{ field: 'courseId', message: `courseId: there is no course “${fields.courseId}”` }];
  const module = fields.module;
  if (typeof module === 'number' && (module < 1 || module > course.modules.length)) {
    const count = course.modules.length;
    return [
      {
        field: 'module',
        message:
          count === 0
            ? `module: the course “${fields.courseId}” has no modules yet; add them in /admin/courses`
            : `module: the course “${fields.courseId}” has modules 1 to ${count}`,
      },
    ];
  }
  return [];
}

/**
 * Saving a lesson draft (create, autosave): a lesson of no course is refused at once. Its module is checked when it
 * is published (publish-draft.ts): a draft may sit beyond the course's modules while the owner is still adding them.
 */
export async function refuseMisplacedLesson(db: Db, fields: StoredFields): Promise<void> {
  const [issue] = await lessonPlacementIssues(db, { courseId: fields.courseId });
  if (issue) throw new DomainError('invalid', issue.message, { field: issue.field });
}

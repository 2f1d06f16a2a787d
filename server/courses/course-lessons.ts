import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { contentItems } from '../db/schema';
import type { Db } from '../db/client';

/** One of a course's lessons as the studio holds it: published, or a draft not yet published. */
export interface CourseLessonRow {
  /** The studio item's id. */
  id: string;
  courseId: string;
  title: string;
  module: number;
  published: boolean;
}

/**
 * Every lesson the studio holds for these courses (all courses when none is named), published or draft, deleted ones
 * aside: what a module holds when the owner would remove it, and a course's count of lessons in /admin/courses.
 */
export async function studioLessons({ db, courseId }: { db: Db; courseId?: string }): Promise<CourseLessonRow[]> {
  const course = sql<string>`coalesce(${contentItems.draft}->>'courseId', ${contentItems.published}->>'courseId')`;
  const rows = await db
    .select({
      id: contentItems.id,
      courseId: course,
      title: sql<string>`coalesce(${contentItems.draft}->>'title', ${contentItems.published}->>'title', ${contentItems.slug})`,
      draftModule: sql<number | null>`(${contentItems.draft}->>'module')::int`,
      publishedModule: sql<number | null>`(${contentItems.published}->>'module')::int`,
      published: sql<boolean>`${contentItems.published} is not null`,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, 'lessons'),
        isNull(contentItems.deletedAt),
        courseId
          ? or(sql`${contentItems.draft}->>'courseId' = ${courseId}`, sql`${contentItems.published}->>'courseId' = ${courseId}`)
          : undefined,
      ),
    );
  // A lesson sits in its published module, and in its draft's module too until that draft is published.
  return rows.flatMap((row) =>
    [...new Set([row.publishedModule, row.draftModule].filter((m): m is number => typeof m === 'number'))].map((module) => ({
      id: row.id,
      courseId: row.courseId,
      title: row.title,
      module,
      published: row.published,
    })),
  );
}

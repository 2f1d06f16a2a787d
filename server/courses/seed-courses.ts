import { sql } from 'drizzle-orm';
import { courses } from '../db/schema';
import { COURSE_CATALOG } from './catalog';
import type { Db } from '../db/client';

/** Idempotent: a second run (or a second process) leaves the same rows. */
export async function seedCourses({ db }: { db: Db }): Promise<void> {
  await db
    .insert(courses)
    .values(COURSE_CATALOG)
    .onConflictDoUpdate({
      target: courses.id,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        duration: sql`excluded.duration`,
        level: sql`excluded.level`,
        modules: sql`excluded.modules`,
        price: sql`excluded.price`,
        currency: sql`excluded.currency`,
        isPremium: sql`excluded.is_premium`,
      },
    });
}

import { asc, eq, max, or } from 'drizzle-orm';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { recordAudit } from '../admin/record-audit';
import { courses } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { refreshCourseCatalogue } from './course-catalogue';
import { studioLessons } from './course-lessons';
import type { CourseCreate, CoursePatch } from '../../common/course-schemas';
import type { Db } from '../db/client';

/** The columns the owner edits in /admin/courses (issue 43); prices live on offers, the schedule in `drip`. */
const OWNER_COLUMNS = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  level: courses.level,
  status: courses.status,
  outcomes: courses.outcomes,
  modules: courses.modules,
  coverImage: courses.coverImage,
  passMark: courses.passMark,
  issuesCertificate: courses.issuesCertificate,
  hasDiscussions: courses.hasDiscussions,
  position: courses.position,
  drip: courses.drip,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
};

/** GET /api/admin/courses: every course, drafts and archived ones too, in the catalogue's order, with its count of lessons. */
export async function listOwnerCourses({ db }: { db: Db }) {
  const [rows, lessons] = await Promise.all([
    db.select(OWNER_COLUMNS).from(courses).orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id)),
    studioLessons({ db }),
  ]);
  const ids = new Map<string, Set<string>>();
  for (const lesson of lessons) ids.set(lesson.courseId, (ids.get(lesson.courseId) ?? new Set()).add(lesson.id));
  return rows.map(({ drip: _drip, ...row }) => ({ ...row, pagePath: `/course/${row.slug}`, lessonCount: ids.get(row.id)?.size ?? 0 }));
}

/** GET /api/admin/courses/:id: the course as the owner edits it, with its published lessons (the drip form names them). */
export async function loadOwnerCourse({ db, courseId }: { db: Db; courseId: string }) {
  const [course] = await db.select(OWNER_COLUMNS).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw new DomainError('not_found', 'No such course.');
  const lessons = allLessons()
    .filter((lesson) => lesson.courseId === courseId)
    .map((lesson) => ({ id: lesson.id, title: lesson.title, module: lesson.module, order: lesson.order }));
  return { ...course, pagePath: `/course/${course.slug}`, lessons };
}

async function refuseTakenSlug(db: Db, slug: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(or(eq(courses.slug, slug), exceptId ? undefined : eq(courses.id, slug)))
    .limit(2);
  if (taken && taken.id !== exceptId) {
    throw new DomainError('conflict', `slug: “${slug}” is already another course’s address; choose another.`, { field: 'slug' });
  }
}

/**
 * POST /api/admin/courses (issue 43): a new course, a draft at the end of the catalogue, with no modules yet. Its id is
 * its first slug and never changes (progress, entitlements and lessons refer to it); the slug may change later.
 */
export async function createCourse({ db, input, actorId, now }: { db: Db; input: CourseCreate; actorId: string; now: Date }) {
  await refuseTakenSlug(db, input.slug);
  await db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(courses.position) }).from(courses);
    await tx.insert(courses).values({
      id: input.slug,
      slug: input.slug,
      title: input.title,
      description: input.description,
      level: input.level,
      modules: [],
      status: 'draft',
      position: (last?.position ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit({ db: tx, actorId, action: 'course.create', target: { type: 'course', id: input.slug }, details: { ...input }, now });
  });
  await refreshCourseCatalogue({ db });
  return { id: input.slug };
}

/**
 * PATCH /api/admin/courses/:id (issue 43), every field but the drip schedule (server/drip/set-course-drip.ts). A module
 * that holds lessons (published or draft) cannot be removed: its lessons would point at nothing.
 */
export async function updateCourse({
  db,
  courseId,
  patch,
  actorId,
  now,
}: {
  db: Db;
  courseId: string;
  patch: Omit<CoursePatch, 'drip'>;
  actorId: string;
  now: Date;
}) {
  const before = await loadOwnerCourse({ db, courseId });
  if (patch.slug !== undefined && patch.slug !== before.slug) await refuseTakenSlug(db, patch.slug, courseId);
  if (patch.modules) {
    const kept = patch.modules.length;
    const stranded = (await studioLessons({ db, courseId })).filter((lesson) => lesson.module > kept);
    if (stranded[0]) {
      const title = before.modules[stranded[0].module - 1] ?? `Module ${stranded[0].module}`;
      throw new DomainError(
        'invalid',
        `modules: “${title}” (module ${stranded[0].module}) holds lessons, such as “${stranded[0].title}”; move or delete them in the studio first.`,
        { field: 'modules' },
      );
    }
  }
  const changed = Object.fromEntries(
    Object.entries(patch).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field as keyof typeof before])),
  );
  if (Object.keys(changed).length > 0) {
    await db.transaction(async (tx) => {
      await tx
        .update(courses)
        .set({ ...changed, updatedAt: now })
        .where(eq(courses.id, courseId));
      await recordAudit({ db: tx, actorId, action: 'course.update', target: { type: 'course', id: courseId }, details: changed, now });
    });
    await refreshCourseCatalogue({ db });
  }
  return loadOwnerCourse({ db, courseId });
}

/** PUT /api/admin/courses/order: the catalogue's new order, every course named once. */
export async function orderCourses({ db, ids, actorId, now }: { db: Db; ids: string[]; actorId: string; now: Date }) {
  const existing = (await db.select({ id: courses.id }).from(courses)).map((row) => row.id);
  if (new Set(ids).size !== ids.length || ids.length !== existing.length || !existing.every((id) => ids.includes(id))) {
    throw new DomainError('invalid', 'ids: name every course once, in the new order.', { field: 'ids' });
  }
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) await tx.update(courses).set({ position, updatedAt: now }).where(eq(courses.id, id));
    await recordAudit({ db: tx, actorId, action: 'course.order', target: { type: 'course' }, details: { ids }, now });
  });
  await refreshCourseCatalogue({ db });
  return listOwnerCourses({ db });
}

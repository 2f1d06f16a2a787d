import { asc } from 'drizzle-orm';
import { contentSlot, derivedFrom } from '../../content/content-slot';
import { COURSES } from '../../content/courses/courses';
import { CONTENT_RELOADED_TOPIC } from '../content-store/published-content';
import { openCourseIds } from '../entitlements/learner-access';
import { courses, type CourseStatus } from './schema';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { ChangeFeed } from '../operations/watch-changes';

/** A course as pages, emails and the lesson code look it up (issue 43): its row, without prices or drip. */
export interface CatalogueCourse {
  id: string;
  slug: string;
  title: string;
  description: string;
  level: string;
  status: CourseStatus;
  /** Module titles in order: module N is entry N-1. */
  modules: readonly string[];
  /** Modules that are another course, by module number (its lessons are that course's). */
  moduleCourses: Readonly<Record<string, string>>;
  outcomes: readonly string[];
  coverImage: string | null;
  /** Share (0–1) of a knowledge check to answer correctly. */
  passMark: number;
  issuesCertificate: boolean;
  hasDiscussions: boolean;
  position: number;
  /** The course's page: /course/<slug>. */
  pagePath: string;
  /** Open to every signed-in learner: a published free offer grants it (OPEN_COURSE_GRANT); otherwise it is sold. */
  open: boolean;
}

/**
 * Before the table is read (unit tests, scripts) the catalogue is the specification's two courses as their first
 * import writes them (server/courses/seed-courses.ts); once the site runs, the rows of `courses`.
 */
function fromContentFiles(): readonly CatalogueCourse[] {
  return COURSES.map((course, index) => ({
    id: course.id,
    slug: course.pagePath.slice('/course/'.length),
    title: course.title,
    description: course.description,
    level: course.level,
    status: 'published',
    modules: course.outline.map((m) => m.title),
    moduleCourses: course.moduleCourses,
    outcomes: [],
    coverImage: null,
    passMark: course.passMark,
    issuesCertificate: true,
    hasDiscussions: true,
    position: index,
    pagePath: course.pagePath,
    open: !course.isPremium,
  }));
}

// Kept on globalThis (content/content-slot.ts): the server's two bundles read one catalogue.
const catalogueSlot = contentSlot<readonly CatalogueCourse[]>('course-catalogue', fromContentFiles);
const refreshQueue = contentSlot<Promise<void>>('course-catalogue-refresh', () => Promise.resolve());

/** Every course, drafts and archived ones too, in the catalogue's order. */
export function allCatalogueCourses(): readonly CatalogueCourse[] {
  return catalogueSlot.get();
}

const byId = derivedFrom(allCatalogueCourses, (list) => new Map(list.map((course) => [course.id, course])));
const bySlug = derivedFrom(allCatalogueCourses, (list) => new Map(list.map((course) => [course.slug, course])));

export function courseById(id: string): CatalogueCourse | undefined {
  return byId().get(id);
}

export function courseBySlug(slug: string): CatalogueCourse | undefined {
  return bySlug().get(slug);
}

/** The courses visitors may see, in the catalogue's order. */
export function publishedCourses(): CatalogueCourse[] {
  return allCatalogueCourses().filter((course) => course.status === 'published');
}

/** Every course as the studio's lesson editor offers it: id and title, in the catalogue's order. */
export function studioCourses(): { id: string; title: string }[] {
  return allCatalogueCourses().map((course) => ({
    id: course.id,
    title: course.status === 'published' ? course.title : `${course.title} (${course.status})`,
  }));
}

/** A course's page, for links from lessons, the dashboard and emails; the catalogue for an unknown course. */
export function coursePagePath(courseId: string): string {
  return courseById(courseId)?.pagePath ?? '/courses';
}

/** The course that is module N of a course (the premium course's module 1 is the starter course), or undefined. */
export function moduleCourse(courseId: string, module: number): string | undefined {
  return courseById(courseId)?.moduleCourses[String(module)];
}

/** The title of a course's module N, or undefined when the course has no such module. */
export function moduleTitle(courseId: string, module: number): string | undefined {
  return courseById(courseId)?.modules[module - 1];
}

async function readCatalogue(db: Db): Promise<CatalogueCourse[]> {
  const [rows, open] = await Promise.all([
    db.select().from(courses).orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id)),
    openCourseIds({ db }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    level: row.level,
    status: row.status,
    modules: row.modules,
    moduleCourses: row.moduleCourses,
    outcomes: row.outcomes,
    coverImage: row.coverImage,
    passMark: row.passMark,
    issuesCertificate: row.issuesCertificate,
    hasDiscussions: row.hasDiscussions,
    position: row.position,
    pagePath: `/course/${row.slug}`,
    open: open.includes(row.id),
  }));
}

/** Reads the table again now: the process that changed a course answers by it at once, before the change feed says so. */
export function refreshCourseCatalogue({ db }: { db: Db }): Promise<void> {
  // One read at a time, in the order asked: a reload the change feed started before a write commits would otherwise
  // finish after the writer's own reload and put back the catalogue without the write (the queue is on globalThis,
  // as the slot is, so both bundles share it).
  const next = refreshQueue
    .get()
    .catch(() => undefined)
    .then(async () => catalogueSlot.set(Object.freeze(await readCatalogue(db))));
  refreshQueue.set(next);
  return next;
}

/** What the catalogue is read from: a change to any of these tables in any process reloads it (their change versions). */
const CATALOGUE_TOPICS = ['courses', 'offers', 'offer_grants'];

/** Loads the catalogue and reloads it whenever any process changes a course or an offer's grants. */
export async function keepCourseCatalogueLoaded({ db, logger, changes }: { db: Db; logger: Logger; changes: ChangeFeed }): Promise<void> {
  await refreshCourseCatalogue({ db });
  changes.subscribe((topics) => {
    if (!topics.some((topic) => CATALOGUE_TOPICS.includes(topic))) return;
    refreshCourseCatalogue({ db })
      .then(() => changes.emit([CONTENT_RELOADED_TOPIC]))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not reload the course catalogue; the site keeps the one it has'));
  });
}

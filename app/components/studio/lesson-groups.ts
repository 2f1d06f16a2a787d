import type { ContentSummary } from '../../../common/content-kinds';

export interface ModuleGroup {
  /** The module's number as stored (its place in the course once saved). */
  module: number;
  lessons: ContentSummary[];
}

export interface CourseGroup {
  courseId: string;
  /** The smallest module number holding lessons when the list was read. */
  firstModule: number;
  modules: ModuleGroup[];
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number.MAX_SAFE_INTEGER);

/**
 * Lessons by course and module, each in its order (a lesson missing a number goes last); courses in `courseOrder`
 * (the catalogue's), any other after them by id.
 */
export function groupLessons(rows: readonly ContentSummary[], courseOrder: readonly string[] = []): CourseGroup[] {
  const courses = new Map<string, Map<number, ContentSummary[]>>();
  for (const row of rows) {
    const courseId = typeof row.courseId === 'string' ? row.courseId : 'unknown';
    const modules = courses.get(courseId) ?? new Map<number, ContentSummary[]>();
    courses.set(courseId, modules);
    const module = num(row.module);
    modules.set(module, [...(modules.get(module) ?? []), row]);
  }
  const rank = (courseId: string) => (courseOrder.includes(courseId) ? courseOrder.indexOf(courseId) : courseOrder.length);
  return [...courses.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([courseId, modules]) => ({
      courseId,
      firstModule: Math.min(...modules.keys()) === Number.MAX_SAFE_INTEGER ? 1 : Math.min(...modules.keys()),
      modules: [...modules.entries()]
        .sort(([a], [b]) => a - b)
        .map(([module, lessons]) => ({ module, lessons: [...lessons].sort((a, b) => num(a.order) - num(b.order)) })),
    }));
}

/** `list` with the entry at `from` moved to `to` (dnd-kit's arrayMove, kept here so the keyboard buttons share it). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

/**
 * The number a module at `index` of the studio's list has on the public pages (and is saved as): counted from the
 * course's first module holding lessons, which a reorder keeps (the premium course's is 2: its module 1 is the
 * starter course). Read from the lessons, so it holds for any course of the catalogue (issue 43).
 */
export function moduleNumberAt(course: Pick<CourseGroup, 'firstModule'>, index: number): number {
  return course.firstModule + index;
}

/** What PUT /api/admin/content/lessons/order takes for one course: modules numbered in their new order, as the public pages number them. */
export function orderBody(course: CourseGroup): { courseId: string; modules: { module: number; lessonIds: string[] }[] } {
  return {
    courseId: course.courseId,
    modules: course.modules.map((group, index) => ({
      module: moduleNumberAt(course, index),
      lessonIds: group.lessons.map((lesson) => lesson.id),
    })),
  };
}

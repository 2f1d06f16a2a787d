import type { ContentSummary } from '../../../common/content-kinds';

export interface ModuleGroup {
  /** The module's number as stored (its place in the course once saved). */
  module: number;
  lessons: ContentSummary[];
}

export interface CourseGroup {
  courseId: string;
  modules: ModuleGroup[];
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number.MAX_SAFE_INTEGER);

/** Lessons by course and module, each in its order (a lesson missing a number goes last). */
export function groupLessons(rows: readonly ContentSummary[]): CourseGroup[] {
  const courses = new Map<string, Map<number, ContentSummary[]>>();
  for (const row of rows) {
    const courseId = typeof row.courseId === 'string' ? row.courseId : 'unknown';
    const modules = courses.get(courseId) ?? new Map<number, ContentSummary[]>();
    courses.set(courseId, modules);
    const module = num(row.module);
    modules.set(module, [...(modules.get(module) ?? []), row]);
  }
  return [...courses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([courseId, modules]) => ({
      courseId,
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

/** What PUT /api/admin/content/lessons/order takes for one course: modules numbered from 1 in their new order. */
export function orderBody(course: CourseGroup): { courseId: string; modules: { module: number; lessonIds: string[] }[] } {
  return {
    courseId: course.courseId,
    modules: course.modules.map((group, index) => ({ module: index + 1, lessonIds: group.lessons.map((lesson) => lesson.id) })),
  };
}

import type { DripSchedule } from '../../common/drip';

/**
 * The owner's release schedule form (issue 43) as plain strings, as a browser posts it: each lesson has a days box
 * and a date box, and the chosen kind says which column counts, so switching kind before the page's scripts load
 * loses nothing. The page's action turns it into the `drip` PATCH /api/admin/courses/:id takes (one schema checks
 * both; app/lib/drip-form-action.server.ts) and saves it through server/drip/set-course-drip.ts. No schema is
 * imported here: the page's scripts need only the form's shape, not zod.
 */
export interface DripFormValues {
  type: string;
  notify: boolean;
  /** Lesson id → whole days after enrolment, as typed ('' = open from enrolment). */
  days: Record<string, string>;
  /** Lesson id → YYYY-MM-DD, as typed ('' = open from enrolment). */
  dates: Record<string, string>;
}

export type DripFieldErrors = Record<string, string | undefined>;

export interface DripFormLesson {
  id: string;
  title: string;
  module: number;
  order: number;
}

export const DRIP_MAX_DAYS = 3650;

/** A saved schedule as the form shows it. */
export function dripFormValues(schedule: DripSchedule): DripFormValues {
  const text = (record: Record<string, string | number>) => Object.fromEntries(Object.entries(record).map(([id, v]) => [id, String(v)]));
  return {
    type: schedule.type,
    notify: schedule.type !== 'none' && schedule.notify === true,
    days: schedule.type === 'after_enrolment' ? text(schedule.days) : {},
    dates: schedule.type === 'dates' ? text(schedule.dates) : {},
  };
}

/** The posted form, read only for the course's own lessons: a field naming any other id is ignored. */
export function readDripForm(form: FormData, lessons: readonly DripFormLesson[]): DripFormValues {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    type: text('dripType'),
    notify: form.get('notify') === 'true',
    days: Object.fromEntries(lessons.map((lesson) => [lesson.id, text(`days.${lesson.id}`)])),
    dates: Object.fromEntries(lessons.map((lesson) => [lesson.id, text(`dates.${lesson.id}`)])),
  };
}

/** "Module title" headings over the lessons, in the course's order. */
export function lessonsByModule(lessons: readonly DripFormLesson[], modules: readonly string[]) {
  const groups = new Map<number, DripFormLesson[]>();
  for (const lesson of [...lessons].sort((a, b) => a.module - b.module || a.order - b.order)) {
    groups.set(lesson.module, [...(groups.get(lesson.module) ?? []), lesson]);
  }
  return [...groups].map(([module, items]) => ({ module, title: modules[module - 1] ?? `Module ${module}`, lessons: items }));
}

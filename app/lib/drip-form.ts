import { dripScheduleSchema, type DripSchedule } from '../../common/drip';

/**
 * The owner's release schedule form (issue 43) as plain strings, as a browser posts it: each lesson has a days box
 * and a date box, and the chosen kind says which column counts, so switching kind before the page's scripts load
 * loses nothing. The page's action turns it into the `drip` PATCH /api/admin/courses/:id takes (one schema checks
 * both) and saves it through server/drip/set-course-drip.ts.
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

const lessonName = (lesson: DripFormLesson | undefined, id: string) =>
  lesson ? `Lesson ${lesson.module}.${lesson.order} “${lesson.title}”` : `Lesson ${id}`;

/**
 * The form's strings as a schedule, or the problems keyed by field (`dripType`, `days.<id>`, `dates.<id>`), each
 * message naming its lesson so the notice above the form says which one to fix.
 */
export function dripScheduleOf(
  values: DripFormValues,
  lessons: readonly DripFormLesson[],
): { ok: true; drip: DripSchedule } | { ok: false; errors: DripFieldErrors } {
  const errors: DripFieldErrors = {};
  let body: unknown;
  if (values.type === 'none') body = { type: 'none' };
  else if (values.type === 'after_enrolment') {
    const days: Record<string, number> = {};
    for (const lesson of lessons) {
      const typed = values.days[lesson.id] ?? '';
      if (typed === '') continue;
      // Digits only: "1.5", "-1" and "7 days" are refused here rather than rounded.
      if (!/^\d{1,5}$/.test(typed) || Number(typed) > DRIP_MAX_DAYS) {
        errors[`days.${lesson.id}`] =
          `${lessonName(lesson, lesson.id)}: the days must be a whole number from 0 to ${DRIP_MAX_DAYS} (empty opens it at enrolment).`;
      } else days[lesson.id] = Number(typed);
    }
    body = { type: 'after_enrolment', days, notify: values.notify };
  } else if (values.type === 'dates') {
    const dates = Object.fromEntries(lessons.flatMap((lesson) => (values.dates[lesson.id] ? [[lesson.id, values.dates[lesson.id]]] : [])));
    body = { type: 'dates', dates, notify: values.notify };
  } else {
    return { ok: false, errors: { dripType: 'Choose no schedule, days after enrolment or calendar dates.' } };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = dripScheduleSchema.safeParse(body);
  if (parsed.success) return { ok: true, drip: parsed.data };
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  for (const issue of parsed.error.issues) {
    const [column, id] = issue.path.map(String);
    if ((column === 'days' || column === 'dates') && id) errors[`${column}.${id}`] ??= `${lessonName(byId.get(id), id)}: ${issue.message}.`;
    else errors.dripType ??= issue.message;
  }
  return { ok: false, errors };
}

/** The form field a refusal of set-course-drip (`drip.days.<id>`, `drip.dates.<id>`) belongs beside. */
export function dripFieldOf(apiField: string | undefined): string {
  const match = /^drip\.(days|dates)\.(.+)$/.exec(apiField ?? '');
  return match ? `${match[1]}.${match[2]}` : 'dripType';
}

/** "Module title" headings over the lessons, in the course's order. */
export function lessonsByModule(lessons: readonly DripFormLesson[], modules: readonly string[]) {
  const groups = new Map<number, DripFormLesson[]>();
  for (const lesson of [...lessons].sort((a, b) => a.module - b.module || a.order - b.order)) {
    groups.set(lesson.module, [...(groups.get(lesson.module) ?? []), lesson]);
  }
  return [...groups].map(([module, items]) => ({ module, title: modules[module - 1] ?? `Module ${module}`, lessons: items }));
}

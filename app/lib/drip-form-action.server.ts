import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { dripScheduleSchema, NO_DRIP, type DripSchedule } from '../../common/drip';
import { loadOwnerCourse } from '../../server/courses/owner-courses';
import { setCourseDrip } from '../../server/drip/set-course-drip';
import { isDomainError } from '../../server/errors/domain-error';
import { statusOf } from '../../server/http/errors';
import { DRIP_MAX_DAYS, dripFormValues, readDripForm, type DripFieldErrors, type DripFormLesson, type DripFormValues } from './drip-form';
import type { Db } from '../../server/db/client';
import type { AdminActionData } from './admin-action.server';

/** What the release schedule form's post answers: the notice, and the form as posted (or as saved) with its errors. */
export type DripFormResult = AdminActionData & {
  drip: { values: DripFormValues; errors: DripFieldErrors; revision: string };
};

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

const answer = (notice: AdminActionData, values: DripFormValues, errors: DripFieldErrors, status = 200) =>
  data<DripFormResult>({ ...notice, drip: { values, errors, revision: randomUUID() } }, { status });

/**
 * /admin/courses' "Release schedule" post (issue 43): the form's strings become the schedule PATCH
 * /api/admin/courses/:id {drip} takes and are saved by the same function (setCourseDrip: checked, audited, every
 * process reloads it). A refused value keeps everything typed and is shown beside its lesson.
 */
export async function dripFormAction({
  db,
  courseId,
  form,
  actorId,
  now,
}: {
  db: Db;
  courseId: string;
  form: FormData;
  actorId: string;
  now: Date;
}) {
  let lessons;
  try {
    ({ lessons } = await loadOwnerCourse({ db, courseId }));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return answer({ ok: false, message: error.message }, dripFormValues(NO_DRIP), {}, statusOf(error));
  }
  const values = readDripForm(form, lessons);
  const parsed = dripScheduleOf(values, lessons);
  if (!parsed.ok) {
    const messages = Object.values(parsed.errors).filter((message): message is string => Boolean(message));
    const message =
      messages.length === 1
        ? `Not saved. ${messages[0]}`
        : `Not saved: ${messages.length} lessons need a change, marked below. ${messages[0]}`;
    return answer({ ok: false, message }, values, parsed.errors, 400);
  }
  try {
    const saved = await setCourseDrip({ db, courseId, drip: parsed.drip, actorId, now });
    return answer({ ok: true, message: `The release schedule of ${saved.title} is saved.` }, dripFormValues(parsed.drip), {});
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const message = error.message.replace(/^[\w.-]+: /, '');
    return answer({ ok: false, message: error.message }, values, { [dripFieldOf(error.details.field)]: message }, statusOf(error));
  }
}

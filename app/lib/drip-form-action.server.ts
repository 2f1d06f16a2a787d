import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { NO_DRIP } from '../../common/drip';
import { loadOwnerCourse } from '../../server/courses/owner-courses';
import { setCourseDrip } from '../../server/drip/set-course-drip';
import { isDomainError } from '../../server/errors/domain-error';
import { statusOf } from '../../server/http/errors';
import { dripFieldOf, dripFormValues, dripScheduleOf, readDripForm, type DripFieldErrors, type DripFormValues } from './drip-form';
import type { Db } from '../../server/db/client';
import type { AdminActionData } from './admin-action.server';

/** What the release schedule form's post answers: the notice, and the form as posted (or as saved) with its errors. */
export type DripFormResult = AdminActionData & {
  drip: { values: DripFormValues; errors: DripFieldErrors; revision: string };
};

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

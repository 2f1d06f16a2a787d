import { data, useActionData } from 'react-router';
import { z } from 'zod';
import { ActionNotice, PageTitle } from '~/components/admin/admin-ui';
import { CallDetailsForm, CallNotesForm, CancelCallForm } from '~/components/admin/call-forms';
import { formatCallTime } from '~/components/premium/call-time';
import { adminAction, parseForm, type AdminActionData } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { useTimeZoneCorrection } from '~/lib/use-time-zone-correction';
import { scheduleCallSchema, updateCallSchema } from '../../common/premium-schemas';
import { zonedTimeToIso } from '../../common/wall-clock';
import { cancelCall, listCalls, scheduleCall, updateCall } from '../../server/premium/calls-admin';
import { requireOwner } from '../lib/auth.server';
import { requestTimeZone } from '../lib/member-area.server';
import type { CallView } from '../../server/premium/call-view';
import type { Route } from './+types/admin-calls';
import type { ReactNode } from 'react';

export const meta: Route.MetaFunction = (args) => adminMeta('Strategy calls', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const calls = await listCalls({ db: context.services.db, now: context.services.now() });
  return { ...calls, timeZone: requestTimeZone(request) };
}

const idForm = z.object({ id: z.uuid({ message: 'id must be a call from the list' }) });

/** The form's start (a wall-clock time in the owner's zone) as the ISO moment the schemas take. */
function withStart(form: FormData, timeZone: string): FormData {
  const local = form.get('startsAtLocal');
  const copy = new FormData();
  for (const [key, value] of form) if (key !== 'startsAtLocal') copy.append(key, value);
  if (typeof local === 'string') copy.set('startsAt', zonedTimeToIso(local, timeZone) ?? local);
  return copy;
}

/** Schedule, edit, note and cancel post here with their `intent`; the same functions serve /api/admin/calls. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const { services } = context;
  const form = withStart(await request.formData(), requestTimeZone(request));
  const base = { db: services.db, now: services.now(), actorId: user.id };
  const intent = form.get('intent');
  const rawId = form.get('id');
  // Which form the answer is for, so a refused field is marked in that form only.
  const formId = typeof rawId === 'string' && rawId ? rawId : 'new';
  const tag = (answer: ReturnType<typeof data<AdminActionData>>) => data({ ...answer.data, formId }, answer.init ?? undefined);
  if (intent === 'schedule') {
    const parsed = parseForm(scheduleCallSchema, form);
    if (!parsed.ok) return tag(parsed.answer);
    return tag(await adminAction(async () => `Scheduled “${(await scheduleCall({ ...base, call: parsed.value })).title}”.`));
  }
  const target = parseForm(idForm, form);
  if (!target.ok) return tag(target.answer);
  const { id } = target.value;
  if (intent === 'cancel') {
    return tag(
      await adminAction(async () => {
        const result = await cancelCall({ ...base, mailer: services.mailer, id });
        if (result.alreadyCancelled) return 'This call was already cancelled.';
        return `Cancelled “${result.call.title}”; ${result.notified} member${result.notified === 1 ? '' : 's'} emailed.`;
      }),
    );
  }
  const fields = new FormData();
  for (const [key, value] of form) if (key !== 'intent' && key !== 'id') fields.append(key, value);
  const parsed = parseForm(updateCallSchema, fields);
  if (!parsed.ok) return tag(parsed.answer);
  return tag(await adminAction(async () => `Saved “${(await updateCall({ ...base, id, changes: parsed.value })).title}”.`));
}

function CallItem({ call, timeZone, children }: { call: CallView; timeZone: string; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold text-slate-900">
        {call.title}
        {call.status === 'cancelled' ? (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Cancelled</span>
        ) : null}
      </p>
      <p className="text-sm text-slate-700">
        <time dateTime={call.startsAt}>{formatCallTime(call.startsAt, call.endsAt, timeZone)}</time> · {call.durationMinutes} minutes
      </p>
      <div className="mt-3 flex flex-col gap-2">{children}</div>
    </li>
  );
}

const summaryClass = 'cursor-pointer text-sm font-medium text-blue-700 hover:underline';

export default function AdminCalls({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, timeZone } = loaderData;
  const answer = useActionData<typeof action>();
  const result: AdminActionData | undefined = answer;
  const submittedId = answer?.formId ?? null;
  useTimeZoneCorrection(timeZone);
  return (
    <>
      <PageTitle description={`The live calls of the premium member area (/premium/calls). Times in ${timeZone}.`}>
        Strategy calls
      </PageTitle>
      <ActionNotice result={result} />
      <section aria-labelledby="schedule-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="schedule-heading" className="mb-4 text-lg font-bold text-slate-900">
          Schedule a call
        </h2>
        <CallDetailsForm timeZone={timeZone} result={result} submittedId={submittedId} />
      </section>
      <section aria-labelledby="upcoming-calls-heading" className="mt-8">
        <h2 id="upcoming-calls-heading" className="text-lg font-bold text-slate-900">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-2 text-slate-700">No call is scheduled; members are told the next one will be announced.</p>
        ) : null}
        <ul className="mt-3 flex flex-col gap-3">
          {upcoming.map((call) => (
            <CallItem key={call.id} call={call} timeZone={timeZone}>
              {call.status === 'scheduled' ? (
                <>
                  <details>
                    <summary className={summaryClass}>Edit</summary>
                    <div className="mt-3">
                      <CallDetailsForm call={call} timeZone={timeZone} result={result} submittedId={submittedId} />
                    </div>
                  </details>
                  <details>
                    <summary className={summaryClass}>Cancel…</summary>
                    <div className="mt-3">
                      <CancelCallForm call={call} />
                    </div>
                  </details>
                </>
              ) : null}
            </CallItem>
          ))}
        </ul>
      </section>
      <section aria-labelledby="past-calls-heading" className="mt-8">
        <h2 id="past-calls-heading" className="text-lg font-bold text-slate-900">
          Past calls
        </h2>
        {past.length === 0 ? <p className="mt-2 text-slate-700">None yet.</p> : null}
        <ul className="mt-3 flex flex-col gap-3">
          {past.map((call) => (
            <CallItem key={call.id} call={call} timeZone={timeZone}>
              <details>
                <summary className={summaryClass}>
                  {call.notes || call.recordingUrl ? 'Edit notes and recording' : 'Add notes and recording'}
                </summary>
                <div className="mt-3">
                  <CallNotesForm call={call} result={result} submittedId={submittedId} />
                </div>
              </details>
            </CallItem>
          ))}
        </ul>
      </section>
    </>
  );
}

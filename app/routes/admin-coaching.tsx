import { data, useActionData } from 'react-router';
import { z } from 'zod';
import { ActionNotice, PageTitle } from '~/components/admin/admin-ui';
import { AvailabilityForm, SessionForms } from '~/components/admin/coaching-forms';
import { formatCallTime } from '~/components/premium/call-time';
import { adminAction, parseForm, type AdminActionData } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { availabilitySchema, bookingParamsSchema, ownerBookingUpdateSchema, WEEKDAYS } from '../../common/coaching-schemas';
import { loadCoachingSettings, listSessions, updateAvailability, updateSession } from '../../server/coaching/coaching-pages';
import { requireOwner } from '../lib/auth.server';
import type { OwnerSessionView } from '../../server/coaching/coaching-pages';
import type { Route } from './+types/admin-coaching';

export const meta: Route.MetaFunction = (args) => adminMeta('1-on-1 coaching', args);

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  const { db, now } = context.services;
  const [settings, sessions] = await Promise.all([loadCoachingSettings({ db }), listSessions({ db, now: now() })]);
  return { settings, ...sessions };
}

/** "09:00-12:00, 13:00-17:00" → ranges; anything unreadable is passed on for the schema to name. */
function parseRanges(text: string): unknown {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.map((part) => {
    const [start = '', end = ''] = part.split(/\s*[-–]\s*/);
    return { start, end };
  });
}

/** The form's fields as the body PUT /api/admin/coaching/availability takes. */
function availabilityBody(form: FormData): unknown {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const number = (name: string) => (text(name) === '' ? null : Number(text(name)));
  return {
    timeZone: text('timeZone'),
    sessionMinutes: number('sessionMinutes'),
    bufferMinutes: number('bufferMinutes') ?? 0,
    minNoticeHours: number('minNoticeHours'),
    maxDaysAhead: number('maxDaysAhead'),
    maxPerDay: number('maxPerDay'),
    meetingUrl: text('meetingUrl') || null,
    bookingWindowDays: number('bookingWindowDays') ?? undefined,
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, parseRanges(text(`weekly.${day}`))])),
    overrides: text('overrides')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [, date = line, rest = ''] = /^(\S+?):\s*(.*)$/.exec(line) ?? [];
        return { date, ranges: /^off$/i.test(rest.trim()) ? [] : parseRanges(rest) };
      }),
  };
}

const intentSchema = z.object({ intent: z.enum(['availability', 'session'], { message: 'intent must be availability or session' }) });

/** Hours and session changes post here; the same functions serve /api/admin/coaching. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const { services } = context;
  const form = await request.formData();
  const base = { db: services.db, now: services.now(), actorId: user.id };
  const intent = parseForm(intentSchema, form);
  if (!intent.ok) return intent.answer;
  if (intent.value.intent === 'availability') {
    const parsed = availabilitySchema.safeParse(availabilityBody(form));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.');
      return data<AdminActionData>({ ok: false, message: `${field}: ${issue.message}`, field }, { status: 400 });
    }
    return adminAction(async () => (await updateAvailability({ ...base, availability: parsed.data }), 'Hours saved.'));
  }
  const target = parseForm(bookingParamsSchema, form);
  if (!target.ok) return target.answer;
  const fields = new FormData();
  for (const [key, value] of form) if (key !== 'intent' && key !== 'id' && value !== '') fields.append(key, value);
  if (form.has('notes')) fields.set('notes', String(form.get('notes')));
  const changes = parseForm(ownerBookingUpdateSchema, fields);
  if (!changes.ok) return changes.answer;
  return adminAction(async () => {
    const session = await updateSession({ ...base, mailer: services.mailer, id: target.value.id, changes: changes.value });
    return session.status === 'cancelled' ? 'Session cancelled; the learner was emailed.' : 'Session saved.';
  });
}

function SessionItem({ session, timeZone, past }: { session: OwnerSessionView; timeZone: string; past: boolean }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold text-slate-900">
        <time dateTime={session.start}>{formatCallTime(session.start, session.end, timeZone)}</time>
        <span className="ml-2 text-sm font-medium capitalize text-slate-600">· {session.status}</span>
      </p>
      <p className="text-sm text-slate-700">
        {session.learner ? `${session.learner.username} (${session.learner.email})` : 'Deleted account'}
      </p>
      {session.topic ? <p className="mt-1 whitespace-pre-line text-slate-700">Topic: {session.topic}</p> : null}
      {session.cancelMessage ? <p className="mt-1 text-sm text-slate-600">Message: {session.cancelMessage}</p> : null}
      <SessionForms session={session} past={past} />
    </li>
  );
}

export default function AdminCoaching({ loaderData }: Route.ComponentProps) {
  const { settings, upcoming, past } = loaderData;
  const result: AdminActionData | undefined = useActionData<typeof action>();
  const timeZone = settings.timeZone;
  return (
    <>
      <PageTitle description={`Your hours for premium buyers’ 1-on-1 sessions (/premium/coaching). Times in ${timeZone}.`}>
        1-on-1 coaching
      </PageTitle>
      <ActionNotice result={result} />
      <section id="hours" aria-labelledby="hours-heading" className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="hours-heading" className="mb-4 text-lg font-bold text-slate-900">
          Hours and rules
        </h2>
        <AvailabilityForm settings={settings} />
      </section>
      <section aria-labelledby="upcoming-sessions-heading" className="mt-8">
        <h2 id="upcoming-sessions-heading" className="text-lg font-bold text-slate-900">
          Upcoming sessions
        </h2>
        {upcoming.length === 0 ? <p className="mt-2 text-slate-700">None booked.</p> : null}
        <ul className="mt-3 flex flex-col gap-3">
          {upcoming.map((session) => (
            <SessionItem key={session.id} session={session} timeZone={timeZone} past={false} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="past-sessions-heading" className="mt-8">
        <h2 id="past-sessions-heading" className="text-lg font-bold text-slate-900">
          Past sessions
        </h2>
        {past.length === 0 ? <p className="mt-2 text-slate-700">None yet.</p> : null}
        <ul className="mt-3 flex flex-col gap-3">
          {past.map((session) => (
            <SessionItem key={session.id} session={session} timeZone={timeZone} past />
          ))}
        </ul>
      </section>
    </>
  );
}

import { CalendarCheck } from 'lucide-react';
import { data, useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';
import { COMMON_ZONES } from '~/components/coaching/coaching-time';
import { OpenTimes, SessionItem } from '~/components/coaching/session-parts';
import { zoneLabel } from '~/components/premium/call-time';
import { MemberAreaFrame, MemberAreaLocked } from '~/components/premium/member-area-chrome';
import { adminAction, parseForm, type AdminActionData } from '~/lib/admin-action.server';
import { originFrom, seo } from '~/lib/seo';
import { useTimeZoneCorrection } from '~/lib/use-time-zone-correction';
import { bookingParamsSchema, bookSessionSchema, rescheduleSessionSchema } from '../../common/coaching-schemas';
import { readerTimeZone } from '../../common/reader-time-zone';
import { safeTimeZone } from '../../common/safe-time-zone';
import { TZ_CHOICE_COOKIE } from '../../common/time-zone-cookies';
import { bookSession, cancelSession, listMySessions, listOpenSlots, rescheduleSession } from '../../server/coaching/coaching-pages';
import { isDomainError } from '../lib/domain-error.server';
import { memberAreaGate } from '../lib/member-area.server';
import type { Slot } from '../../server/coaching/coaching-pages';
import type { Route } from './+types/premium-coaching';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: '1-on-1 coaching · Member area', path: '/premium/coaching', origin: originFrom(matches), noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = await memberAreaGate(context, request);
  if (gate.locked) return gate.locked;
  const url = new URL(request.url);
  // The zone asked for in the address (the "Times in" form), else the one chosen before, else the browser's.
  const asked = url.searchParams.get('tz');
  const fromCookies = readerTimeZone(request.headers.get('cookie'));
  const timeZone = asked ? safeTimeZone(asked) : fromCookies.timeZone;
  const chosen = Boolean(asked) || fromCookies.chosen;
  const { db, now: clock } = context.services;
  const now = clock();
  const mine = await listMySessions({ db, userId: gate.member.id, now });
  let slots: Slot[] | null = null;
  try {
    slots = (await listOpenSlots({ db, userId: gate.member.id, now, to: new Date(now.getTime() + 21 * 86_400_000) })).slots;
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'forbidden') throw error;
  }
  const moving = mine.sessions.find((s) => s.id === url.searchParams.get('move') && s.changeable) ?? null;
  // "Cancel this session" first asks (a link to ?cancel=<id>, so it works without JavaScript); only the confirmation posts.
  const confirmingCancel = mine.sessions.find((s) => s.id === url.searchParams.get('cancel') && s.changeable)?.id ?? null;
  const headers: HeadersInit = asked
    ? { 'Set-Cookie': `${TZ_CHOICE_COOKIE}=${encodeURIComponent(timeZone)}; Path=/; Max-Age=31536000; SameSite=Lax` }
    : {};
  return data({ screen: 'member' as const, ...mine, slots, moving, confirmingCancel, timeZone, chosenZone: chosen }, { headers });
}

/** Book, move and cancel post here; the same functions serve /api/coaching/bookings. */
export async function action({ context, request }: Route.ActionArgs) {
  const gate = await memberAreaGate(context, request);
  if (gate.locked)
    return data<AdminActionData>({ ok: false, message: gate.locked.data.message }, { status: gate.locked.init?.status ?? 403 });
  const form = await request.formData();
  const { services } = context;
  const base = { db: services.db, mailer: services.mailer, now: services.now(), userId: gate.member.id };
  // The zone the times were shown in (the form says it), for the learner's emails.
  const shownIn = readerTimeZone(request.headers.get('cookie')).timeZone;
  const intent = parseForm(
    z.object({ intent: z.enum(['book', 'move', 'cancel'], { message: 'intent must be book, move or cancel' }) }),
    form,
  );
  if (!intent.ok) return intent.answer;
  if (intent.value.intent === 'book') {
    const parsed = parseForm(bookSessionSchema, form);
    if (!parsed.ok) return parsed.answer;
    return adminAction(
      async () => (
        await bookSession({ ...base, ...parsed.value, timeZone: parsed.value.timeZone ?? shownIn }),
        'Booked. The invitation is on its way to your inbox.'
      ),
    );
  }
  const target = parseForm(bookingParamsSchema, form);
  if (!target.ok) return target.answer;
  if (intent.value.intent === 'cancel') {
    return adminAction(
      async () => (await cancelSession({ ...base, id: target.value.id }), 'Cancelled. The session is back in your balance.'),
    );
  }
  const parsed = parseForm(rescheduleSessionSchema, form);
  if (!parsed.ok) return parsed.answer;
  return adminAction(
    async () => (
      await rescheduleSession({ ...base, id: target.value.id, ...parsed.value, timeZone: parsed.value.timeZone ?? shownIn }),
      'Moved. The new invitation is on its way.'
    ),
  );
}

/**
 * A refused booking (409: the time was just taken) reloads the times too: React Router skips that after a
 * 4xx by default, which would leave the taken time on the page.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

type MemberData = Extract<Route.ComponentProps['loaderData'], { screen: 'member' }>;

function MemberCoaching({ loaderData }: { loaderData: MemberData }) {
  const { sessions, balance, timeZone, chosenZone, sessionMinutes, minNoticeHours, moving, confirmingCancel } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  useTimeZoneCorrection(chosenZone ? null : timeZone);
  const upcoming = sessions.filter((s) => s.status === 'booked');
  const past = sessions.filter((s) => s.status !== 'booked');
  return (
    <MemberAreaFrame
      title="1-on-1 coaching"
      intro={`A ${sessionMinutes}-minute video call with the instructor about your own business. Book, move or cancel up to ${minNoticeHours} hours before it starts.`}
    >
      {answer ? (
        <p
          role="status"
          className={answer.ok ? 'mb-6 rounded-xl bg-green-50 p-3 text-green-900' : 'mb-6 rounded-xl bg-red-50 p-3 text-red-900'}
        >
          {answer.message}
        </p>
      ) : null}
      <section aria-labelledby="mine-heading">
        <h2 id="mine-heading" className="text-xl font-bold text-slate-900">
          Your sessions
        </h2>
        <p className="mt-1 flex items-center gap-2 text-slate-700">
          <CalendarCheck className="size-5 text-blue-700" aria-hidden />
          {balance.available === 0
            ? 'No session left to book.'
            : `${balance.available} session${balance.available === 1 ? '' : 's'} to book${balance.bookBy ? `, by ${new Date(balance.bookBy).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone })}` : ''}.`}
        </p>
        {upcoming.length > 0 ? (
          <ul className="mt-4 flex flex-col gap-3">
            {upcoming.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                timeZone={timeZone}
                confirmingCancel={session.id === confirmingCancel}
                busy={busy}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="times-heading" id="times" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="times-heading" className="text-xl font-bold text-slate-900">
            {moving ? 'Choose a new time' : 'Open times'}
          </h2>
          <form method="get" className="flex w-full flex-wrap items-center gap-2 text-sm sm:w-auto">
            {moving ? <input type="hidden" name="move" value={moving.id} /> : null}
            <label htmlFor="tz" className="text-slate-700">
              Times in
            </label>
            <select
              key={timeZone}
              id="tz"
              name="tz"
              defaultValue={timeZone}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 p-1.5"
            >
              {[...new Set([timeZone, ...COMMON_ZONES])].map((zone) => (
                <option key={zone} value={zone}>
                  {zoneLabel(zone)}
                </option>
              ))}
            </select>
            <button type="submit" className="rounded-lg border border-slate-300 px-2 py-1.5 font-medium text-slate-800">
              Show
            </button>
          </form>
        </div>
        <OpenTimes slots={loaderData.slots} moving={moving} timeZone={timeZone} available={balance.available} busy={busy} />
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="mt-10">
          <h2 id="past-heading" className="text-xl font-bold text-slate-900">
            Past and cancelled
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {past.map((session) => (
              <SessionItem key={session.id} session={session} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ) : null}
    </MemberAreaFrame>
  );
}

export default function PremiumCoaching({ loaderData }: Route.ComponentProps) {
  if (loaderData.screen !== 'member') return <MemberAreaLocked locked={loaderData} />;
  return <MemberCoaching loaderData={loaderData} />;
}

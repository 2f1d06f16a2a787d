import { CalendarClock } from 'lucide-react';
import { CallCard } from '~/components/premium/call-card';
import { zoneLabel } from '~/components/premium/call-time';
import { MemberAreaFrame, MemberAreaLocked } from '~/components/premium/member-area-chrome';
import { originFrom, seo } from '~/lib/seo';
import { useTimeZoneCorrection } from '~/lib/use-time-zone-correction';
import { listCalls } from '../../server/premium/member-area';
import { memberAreaGate, requestTimeZone } from '../lib/member-area.server';
import type { Route } from './+types/premium-calls';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Strategy calls · Member area', path: '/premium/calls', origin: originFrom(matches), noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = await memberAreaGate(context, request);
  if (gate.locked) return gate.locked;
  const calls = await listCalls({ db: context.services.db, now: context.services.now() });
  return { screen: 'member' as const, ...calls, timeZone: requestTimeZone(request) };
}

function MemberCalls({ loaderData }: { loaderData: Extract<Route.ComponentProps['loaderData'], { screen: 'member' }> }) {
  const { upcoming, past, timeZone } = loaderData;
  useTimeZoneCorrection(timeZone);
  return (
    <MemberAreaFrame
      title="Live strategy calls"
      intro="Monthly live calls for premium members: bring your questions, get feedback on your offer and see how others are growing. Every member gets an email reminder the day before."
    >
      <section aria-labelledby="upcoming-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="upcoming-heading" className="text-xl font-bold text-slate-900">
            Upcoming
          </h2>
          <p className="text-sm text-slate-600">Times in {zoneLabel(timeZone)}</p>
        </div>
        {upcoming.length === 0 ? (
          <div className="mt-4 flex items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-slate-700">
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden />
            <p>
              The next call has not been scheduled yet. It will be announced here as soon as it is, with its agenda and a link to add it to
              your calendar, and you will get an email reminder the day before.
            </p>
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            {upcoming.map((call) => (
              <CallCard key={call.id} call={call} timeZone={timeZone} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="past-heading" className="mt-10">
        <h2 id="past-heading" className="text-xl font-bold text-slate-900">
          Past calls
        </h2>
        {past.length === 0 ? (
          <p className="mt-2 text-slate-700">No calls have taken place yet. Notes and recordings of each call will be kept here.</p>
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            {past.map((call) => (
              <CallCard key={call.id} call={call} timeZone={timeZone} past />
            ))}
          </div>
        )}
      </section>
    </MemberAreaFrame>
  );
}

export default function PremiumCalls({ loaderData }: Route.ComponentProps) {
  if (loaderData.screen !== 'member') return <MemberAreaLocked locked={loaderData} />;
  return <MemberCalls loaderData={loaderData} />;
}

import { CalendarClock, FileStack, MessagesSquare, PlayCircle } from 'lucide-react';
import { data, Link } from 'react-router';
import { formatCallTime, zoneLabel } from '~/components/premium/call-time';
import { MemberAreaFrame, MemberAreaLocked } from '~/components/premium/member-area-chrome';
import { WhatsNewList } from '~/components/premium/whats-new-list';
import { originFrom, seo } from '~/lib/seo';
import { useTimeZoneCorrection } from '~/lib/use-time-zone-correction';
import { listCalls, listTemplates, listWhatsNew } from '../../server/premium/member-area';
import { memberAreaGate, requestTimeZone } from '../lib/member-area.server';
import type { Route } from './+types/premium';
import type { ReactNode } from 'react';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Member area', path: '/premium', origin: originFrom(matches), noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = await memberAreaGate(context, request);
  if (gate.locked) return gate.locked;
  const { db } = context.services;
  const now = context.services.now();
  const [calls, whatsNew] = await Promise.all([listCalls({ db, now }), listWhatsNew({ db, userId: gate.member.id, now })]);
  return data({
    screen: 'member' as const,
    username: gate.member.username,
    templateCount: listTemplates().length,
    nextCall: calls.upcoming.find((call) => call.status === 'scheduled') ?? null,
    whatsNew,
    timeZone: requestTimeZone(request),
  });
}

function Tile({ to, icon, title, children }: { to: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-blue-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <span className="flex items-center gap-2 text-lg font-bold text-slate-900 group-hover:text-blue-700">
        {icon} {title}
      </span>
      <span className="text-slate-700">{children}</span>
    </Link>
  );
}

function MemberHub({ loaderData }: { loaderData: Extract<Route.ComponentProps['loaderData'], { screen: 'member' }> }) {
  const { username, templateCount, nextCall, whatsNew, timeZone } = loaderData;
  useTimeZoneCorrection(timeZone);
  const iconClass = 'size-5 text-blue-700';
  return (
    <MemberAreaFrame
      title={`Welcome to the member area, ${username}`}
      intro="Everything your premium purchase includes beyond the lessons: templates to use today, live strategy calls, the members' community and every future update."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile to="/premium/templates" icon={<FileStack className={iconClass} aria-hidden />} title="Done-for-you templates">
          {templateCount} templates: proposals, pricing, outreach, onboarding, reports and prompt packs, to copy or download.
        </Tile>
        <Tile to="/premium/calls" icon={<CalendarClock className={iconClass} aria-hidden />} title="Live strategy calls">
          {nextCall ? (
            <>
              Next: {nextCall.title},{' '}
              <time dateTime={nextCall.startsAt}>{formatCallTime(nextCall.startsAt, nextCall.endsAt, timeZone)}</time> (
              {zoneLabel(timeZone)}).
            </>
          ) : (
            'No call is scheduled yet. The next one will be announced on the calls page, with an email reminder the day before.'
          )}
        </Tile>
        <Tile to="/premium/community" icon={<MessagesSquare className={iconClass} aria-hidden />} title="Mastermind community">
          The members-only space: introduce yourself, share wins, ask questions and keep each other accountable.
        </Tile>
        <Tile to="/course/premium" icon={<PlayCircle className={iconClass} aria-hidden />} title="The premium course">
          Pick up the lessons where you left off.
        </Tile>
      </div>
      <div className="mt-8">
        <WhatsNewList whatsNew={whatsNew} />
      </div>
    </MemberAreaFrame>
  );
}

export default function PremiumHub({ loaderData }: Route.ComponentProps) {
  if (loaderData.screen !== 'member') return <MemberAreaLocked locked={loaderData} />;
  return <MemberHub loaderData={loaderData} />;
}

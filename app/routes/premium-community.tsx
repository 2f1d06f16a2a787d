import { MessagesSquare } from 'lucide-react';
import { data, redirect } from 'react-router';
import { CategoryFilter, COMMUNITY_PATH, CommunityThreads } from '~/components/community/community-threads';
import { NewThreadForm, type NewThreadValues } from '~/components/community/new-thread-form';
import { MemberAreaFrame, MemberAreaLocked } from '~/components/premium/member-area-chrome';
import { listQuery } from '~/lib/list-query';
import { originFrom, seo } from '~/lib/seo';
import { useTimeZoneCorrection } from '~/lib/use-time-zone-correction';
import { communityQuerySchema, newThreadSchema } from '../../common/community-schemas';
import { readerTimeZone } from '../../common/reader-time-zone';
import { checkCommunityAccess } from '../../server/community/check-community-access';
import { listCommunityThreads } from '../../server/community/list-community-threads';
import { startCommunityThread } from '../../server/community/start-community-thread';
import { domainErrorData, fieldErrorOf } from '../lib/domain-error.server';
import { checkForm, readForm } from '../lib/form.server';
import { memberAreaGate } from '../lib/member-area.server';
import type { FieldErrors } from '../../common/validation';
import type { Route } from './+types/premium-community';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Mastermind community · Member area', path: COMMUNITY_PATH, origin: originFrom(matches), noindex: true });

// The gate first, before the query is read: nobody without access learns anything of the community (issue 28).
export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = await memberAreaGate(context, request, checkCommunityAccess);
  if (gate.locked) return gate.locked;
  const { category, page } = listQuery(request, communityQuerySchema, { category: undefined, page: 1 });
  const list = await listCommunityThreads({ db: context.services.db, user: gate.member, category: category ?? null, page });
  // Times in the reader's zone: the one chosen for coaching, else the browser's (UTC until it has said).
  const { timeZone, chosen } = readerTimeZone(request.headers.get('cookie'));
  return data({ screen: 'member' as const, list, moderator: gate.member.isOwner, timeZone, chosenZone: chosen });
}

type StartAnswer = { errors: FieldErrors; values: NewThreadValues };

export async function action({ context, request }: Route.ActionArgs) {
  const gate = await memberAreaGate(context, request, checkCommunityAccess);
  if (gate.locked) return gate.locked;
  const values = readForm(await request.formData(), ['category', 'title', 'body']);
  const checked = checkForm(newThreadSchema, values);
  if (!checked.ok) return data<StartAnswer>({ errors: checked.errors, values }, { status: 400 });
  const { services } = context;
  try {
    const thread = await startCommunityThread({
      db: services.db,
      mailer: services.mailer,
      user: gate.member,
      ...checked.data,
      ip: context.clientIp,
      now: services.now(),
    });
    return redirect(`${COMMUNITY_PATH}/${thread.id}`);
  } catch (error) {
    return domainErrorData(error, (e): StartAnswer => ({ errors: { form: e.message, ...fieldErrorOf(e) }, values }));
  }
}

function Community({
  loaderData,
  actionData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { screen: 'member' }>;
  actionData: unknown;
}) {
  const { list, timeZone, chosenZone } = loaderData;
  useTimeZoneCorrection(chosenZone ? null : timeZone);
  const answer = actionData && typeof actionData === 'object' && 'errors' in actionData ? (actionData as StartAnswer) : undefined;
  return (
    <MemberAreaFrame
      title="The mastermind community"
      intro="A private space for premium members: introduce yourself, share wins, ask questions and keep each other accountable week by week. Only members and the instructor can read it."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="threads-heading" className="min-w-0">
          <h2 id="threads-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <MessagesSquare className="size-5 text-blue-700" aria-hidden /> Threads
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {list.total === 0 ? 'Nothing here yet.' : `${list.total} thread${list.total === 1 ? '' : 's'}, latest activity first.`}
          </p>
          <div className="mt-4">
            <CategoryFilter current={list.category} />
          </div>
          <div className="mt-4">
            <CommunityThreads list={list} timeZone={timeZone} />
          </div>
        </section>
        <section aria-labelledby="start-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="start-heading" className="text-xl font-bold text-slate-900">
            Start a thread
          </h2>
          <div className="mt-4">
            <NewThreadForm errors={answer?.errors} values={answer?.values} defaultCategory={list.category} />
          </div>
        </section>
      </div>
    </MemberAreaFrame>
  );
}

export default function PremiumCommunity({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.screen !== 'member') return <MemberAreaLocked locked={loaderData} />;
  return <Community loaderData={loaderData} actionData={actionData} />;
}

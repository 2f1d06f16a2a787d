import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { data, Link } from 'react-router';
import { COMMUNITY_PATH } from '~/components/community/community-threads';
import { MemberAreaFrame, MemberAreaLocked } from '~/components/premium/member-area-chrome';
import { lazyPart } from '~/lib/lazy-part';
import { originFrom, seo } from '~/lib/seo';
import { useTimeZoneCorrection } from '~/lib/use-time-zone-correction';
import { CATEGORY_LABELS } from '../../common/community-rules';
import { threadIdSchema } from '../../common/community-schemas';
import { formatDateTime } from '../../common/format';
import { readerTimeZone } from '../../common/reader-time-zone';
import { checkCommunityAccess } from '../../server/community/check-community-access';
import { readCommunityThread } from '../../server/community/read-community-thread';
import { COMMUNITY_PLACE } from '../../server/discussions/discussion-place';
import { discussionAction, isDiscussionForm } from '../lib/discussion-action.server';
import { domainErrorData } from '../lib/domain-error.server';
import { memberAreaGate } from '../lib/member-area.server';
import type { Route } from './+types/premium-community-thread';

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  seo({
    title: loaded && 'summary' in loaded ? `${loaded.summary.title ?? 'A deleted thread'} · Mastermind community` : 'Mastermind community',
    path: location.pathname,
    origin: originFrom(matches),
    noindex: true,
  });

// The thread's parts (the discussions' comment and form code) load beside the page's own, keeping it within the
// app pages' byte budget (docs/decisions/024g-app-pages-under-budget.md); the server's HTML shows them meanwhile.
const ThreadView = lazyPart(() => import('~/components/community/community-thread-view').then((m) => m.CommunityThreadView));

const notFound = () => data({ screen: 'not-found' as const }, { status: 404 });

/** The member, and the thread as they may see it; anyone else the member area's locked screen (issue 28). */
async function open(context: Route.LoaderArgs['context'], request: Request, params: Route.LoaderArgs['params']) {
  const gate = await memberAreaGate(context, request, checkCommunityAccess);
  if (gate.locked) return { answer: gate.locked };
  const parsed = threadIdSchema.safeParse(params);
  if (!parsed.success) return { answer: notFound() };
  const { db, now } = context.services;
  try {
    return { member: gate.member, page: await readCommunityThread({ db, user: gate.member, threadId: parsed.data.threadId, now: now() }) };
  } catch (error) {
    return { answer: domainErrorData(error, () => ({ screen: 'not-found' as const })) };
  }
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const opened = await open(context, request, params);
  if (!opened.page) return opened.answer;
  // Times in the reader's zone: the one chosen for coaching, else the browser's (UTC until it has said).
  const { timeZone, chosen } = readerTimeZone(request.headers.get('cookie'));
  return data({ screen: 'member' as const, ...opened.page, timeZone, chosenZone: chosen });
}

/** A client-side visit renders once the thread's code is here too. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), ThreadView.preload()]);
  return loaded;
}

/** The discussion forms (reply, edit, delete, report, moderate), on the lesson discussions' own action. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const opened = await open(context, request, params);
  if (!opened.page) return opened.answer;
  const form = await request.formData();
  if (!isDiscussionForm(form)) return data({ discussion: { intent: '', ok: false, message: 'Unknown action.' } }, { status: 400 });
  // A reply always joins this thread, whatever the form says.
  if (form.get('intent') === 'comment-post') form.set('parentId', opened.page.thread.id);
  return discussionAction(context, COMMUNITY_PLACE, form);
}

function Thread({ loaderData }: { loaderData: Extract<Route.ComponentProps['loaderData'], { screen: 'member' }> }) {
  const { summary, thread, moderator, timeZone, chosenZone } = loaderData;
  useTimeZoneCorrection(chosenZone ? null : timeZone);
  return (
    <MemberAreaFrame title={summary.title ?? 'A deleted thread'}>
      <p className="-mt-6 mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <Link to={`${COMMUNITY_PATH}?category=${summary.category}`} className="font-semibold text-blue-700 hover:underline">
          {CATEGORY_LABELS[summary.category]}
        </Link>
        <span>
          Started <time dateTime={summary.createdAt}>{formatDateTime(summary.createdAt, timeZone)}</time>
        </span>
      </p>
      <Suspense>
        <ThreadView thread={thread} moderator={moderator} timeZone={timeZone} />
      </Suspense>
      <p className="mt-6">
        <Link to={COMMUNITY_PATH} className="inline-flex items-center gap-1 text-blue-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden /> All threads
        </Link>
      </p>
    </MemberAreaFrame>
  );
}

export default function PremiumCommunityThread({ loaderData }: Route.ComponentProps) {
  if (loaderData.screen === 'not-found') return <NotFoundThread />;
  if (loaderData.screen !== 'member') return <MemberAreaLocked locked={loaderData} />;
  return <Thread loaderData={loaderData} />;
}

function NotFoundThread() {
  return (
    <MemberAreaFrame title="Thread not found">
      <p className="text-slate-700">This thread does not exist or is no longer shown.</p>
      <p className="mt-4">
        <Link to={COMMUNITY_PATH} className="text-blue-700 hover:underline">
          Back to the community
        </Link>
      </p>
    </MemberAreaFrame>
  );
}

import { Crown, GraduationCap, MessagesSquare, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { RecentDiscussions } from '~/components/community/recent-discussions';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { loginPath, signupPath } from '../../common/routes';
import { listRecentDiscussions } from '../../server/discussions/list-recent-discussions';
import type { Route } from './+types/community';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Community',
    description:
      'Ask questions under every lesson, share what worked, and hear from the instructor: how the AI Income Academy community works and how to join.',
    path: '/community',
    origin: originFrom(matches),
  });

// A visitor without an account gets only the invitation (the same page for all of them, so it may be cached).
export async function loader({ context }: Route.LoaderArgs) {
  const { user, services } = context;
  return {
    member: user ? { premium: user.hasPremiumAccess || user.isOwner } : null,
    discussions: await listRecentDiscussions({ db: services.db, user }),
  };
}

const STEPS = [
  {
    icon: UserPlus,
    title: 'Free account',
    text: 'Join the discussions under every lesson of the AI Business Starter Course: ask, answer, and share what worked.',
  },
  {
    icon: Crown,
    title: 'Premium course',
    text: 'Buyers also join the private discussions under the premium lessons, where the instructor answers.',
  },
  {
    icon: GraduationCap,
    title: 'The instructor',
    text: 'Replies from the instructor carry an Instructor badge, and the best threads are pinned to the top.',
  },
];

export default function Community({ loaderData }: Route.ComponentProps) {
  const { member, discussions } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-blue-700">
        <MessagesSquare className="size-4" aria-hidden /> Community
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">Learn together, lesson by lesson</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Every lesson has its own discussion. Ask a question where it comes up, help someone one step behind you, and read how others turned
        the lesson into income. Be kind and specific; the owners remove spam and anything reported that breaks that.
      </p>

      <section aria-labelledby="join-heading" className="mt-10">
        <h2 id="join-heading" className="text-xl font-bold text-slate-900">
          How to join
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <Icon className="size-6 text-blue-700" aria-hidden />
              <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          {member ? (
            <>
              <Button asChild>
                <Link to="/course/free">Open the starter course</Link>
              </Button>
              {member.premium ? (
                // The members' own space (issue 28); none of its threads are listed on this page.
                <Button asChild variant="premium">
                  <Link to="/premium/community">Open the mastermind community</Link>
                </Button>
              ) : (
                <Button asChild variant="premium">
                  <Link to="/course/premium">See the premium course</Link>
                </Button>
              )}
            </>
          ) : (
            <>
              <Button asChild>
                <Link to={signupPath('/community')}>Create a free account</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={loginPath('/community')}>Sign in</Link>
              </Button>
            </>
          )}
        </div>
      </section>

      {member ? (
        <section aria-labelledby="recent-heading" className="mt-12">
          <h2 id="recent-heading" className="text-xl font-bold text-slate-900">
            Recent discussions
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {member.premium
              ? 'From every lesson you can open.'
              : 'From the starter course. Premium lessons have their own discussions for buyers.'}
          </p>
          <div className="mt-4">
            <RecentDiscussions discussions={discussions} />
          </div>
        </section>
      ) : null}
    </div>
  );
}

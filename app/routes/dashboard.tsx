import { parse } from 'hono/utils/cookie';
import { BookOpen, CalendarClock, CheckCircle2, Clock, Crown, Flame, GraduationCap, Lock, PlayCircle } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { data, Link, useNavigation, useRevalidator } from 'react-router';
import {
  Achievements,
  CourseReviews,
  DashboardCertificates,
  DiscussionActivityList,
  MemberAreaCard,
  PasskeyOffer,
  preloadDashboardParts,
  VerifyEmailNotice,
  WeeklyGoals,
} from '~/components/dashboard/dashboard-parts';
import { Bar } from '~/components/dashboard/progress-bar';
import { Button } from '~/components/ui/button';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { TZ_COOKIE, browserTimeZone, rememberTimeZone } from '~/lib/time-zone';
import { formatMinutes, formatShortDate } from '../../common/format';
import { PASSKEY_OFFER_COOKIE } from '../../common/passkeys';
import { safeTimeZone } from '../../common/safe-time-zone';
import { listCertificates } from '../../server/certificates/list-certificates';
import { loadDashboard } from '../../server/dashboard/load-dashboard';
import { listDiscussionActivity } from '../../server/discussions/list-discussion-activity';
import { shouldOfferPasskey } from '../../server/passkeys/passkey-offer';
import { requireUser } from '../lib/auth.server';
import { reviewAction, reviewableCourses } from '../lib/review-action.server';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Your Dashboard', path: '/dashboard', origin: originFrom(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(context, '/dashboard');
  const cookies = parse(request.headers.get('cookie') ?? '');
  const timeZone = safeTimeZone(cookies[TZ_COOKIE]);
  const { db, config } = context.services;
  const [dashboard, offerPasskey, discussionActivity, certificates] = await Promise.all([
    loadDashboard({ db, user, now: context.services.now(), timeZone }),
    shouldOfferPasskey({ db, config, userId: user.id, dismissed: cookies[PASSKEY_OFFER_COOKIE] === 'dismissed' }),
    listDiscussionActivity({ db, user }),
    listCertificates({ db, userId: user.id, now: context.services.now() }),
  ]);
  const reviewable = await reviewableCourses({ db, userId: user.id, certificates });
  const unverifiedEmail = user.emailVerified ? null : user.email;
  return { username: user.username, unverifiedEmail, timeZone, offerPasskey, discussionActivity, certificates, reviewable, ...dashboard };
}

/** The review form beside a completed course's certificate posts here (DESIGN §12). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(context, '/dashboard');
  const { answer, status } = await reviewAction({
    db: context.services.db,
    now: context.services.now(),
    userId: user.id,
    form: await request.formData(),
  });
  return data(answer, { status });
}

/** A client-side visit renders once the code of the panels every learner sees is here too, so nothing moves after. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), preloadDashboardParts()]);
  return loaded;
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { stats, courses, activity, achievements, goals, username, timeZone, offerPasskey, certificates } = loaderData;
  const revalidator = useRevalidator();
  const premium = Boolean(useUser()?.hasPremiumAccess);

  // The server renders in UTC until it knows the browser's zone; once told, it renders again (once only).
  const corrected = useRef(false);
  useEffect(() => {
    if (corrected.current || browserTimeZone() === timeZone) return;
    corrected.current = true;
    rememberTimeZone();
    void revalidator.revalidate();
  }, [timeZone, revalidator]);

  const fresh = stats.lessonsCompleted === 0 && activity.length === 0;
  const statCards = [
    { icon: GraduationCap, label: 'Courses', value: String(stats.courses) },
    { icon: CheckCircle2, label: 'Lessons completed', value: String(stats.lessonsCompleted) },
    // Measured while learning (server/lessons/study-time.ts), as certificates state it; not the lessons' estimates.
    { icon: Clock, label: 'Study time', value: formatMinutes(stats.studyMinutes) },
    { icon: Flame, label: 'Study streak', value: `${stats.streakDays} ${stats.streakDays === 1 ? 'day' : 'days'}` },
  ];
  const starter = courses.find((c) => !c.locked);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      {/* A username is one word of up to 32 characters: on a narrow phone it may have to break. */}
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 [overflow-wrap:anywhere]">Welcome back, {username}!</h1>
      <p className="mt-2 text-slate-600">{fresh ? 'Your learning starts here.' : 'Here is where you stand and what to do next.'}</p>

      {fresh && starter?.action ? (
        <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-blue-200 bg-blue-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-bold text-blue-950">Start your first lesson</h2>
            <p className="text-blue-900">Fifteen minutes to learn what AI tools can and can't do for your business.</p>
          </div>
          <Button asChild size="lg">
            <Link to={starter.action.href}>
              <PlayCircle aria-hidden /> Start the first lesson
            </Link>
          </Button>
        </div>
      ) : null}
      <Suspense>
        {loaderData.unverifiedEmail ? <VerifyEmailNotice email={loaderData.unverifiedEmail} /> : null}
        {offerPasskey ? <PasskeyOffer /> : null}
      </Suspense>

      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {statCards.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon className="size-4 text-blue-700" aria-hidden /> {label}
            </dt>
            <dd className="mt-2 text-3xl font-extrabold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        {/* min-w-0: a grid item is otherwise as wide as its longest word (a pasted address in a discussion excerpt). */}
        <div className="flex min-w-0 flex-col gap-8">
          {premium ? (
            <Suspense>
              <MemberAreaCard />
            </Suspense>
          ) : null}
          <section aria-labelledby="courses-heading">
            <h2 id="courses-heading" className="text-xl font-bold text-slate-900">
              Your Courses
            </h2>
            <ul className="mt-4 space-y-4">
              {courses.map((course) => (
                <li key={course.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div>
                      <h3 className="flex items-center gap-2 font-bold text-slate-900">
                        {course.locked ? (
                          <Lock className="size-4 text-amber-700" aria-hidden />
                        ) : (
                          <BookOpen className="size-4 text-blue-700" aria-hidden />
                        )}
                        <Link to={course.href} className="hover:underline">
                          {course.title}
                        </Link>
                      </h3>
                      <p className="mt-1 text-sm text-slate-600">
                        {course.locked
                          ? `${course.total} premium lessons`
                          : `${course.done} of ${course.total} lessons · ${course.lastAccessed ? `last accessed ${formatShortDate(course.lastAccessed, timeZone)}` : 'not started yet'}`}
                      </p>
                      {course.nextOpening ? (
                        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
                          <CalendarClock className="size-4 text-blue-700" aria-hidden />
                          <span>
                            {course.nextOpening.title} opens in {course.nextOpening.inDays}{' '}
                            {course.nextOpening.inDays === 1 ? 'day' : 'days'}
                          </span>
                        </p>
                      ) : null}
                    </div>
                    {course.locked ? (
                      <Button asChild variant="premium">
                        <Link to="/course/premium">
                          <Crown aria-hidden /> Upgrade to unlock
                        </Link>
                      </Button>
                    ) : course.action ? (
                      <Button asChild variant={course.action.label === 'Review' ? 'outline' : 'default'}>
                        <Link to={course.action.href} aria-label={`${course.action.label}: ${course.title}`}>
                          <PlayCircle aria-hidden /> {course.action.label}
                        </Link>
                      </Button>
                    ) : null}
                  </div>
                  {course.locked ? null : (
                    <div className="mt-4 flex items-center gap-3">
                      <Bar value={course.percent} max={100} label={`${course.title} progress`} />
                      <span className="w-12 shrink-0 text-right text-sm font-semibold text-slate-700">{course.percent}%</span>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>

          <Suspense>
            <DashboardCertificates certificates={certificates} />
            {loaderData.reviewable.length ? <CourseReviews courses={loaderData.reviewable} answer={actionData} busy={busy} /> : null}
          </Suspense>

          <section aria-labelledby="activity-heading">
            <h2 id="activity-heading" className="text-xl font-bold text-slate-900">
              Recent Activity
            </h2>
            {activity.length ? (
              <ol className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                {activity.map((item) => (
                  <li key={`${item.kind}-${item.at}-${item.title}`} className="flex items-start justify-between gap-4 p-4">
                    <div>
                      <p className="font-medium text-slate-900">{item.title}</p>
                      <p className="text-sm text-slate-600">{item.detail}</p>
                    </div>
                    <time dateTime={item.at} className="shrink-0 text-sm text-slate-600">
                      {formatShortDate(item.at, timeZone)}
                    </time>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
                Nothing yet. Completed lessons and knowledge checks will show here.
              </p>
            )}
            {loaderData.discussionActivity.length ? (
              <Suspense>
                <DiscussionActivityList items={loaderData.discussionActivity} timeZone={timeZone} />
              </Suspense>
            ) : null}
          </section>
        </div>

        <div className="flex flex-col gap-8">
          <Suspense>
            <WeeklyGoals goals={goals} />
            <Achievements achievements={achievements} timeZone={timeZone} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

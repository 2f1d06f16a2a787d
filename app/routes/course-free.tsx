import { ArrowRight, PlayCircle } from 'lucide-react';
import { data, Link } from 'react-router';
import { RatingText } from '~/components/course-claims';
import { CourseModuleList } from '~/components/course-module-list';
import { CourseNotFound } from '~/components/course-not-found';
import { CurrencyPicker } from '~/components/currency-picker';
import { PremiumUpsell } from '~/components/premium-upsell';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { courseJsonLd } from '~/lib/structured-data';
import { formatCoursePrice, formatMinutes } from '../../common/format';
import { lessonPath, loginPath, signupPath } from '../../common/routes';
import { courseBySlug } from '../../server/courses/course-catalogue';
import { courseDurations } from '../../server/courses/course-durations';
import { findCourse } from '../../server/courses/find-course';
import { loadCourseProgress } from '../../server/dashboard/load-course-progress';
import { withPriceIn } from '../../server/money/course-prices';
import { offeredCurrencies, pagePrices } from '../../server/money/visitor-currency';
import { ratingSummary } from '../../server/reviews/course-reviews';
import type { Route } from './+types/course-free';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo({
    title: data?.course?.title ?? 'Free AI Business Course',
    description: data?.course?.description,
    path: '/course/free',
    origin: originFrom(matches),
    jsonLd: data?.course
      ? // Free in the currency the page's other prices are in (decision 028a), not the course row's.
        courseJsonLd(
          { ...data.course, currency: data.currencies.current },
          originFrom(matches),
          '/course/free',
          data.durations.minutes,
          data.rating,
        )
      : undefined,
  });

/** Progress only for a signed-in request: such a request is never served from, or stored in, the anonymous page cache. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  // The specification's pages are the courses with their slugs: /course/free, and the premium page it upsells.
  const courseId = courseBySlug('free')?.id ?? '';
  const upsellId = courseBySlug('premium')?.id ?? '';
  const [course, progress, rating, page, upsell] = await Promise.all([
    findCourse({ db, courseId }),
    context.user ? loadCourseProgress({ db, userId: context.user.id }).then((all) => all[courseId] ?? null) : null,
    ratingSummary({ db, courseId }),
    pagePrices({ db, wanted: context.currency }),
    findCourse({ db, courseId: upsellId }),
  ]);
  // The upsell's price in the visitor's currency, or pounds when the course has none in it (docs/decisions/028a).
  const premiumPrice = upsell ? formatCoursePrice(withPriceIn(upsell, page.prices, page.currency)) : '';
  // The picker beside that price (issue 41).
  const currencies = { current: page.currency, offered: offeredCurrencies(page.prices) };
  // Summed from the lessons on the server: only the numbers reach the page (issue 26).
  const durations = courseDurations(courseId);
  if (!course) return data({ course: null, progress: null, durations, rating: null, premiumPrice, currencies }, { status: 404 });
  return { course, progress, durations, rating, premiumPrice, currencies };
}

/** The main button's words for where the learner stands: the spec's 'Start Lessons' until one is opened. */
const HERO_LABEL = { Start: 'Start Lessons', Continue: 'Continue Lessons', Review: 'Review Lessons' } as const;
const MODULE_LABEL = { Start: 'Start Module', Continue: 'Continue Module', Review: 'Review Module' } as const;

export default function FreeCourse({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  const { course, progress, durations, rating, premiumPrice, currencies } = loaderData;
  if (!course) return <CourseNotFound />;

  const next = progress?.course.action ?? { label: 'Start' as const, href: lessonPath(course.id, 1, 1) };
  const modules = course.modules.map((title, index) => {
    const step = progress?.modules[index];
    const action = step?.action ?? { label: 'Start' as const, href: lessonPath(course.id, index + 1, 1) };
    return {
      title,
      minutes: durations.modules[index] ?? 0,
      number: index + 1,
      action: { label: MODULE_LABEL[action.label], to: action.href },
      progress: step && step.action?.label !== 'Start' ? { done: step.done, total: step.total } : undefined,
    };
  });

  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
          <p className="inline-flex rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">Free with an account</p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{course.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{course.description}</p>
          {rating ? (
            <p className="mt-3 text-sm text-slate-600">
              <RatingText rating={rating} />
            </p>
          ) : null}
          <p className="mt-3 text-sm text-slate-600">
            {course.modules.length} modules · {formatMinutes(durations.minutes)} · {course.level}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {user ? (
              <Button asChild size="lg">
                <Link to={next.href}>
                  <PlayCircle aria-hidden /> {HERO_LABEL[next.label]}
                </Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to={signupPath('/course/free')}>Sign Up Free to Start</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={loginPath('/course/free')}>Log In to Start</Link>
                </Button>
              </>
            )}
          </div>
          {progress && progress.course.done > 0 ? (
            <p className="mt-4 text-sm font-medium text-slate-700">
              {progress.course.done} of {progress.course.total} lessons completed
            </p>
          ) : null}
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="modules-heading">
        <h2 id="modules-heading" className="text-2xl font-bold text-slate-900">
          Course modules
        </h2>
        <p className="mt-2 text-slate-600">Work through them in order: each one ends with a knowledge check and an action item.</p>
        <div className="mt-6">
          <CourseModuleList modules={modules} label="Starter course modules" />
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 pb-16">
        {user?.hasPremiumAccess ? (
          <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
            <p className="font-semibold">You also have the premium course.</p>
            <Link to="/course/premium" className="mt-2 inline-flex items-center gap-1 font-semibold underline">
              Continue with AI Business Mastery <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        ) : (
          <>
            <PremiumUpsell title="Ready for the complete system?" prominent>
              Six advanced modules, done-for-you templates and the AI Strategy Generator for a one-time {premiumPrice}.
            </PremiumUpsell>
            <CurrencyPicker current={currencies.current} offered={currencies.offered} back="/course/free" className="mt-4 text-slate-700" />
          </>
        )}
      </section>
    </>
  );
}

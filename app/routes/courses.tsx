import { BookOpen, CheckCircle2, Clock, Crown, GraduationCap, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { OfferList } from '~/components/course/offer-list';
import { CurrencyPicker } from '~/components/currency-picker';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { BASE_CURRENCY } from '../../common/currencies';
import { formatCoursePrice, formatMinutes, formatPrice } from '../../common/format';
import { checkoutPath, signupPath } from '../../common/routes';
import { coursePagePath } from '../../server/courses/course-catalogue';
import { courseDurations } from '../../server/courses/course-durations';
import { listCourses, type Course } from '../../server/courses/list-courses';
import { loadCourseProgress } from '../../server/dashboard/load-course-progress';
import { withPriceIn } from '../../server/money/course-prices';
import { offeredCurrencies, pagePrices } from '../../server/money/visitor-currency';
import { listOffers, type PublicOffer } from '../../server/offers/list-offers';
import type { Step } from '../../server/dashboard/dashboard-stats';
import type { Route } from './+types/courses';
import type { ClientUser } from '~/context';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

// The price in the page's currency, as the cards below say it (docs/decisions/028a-prices-per-currency.md).
export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo({
    title: 'AI Business Training: Free and Premium Courses',
    description: `Start free with the AI Business Starter Course, then go further with the premium AI Business Mastery course ${data ? ` for a one-time ${formatCoursePrice(data.courses.find((c) => c.isPremium) ?? { price: 0, currency: 'GBP' })}` : ''}.`,
    path: '/courses',
    origin: originFrom(matches),
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  try {
    // Progress only for a signed-in request: such a request is never served from, or stored in, the anonymous page cache.
    const [{ courses, currency, offered, offers }, progress] = await Promise.all([
      // Prices in the visitor's currency, or pounds when the course has none in it (docs/decisions/028a).
      pagePrices({ db, wanted: context.currency }).then(async ({ currency, prices }) => {
        const [list, offers] = await Promise.all([listCourses({ db }), listOffers({ db, currency })]);
        return {
          currency,
          // What the picker offers: pounds, and each currency the premium course has a price in.
          offered: offeredCurrencies(prices),
          courses: list.map((course) => ({
            ...withPriceIn(course, prices, currency),
            // A course the owner made has no stored duration until the next start: summed as its page sums it.
            duration: course.duration || formatMinutes(courseDurations(course.id).minutes),
            // Its page, and whether this learner has it (a signed-in request is never cached: issue 43, any course).
            path: coursePagePath(course.id),
            owned: context.user?.access.courseIds.includes(course.id) ?? false,
          })),
          // The published offers that sell courses (issue 43), each once: a bundle is one line naming its courses.
          offers: offers.filter((offer) => offer.grants.some((grant) => grant.type === 'course')),
        };
      }),
      context.user ? loadCourseProgress({ db, userId: context.user.id }) : null,
    ]);
    const done = progress ? Object.fromEntries(Object.entries(progress).map(([id, p]) => [id, p.course])) : {};
    return { courses, currency, offered, offers, progress: done as Record<string, Step | undefined>, failed: false };
  } catch (error) {
    context.services.logger.error({ err: error }, 'course list could not be read');
    return {
      courses: [] as ListedCourse[],
      currency: BASE_CURRENCY,
      offered: [BASE_CURRENCY],
      offers: [] as PublicOffer[],
      progress: {} as Record<string, Step | undefined>,
      failed: true,
    };
  }
}

/** How far the learner is, in words and a bar, once they have finished a lesson of a course they can open. */
function CourseProgressNote({ step }: { step: Step }) {
  const label = step.done === step.total ? 'Course completed' : `${step.done} of ${step.total} lessons completed`;
  return (
    <div className="mt-6">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        {step.done === step.total ? <CheckCircle2 className="size-4 text-green-700" aria-hidden /> : null} {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={step.total}
        aria-valuenow={step.done}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-600" style={{ width: `${Math.round((step.done / step.total) * 100)}%` }} />
      </div>
    </div>
  );
}

/** A course with its page and whether the learner has it. */
type ListedCourse = Course & { path: string; owned: boolean };

function PremiumButton({ course, user }: { course: ListedCourse; user: ClientUser | null }) {
  if (course.owned) {
    return (
      <Button asChild variant="premium" size="lg" wraps className="w-full">
        <Link to={course.path}>Access Premium Course</Link>
      </Button>
    );
  }
  if (user) {
    return (
      <Button asChild variant="premium" size="lg" wraps className="w-full">
        <Link to={checkoutPath(course.id)}>
          <Crown aria-hidden /> Upgrade to Premium
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild variant="premium" size="lg" wraps className="w-full">
      <Link to={signupPath(checkoutPath(course.id))}>Sign Up to Unlock</Link>
    </Button>
  );
}

function CourseCard({ course, user, step }: { course: ListedCourse; user: ClientUser | null; step?: Step }) {
  const locked = course.isPremium && !course.owned;
  return (
    <article
      className={
        course.isPremium
          ? 'flex flex-col rounded-2xl border-2 border-amber-300 bg-gradient-to-b from-amber-50 to-white p-6 shadow-sm sm:p-8'
          : 'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
      }
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p
            className={
              course.isPremium
                ? 'text-sm font-semibold uppercase tracking-wide text-amber-800'
                : 'text-sm font-semibold uppercase tracking-wide text-green-700'
            }
          >
            {course.isPremium ? `Premium · ${formatPrice(course.price, course.currency)} one-time` : 'Free with an account'}
          </p>
          <h2 className="mt-2 text-2xl font-bold text-slate-900">{course.title}</h2>
        </div>
        {locked ? (
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800"
            title="Premium access required"
          >
            <Lock className="size-5" aria-hidden />
            <span className="sr-only">Locked: premium access required</span>
          </span>
        ) : null}
      </div>
      <p className="mt-3 text-slate-700">{course.description}</p>
      <dl className="mt-4 flex flex-wrap gap-4 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <Clock className="size-4" aria-hidden />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{course.duration}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <GraduationCap className="size-4" aria-hidden />
            <span className="sr-only">Level</span>
          </dt>
          <dd>{course.level}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <BookOpen className="size-4" aria-hidden />
            <span className="sr-only">Modules</span>
          </dt>
          <dd>{course.modules.length} modules</dd>
        </div>
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">What you'll learn</h3>
      <ol className="mt-2 flex-1 space-y-1.5 text-sm text-slate-700">
        {course.modules.map((title, index) => (
          <li key={title} className="flex gap-2">
            <span className="font-semibold text-slate-500">{index + 1}.</span> {title}
          </li>
        ))}
      </ol>
      {!locked && step && step.done > 0 ? <CourseProgressNote step={step} /> : null}
      <div className="mt-8">
        {course.isPremium ? (
          <PremiumButton course={course} user={user} />
        ) : (
          <Button asChild size="lg" wraps className="w-full">
            <Link to={course.path}>{user ? 'Go to the Free Course' : 'View the Free Course'}</Link>
          </Button>
        )}
      </div>
    </article>
  );
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Choose your training</h1>
        <p className="mt-3 text-lg text-slate-600">
          Start free and learn the foundations, then unlock the complete system when you're ready.
        </p>
        <div className="mt-4">
          <CurrencyPicker current={loaderData.currency} offered={loaderData.offered} back="/courses" />
        </div>
      </div>
      {loaderData.failed ? (
        <Alert variant="error" className="mx-auto mt-10 max-w-xl">
          Failed to load courses. Please try again later.
        </Alert>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {loaderData.courses.map((course) => (
            <CourseCard key={course.id} course={course} user={user} step={loaderData.progress[course.id]} />
          ))}
        </div>
      )}
      <OfferList offers={loaderData.offers} />
    </section>
  );
}

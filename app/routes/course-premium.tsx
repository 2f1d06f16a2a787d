import { CheckCircle2, Crown } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { EnrollBand, PremiumBonuses, PremiumTestimonials } from '~/components/course/premium-sections';
import { FormerPriceText, RatingText } from '~/components/course-claims';
import { CourseModuleList } from '~/components/course-module-list';
import { CourseNotFound } from '~/components/course-not-found';
import { CurrencyPicker } from '~/components/currency-picker';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { courseJsonLd } from '~/lib/structured-data';
import { PAYMENT_PROCESSING_MESSAGE } from '../../common/checkout-messages';
import { coachingPromise } from '../../common/coaching-rules';
import { formatPrice } from '../../common/format';
import { checkoutPath, lessonPath, signupPath } from '../../common/routes';
import { loadCoachingSettings } from '../../server/coaching/coaching-settings';
import { courseBySlug } from '../../server/courses/course-catalogue';
import { courseDurations } from '../../server/courses/course-durations';
import { findCourse } from '../../server/courses/find-course';
import { loadCourseProgress } from '../../server/dashboard/load-course-progress';
import { serializeFlash } from '../../server/http/flash';
import { withPriceIn } from '../../server/money/course-prices';
import { offeredCurrencies, pagePrices } from '../../server/money/visitor-currency';
import { loadCourseClaims } from '../../server/settings/public-claims';
import { requireUser } from '../lib/auth.server';
import { confirmPaymentReturn } from '../lib/payment-return.server';
import type { Route } from './+types/course-premium';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo({
    title: data?.course?.title ?? 'Premium AI Business Course',
    description: data?.course?.description,
    path: '/course/premium',
    origin: originFrom(matches),
    jsonLd: data?.course
      ? courseJsonLd(data.course, originFrom(matches), '/course/premium', data.durations.minutes, data.claims?.rating)
      : undefined,
  });

/**
 * Also the specification's payment return address, `?success=true&payment_intent=pi_…` (payments opened before
 * checkout sold offers return here; new ones return to /checkout/return). The payment is confirmed with the
 * provider here, on the server, and the page reloads without the parameters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paymentIntentId = url.searchParams.get('payment_intent');
  if (url.searchParams.get('success') === 'true' && paymentIntentId) {
    const { user } = requireUser(context, url.pathname + url.search);
    const confirmed = (await confirmPaymentReturn(context, user.id, paymentIntentId)).state;
    // Still settling: the checkout says so and checks again by itself, rather than report an error (issue 26 §18).
    if (confirmed === 'processing') {
      throw redirect(checkoutPath(courseBySlug('premium')?.id ?? ''), {
        headers: {
          'Set-Cookie': serializeFlash(context.services, {
            title: 'Payment being processed',
            description: PAYMENT_PROCESSING_MESSAGE,
            variant: 'default',
          }),
        },
      });
    }
    throw redirect(url.pathname, {
      headers: {
        'Set-Cookie': serializeFlash(
          context.services,
          confirmed === 'confirmed'
            ? { title: 'Payment Successful!', description: 'You now have access to the premium course. Welcome!', variant: 'success' }
            : {
                title: 'Payment Confirmation Error',
                description: "Please contact support if you paid but don't have access.",
                variant: 'error',
              },
        ),
      },
    });
  }
  // Progress only for a signed-in request: such a request is never served from, or stored in, the anonymous page cache.
  const { db } = context.services;
  // The specification's page is the course with the slug 'premium'.
  const entry = courseBySlug('premium');
  const courseId = entry?.id ?? '';
  // Modules that are another course (module 1 is the starter course), by module number.
  const included = entry?.moduleCourses ?? {};
  const [course, progress] = await Promise.all([
    // The price in the visitor's currency, or pounds when the course has none in it (docs/decisions/028a).
    Promise.all([findCourse({ db, courseId }), pagePrices({ db, wanted: context.currency })]).then(([found, page]) =>
      found
        ? {
            ...withPriceIn(found, page.prices, page.currency),
            currencies: { current: page.currency, offered: offeredCurrencies(page.prices) },
          }
        : undefined,
    ),
    context.user ? loadCourseProgress({ db, userId: context.user.id }).then((all) => all[courseId] ?? null) : null,
  ]);
  // Summed from the lessons on the server: only the numbers reach the page (issue 26).
  const durations = courseDurations(courseId);
  if (!course) return data({ course: null, progress: null, durations, claims: null, coaching: null, included }, { status: 404 });
  const [claims, coaching] = await Promise.all([
    loadCourseClaims({ db, course, now: context.services.now() }),
    loadCoachingSettings({ db }).then(coachingPromise),
  ]);
  return { course, progress, durations, claims, coaching, included };
}

/** The owner's main button: the spec's 'Continue to Module 2' until a premium lesson is opened. */
const HERO_LABEL = { Start: 'Continue to Module 2', Continue: 'Continue Where You Left Off', Review: 'Review the Course' } as const;

export default function PremiumCourse({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  const { course, progress, durations, claims, coaching, included: moduleCourses } = loaderData;
  if (!course || !claims) return <CourseNotFound />;

  const owned = Boolean(user?.hasPremiumAccess);
  const price = formatPrice(course.price, course.currency);
  const enrollTo = user ? checkoutPath(course.id) : signupPath(checkoutPath(course.id));
  // The first module of its own lessons (module 1 is the starter course).
  const ownFirst = course.modules.findIndex((_, index) => !moduleCourses[String(index + 1)]) + 1 || 1;
  const next = progress?.course.action ?? { label: 'Start' as const, href: lessonPath(course.id, ownFirst, 1) };

  const modules = course.modules.map((title, index) => {
    const module = { title, minutes: durations.modules[index] ?? 0 };
    const number = index + 1;
    const step = progress?.modules[index];
    const touched = step?.action && step.action.label !== 'Start' ? step : undefined;
    const progressNote = touched ? { done: touched.done, total: touched.total } : undefined;
    const included = moduleCourses[String(number)];
    if (included) {
      // Another course (the starter course), free for every signed-in learner.
      const action = touched?.action ?? { label: 'View', href: lessonPath(included, 1, 1) };
      return { ...module, number, badge: 'Included', progress: progressNote, action: { label: action.label, to: action.href } };
    }
    // Without the purchase a module cannot be opened: offer the purchase, not a 'Start' that ends at a lock (issue 18).
    if (!owned) return { ...module, number, locked: true, action: { label: 'Unlock', to: enrollTo } };
    const action = step?.action ?? { label: 'Start', href: lessonPath(course.id, number, 1) };
    return { ...module, number, progress: progressNote, action: { label: action.label, to: action.href } };
  });

  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 via-indigo-950 to-slate-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:py-20">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-400/20 px-3 py-1 text-sm font-semibold text-amber-200">
            <Crown className="size-4" aria-hidden /> Premium course
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{course.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{course.description}</p>
          {claims.rating ? (
            <p className="mt-3 text-sm text-slate-300">
              <RatingText rating={claims.rating} />
            </p>
          ) : null}
          {owned ? (
            <div className="mx-auto mt-8 max-w-md rounded-xl border border-green-400/40 bg-green-500/15 p-5">
              <p className="flex items-center justify-center gap-2 text-lg font-semibold text-green-100">
                <CheckCircle2 className="size-5" aria-hidden /> You have full access
              </p>
              <Button asChild variant="premium" size="lg" className="mt-4">
                <Link to={next.href}>{HERO_LABEL[next.label]}</Link>
              </Button>
              {progress && progress.course.done > 0 ? (
                <p className="mt-3 text-sm text-green-100">
                  {progress.course.done} of {progress.course.total} premium lessons completed
                </p>
              ) : null}
            </div>
          ) : (
            <div className="mt-8 flex flex-col items-center gap-4">
              <p className="text-5xl font-extrabold">{price}</p>
              {claims.formerPrice ? (
                <p className="text-sm text-slate-300">
                  <FormerPriceText former={claims.formerPrice} price={course.price} currency={course.currency} />
                </p>
              ) : null}
              <p className="text-sm text-slate-300">One-time payment · lifetime access · 30-day money-back guarantee</p>
              <CurrencyPicker
                current={course.currencies.current}
                offered={course.currencies.offered}
                back="/course/premium"
                className="text-slate-200"
              />
              <Button asChild variant="premium" size="lg" className="w-full max-w-xs">
                <Link to={enrollTo}>Enroll Now</Link>
              </Button>
            </div>
          )}
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="curriculum-heading">
        <h2 id="curriculum-heading" className="text-2xl font-bold text-slate-900">
          Curriculum
        </h2>
        <p className="mt-2 text-slate-600">Seven modules. The first is the free starter course, included so you build on solid ground.</p>
        <div className="mt-6">
          <CourseModuleList modules={modules} label="Premium course modules" />
        </div>
      </section>

      <PremiumBonuses coaching={coaching} owned={owned} />

      <PremiumTestimonials testimonials={claims.testimonials} />

      {owned ? null : <EnrollBand price={price} to={enrollTo} />}
    </>
  );
}

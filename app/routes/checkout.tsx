import { Clock, Loader2, Lock, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { data, Link, redirect } from 'react-router';
import { BillingDetails, billingOf, EMPTY_DRAFT } from '~/components/checkout/billing-details';
import { CheckoutPolicies } from '~/components/checkout/checkout-policies';
import { CouponField } from '~/components/checkout/coupon-field';
import { OrderSummary } from '~/components/checkout/order-summary';
import { usePaymentIntent } from '~/components/checkout/use-payment-intent';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { originFrom, seo } from '~/lib/seo';
import { FREE_COURSE_MESSAGE } from '../../common/checkout-messages';
import { coachingPromise } from '../../common/coaching-rules';
import { COUPON_CODE_PATTERN } from '../../common/coupon-schemas';
import { formatPrice } from '../../common/format';
import { checkoutPath, signupPath } from '../../common/routes';
import { recordCheckoutOpened } from '../../server/analytics/first-touch';
import { loadCoachingSettings } from '../../server/coaching/coaching-settings';
import { findCourse } from '../../server/courses/find-course';
import { serializeFlash } from '../../server/http/flash';
import { withPriceIn } from '../../server/money/course-prices';
import { offeredCurrencies, pagePrices } from '../../server/money/visitor-currency';
import { ownsCourse } from '../../server/payments/owns-course';
import { requireUser } from '../lib/auth.server';
import { currencyPickerHtml } from '../lib/currency-picker-html.server';
import type { Route } from './+types/checkout';

// Each gateway's form loads only on this page, once the payment is open, and only for the configured gateway.
const StripePaymentForm = lazy(() => import('~/components/checkout/stripe-payment-form'));
const LocalCardForm = lazy(() => import('~/components/checkout/local-card-form').then((module) => ({ default: module.LocalCardForm })));

const loadingForm = (
  <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
    <Loader2 className="size-6 animate-spin" aria-hidden /> Loading the payment form…
  </div>
);

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo({ title: 'Checkout', path: `/checkout/${params.courseId}`, origin: originFrom(matches), noindex: true });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // `?code=SPRING` arrives applied (issue 14); whether it applies is the server's answer to the payment request.
  const code = new URL(request.url).searchParams.get('code')?.trim() ?? '';
  const initialCode = COUPON_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
  const courseId = /^[a-z0-9-]{1,64}$/.test(params.courseId) ? params.courseId : null;
  const found = courseId ? await findCourse({ db: context.services.db, courseId }) : undefined;
  // The price the payment will charge: the visitor's currency, or pounds when the course has none in it (decision 028a).
  const page = found ? await pagePrices({ db: context.services.db, wanted: context.currency }) : undefined;
  const course = found && page ? withPriceIn(found, page.prices, page.currency) : undefined;
  if (!course) return data({ state: 'not-found' as const }, { status: 404 });
  // The words come with the data: importing them into the page would bundle the server module (and drizzle) for the browser.
  if (!course.isPremium) return { state: 'free' as const, message: FREE_COURSE_MESSAGE };
  // A visitor buying most likely has no account yet: sign-up first, with a link to sign in (issue 18 §14).
  const returnTo = initialCode ? `${checkoutPath(course.id)}?code=${encodeURIComponent(initialCode)}` : checkoutPath(course.id);
  const { user } = requireUser(context, returnTo, signupPath);
  if (await ownsCourse({ db: context.services.db, userId: user.id, courseId: course.id, now: context.services.now() })) {
    throw redirect('/course/premium', {
      headers: {
        'Set-Cookie': serializeFlash(context.services, {
          title: 'You already own this course',
          description: 'Pick up where you left off.',
          variant: 'default',
        }),
      },
    });
  }
  const { payments } = context.services;
  // The funnel's "checkout opened" (issue 30): once per learner, whichever course and however often.
  await recordCheckoutOpened({ db: context.services.db, userId: user.id, courseId: course.id, now: context.services.now() });
  return {
    state: 'pay' as const,
    course: {
      id: course.id,
      title: course.title,
      description: course.description,
      price: course.price,
      currency: course.currency,
      modules: course.modules,
      // What the purchase includes beside the lessons (issue 28): the session only once it can be booked.
      includes: [coachingPromise(await loadCoachingSettings({ db: context.services.db }))].filter((line) => line !== null),
    },
    gateway: { kind: payments.kind, publishableKey: payments.publishableKey },
    initialCode,
    // The billing country starts where the signals that chose the currency place the visitor (issue 41): a German
    // reader shown euros is not offered the UK's VAT. Without a signal, the server's default (the seller's country).
    initialCountry: context.country ?? null,
    // The picker beside the order (issue 41): a plain form, so it works before this page's code has loaded.
    // As HTML made here: the page's script is at its 140 KiB budget, and the form needs none.
    currencyPicker: currencyPickerHtml({
      current: page!.currency,
      offered: offeredCurrencies(page!.prices),
      back: checkoutPath(course.id),
      className: 'mt-4 text-slate-700',
    }),
  };
}

/** The order before the server's first answer: the price, no tax shown yet. */
const BEFORE_ANSWER = { discount: 0, couponCode: null, taxRate: 0, tax: 0, taxInclusive: true, reverseCharge: false, billingCountry: '' };

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const course = loaderData.state === 'pay' ? loaderData.course : undefined;
  const initialCode = loaderData.state === 'pay' ? loaderData.initialCode : null;
  const { state, retry, apply, remove, enrolFree, codeError, billingError, changeBilling, beforePay, applying } = usePaymentIntent(
    course?.id,
    initialCode,
    '/course/premium',
    loaderData.state === 'pay' ? loaderData.initialCountry : null,
  );
  // What the billing form holds, applied or not: Pay sends it first (issue 41).
  const [draft, setDraft] = useState(EMPTY_DRAFT);

  if (loaderData.state === 'not-found') {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Course not found</h1>
        <Button asChild className="mt-8">
          <Link to="/courses">See all courses</Link>
        </Button>
      </section>
    );
  }
  if (loaderData.state === 'free') {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{loaderData.message}</h1>
        <p className="mt-3 text-slate-600">The starter course is free with an account.</p>
        <Button asChild className="mt-8">
          <Link to="/course/free">Go to the Free Course</Link>
        </Button>
      </section>
    );
  }
  const { gateway, currencyPicker } = loaderData;
  const paying = loaderData.course;
  const quote =
    state.status === 'ready' || state.status === 'free'
      ? state.quote
      : { ...BEFORE_ANSWER, price: paying.price, net: paying.price, amount: paying.price, currency: paying.currency };
  const price = formatPrice(quote.amount, quote.currency);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Checkout</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.1fr]">
        <OrderSummary course={paying} quote={quote}>
          {currencyPicker ? <div data-server-html dangerouslySetInnerHTML={{ __html: currencyPicker }} /> : null}
          {state.status === 'ready' || state.status === 'free' ? (
            <>
              <CouponField applied={quote.couponCode} error={codeError} busy={applying} onApply={apply} onRemove={remove} />
              <BillingDetails
                country={quote.billingCountry}
                busy={applying}
                error={billingError}
                draft={draft}
                onDraft={setDraft}
                onChange={changeBilling}
              />
            </>
          ) : null}
        </OrderSummary>

        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Lock className="size-4" aria-hidden /> {state.status === 'free' ? 'Nothing to pay' : 'Secure card payment'}
          </h2>
          <div className="mt-5">
            {state.status === 'loading' || state.status === 'enrolled' ? (
              <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
                <Loader2 className="size-6 animate-spin" aria-hidden /> Preparing your payment…
              </div>
            ) : state.status === 'processing' ? (
              <div className="flex flex-col items-start gap-4">
                <div role="status" className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
                  <Clock className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden />
                  <div>
                    <p className="font-semibold">Payment in progress</p>
                    <p className="mt-1">{state.message}</p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-3">
                  <Button type="button" variant="outline" onClick={() => void retry()}>
                    <RefreshCw aria-hidden /> Check again
                  </Button>
                  <Button asChild variant="ghost">
                    <Link to="/course/premium">Back to the course page</Link>
                  </Button>
                </div>
              </div>
            ) : state.status === 'free' ? (
              // A code covers the whole price: nothing is charged, and nothing happens until this click (issue 26 §13).
              <div className="flex flex-col items-start gap-4">
                <p className="text-slate-700">
                  Code {quote.couponCode} covers the whole price: there is nothing to pay and no card is needed.
                </p>
                <Button type="button" size="lg" className="w-full" disabled={applying} onClick={enrolFree}>
                  {applying ? <Loader2 className="animate-spin" aria-hidden /> : null} Enrol for free
                </Button>
              </div>
            ) : state.status === 'error' ? (
              <div className="flex flex-col items-start gap-4">
                <Alert variant="error">Failed to initialize payment. Please try again.</Alert>
                <Button type="button" variant="outline" onClick={() => void retry()}>
                  <RefreshCw aria-hidden /> Try again
                </Button>
              </div>
            ) : gateway.kind === 'stripe' && gateway.publishableKey ? (
              <Suspense fallback={loadingForm}>
                {/* Stripe's form reads the amount when it mounts: a new one when a code changes it. */}
                <StripePaymentForm
                  key={quote.amount}
                  publishableKey={gateway.publishableKey}
                  clientSecret={state.clientSecret}
                  priceLabel={price}
                  beforePay={() => beforePay(billingOf(draft, quote.billingCountry))}
                />
              </Suspense>
            ) : (
              <Suspense fallback={loadingForm}>
                <LocalCardForm
                  clientSecret={state.clientSecret}
                  priceLabel={price}
                  beforePay={() => beforePay(billingOf(draft, quote.billingCountry))}
                />
              </Suspense>
            )}
          </div>
          <CheckoutPolicies />
        </div>
      </div>
    </section>
  );
}

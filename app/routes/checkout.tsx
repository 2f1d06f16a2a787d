import { Clock, Loader2, Lock, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BillingDetails, billingOf, EMPTY_DRAFT } from '~/components/checkout/billing-details';
import { CheckoutPolicies } from '~/components/checkout/checkout-policies';
import { OrderSummary } from '~/components/checkout/order-summary';
import { usePaymentIntent } from '~/components/checkout/use-payment-intent';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { originFrom, seo } from '~/lib/seo';
import { formatPrice } from '../../common/format';
import { loadCheckout } from '../lib/checkout-page.server';
import type { Route } from './+types/checkout';

// Each gateway's form loads only on this page, once the payment is open, and only for the configured gateway.
const StripePaymentForm = lazy(() => import('~/components/checkout/stripe-payment-form'));
// The code field shows once the payment has answered, so it need not come with the page (its script is at its budget).
const CouponField = lazy(() => import('~/components/checkout/coupon-field').then((module) => ({ default: module.CouponField })));
const LocalCardForm = lazy(() => import('~/components/checkout/local-card-form').then((module) => ({ default: module.LocalCardForm })));

const loadingForm = (
  <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
    <Loader2 className="size-6 animate-spin" aria-hidden /> Loading the payment form…
  </div>
);

/** The order before the server's first answer: the price, no tax shown yet. */
const BEFORE_ANSWER = { discount: 0, couponCode: null, taxRate: 0, tax: 0, taxInclusive: true, reverseCharge: false, billingCountry: '' };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Checkout', path: location.pathname, origin: originFrom(matches), noindex: true });

/**
 * An offer's checkout, `/checkout/offer/:offerId` (issue 43), which is also where the payment provider returns; and
 * the specification's `/checkout/:courseId`, which sells the offer that sells the course on its own.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadCheckout({ context, request, ...params });
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const offer = loaderData.state === 'pay' ? loaderData.offer : undefined;
  const initialCode = loaderData.state === 'pay' ? loaderData.initialCode : null;
  const { state, retry, apply, remove, enrolFree, codeError, billingError, changeBilling, beforePay, applying } = usePaymentIntent(
    offer?.id,
    initialCode,
    offer?.coursePath ?? '/dashboard',
    loaderData.state === 'pay' ? loaderData.initialCountry : null,
    loaderData.state === 'pay' ? (loaderData.recurring?.interval ?? null) : null,
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
        <p className="mt-3 text-slate-600">It is free with an account.</p>
        <Button asChild className="mt-8">
          <Link to={loaderData.coursePath}>Go to the course</Link>
        </Button>
      </section>
    );
  }
  const { gateway, currencyPicker, recurring } = loaderData;
  const paying = loaderData.offer;
  const quote =
    state.status === 'ready' || state.status === 'free'
      ? state.quote
      : { ...BEFORE_ANSWER, price: paying.price, net: paying.price, amount: paying.price, currency: paying.currency };
  const price = formatPrice(quote.amount, quote.currency);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Checkout</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.1fr]">
        <OrderSummary offer={paying} quote={quote} recurring={recurring ?? undefined}>
          {/* A subscription's or plan's terms (issue 44), as HTML made on the server: links that work before any script. */}
          {recurring ? <div data-server-html dangerouslySetInnerHTML={{ __html: recurring.termsHtml }} /> : null}
          {currencyPicker ? <div data-server-html dangerouslySetInnerHTML={{ __html: currencyPicker }} /> : null}
          {state.status === 'ready' || state.status === 'free' ? (
            <>
              {/* Codes apply to one-time offers (issue 44). */}
              {recurring ? null : (
                <Suspense fallback={null}>
                  <CouponField applied={quote.couponCode} error={codeError} busy={applying} onApply={apply} onRemove={remove} />
                </Suspense>
              )}
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
                    <Link to={paying.coursePath}>Back to the course page</Link>
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
                  offerId={paying.id}
                  clientSecret={state.clientSecret}
                  priceLabel={price}
                  beforePay={() => beforePay(billingOf(draft, quote.billingCountry))}
                />
              </Suspense>
            ) : (
              <Suspense fallback={loadingForm}>
                <LocalCardForm
                  offerId={paying.id}
                  clientSecret={state.clientSecret}
                  setupToken={state.setupToken}
                  actionLabel={recurring?.action}
                  priceLabel={price}
                  beforePay={() => beforePay(billingOf(draft, quote.billingCountry))}
                />
              </Suspense>
            )}
          </div>
          <CheckoutPolicies firstPaymentOnly={recurring !== null} />
        </div>
      </div>
    </section>
  );
}

import { CheckCircle2, Clock, Loader2, Lock, RefreshCw, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { data, Link, redirect } from 'react-router';
import { CheckoutPolicies } from '~/components/checkout/checkout-policies';
import { LocalCardForm } from '~/components/checkout/local-card-form';
import { useToast } from '~/components/toaster';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { originFrom, seo } from '~/lib/seo';
import { FREE_COURSE_MESSAGE, PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../common/checkout-messages';
import { formatPrice } from '../../common/format';
import { GUARANTEE, GUARANTEE_SHORT, REFUND_POLICY_PATH } from '../../common/refund-policy';
import { checkoutPath, signupPath } from '../../common/routes';
import { findCourse } from '../../server/courses/find-course.server';
import { serializeFlash } from '../../server/http/flash.server';
import { ownsCourse } from '../../server/payments/owns-course.server';
import { requireUser } from '../lib/auth.server';
import type { Route } from './+types/checkout';

// Stripe's code loads only on this page, and only when Stripe is the configured gateway.
const StripePaymentForm = lazy(() => import('~/components/checkout/stripe-payment-form'));

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo({ title: 'Checkout', path: `/checkout/${params.courseId}`, origin: originFrom(matches), noindex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const courseId = /^[a-z0-9-]{1,64}$/.test(params.courseId) ? params.courseId : null;
  const course = courseId ? await findCourse({ db: context.services.db, courseId }) : undefined;
  if (!course) return data({ state: 'not-found' as const }, { status: 404 });
  // The words come with the data: importing them into the page would bundle the server module (and drizzle) for the browser.
  if (!course.isPremium) return { state: 'free' as const, message: FREE_COURSE_MESSAGE };
  // A visitor buying most likely has no account yet: sign-up first, with a link to sign in (issue 18 §14).
  const { user } = requireUser(context, checkoutPath(course.id), signupPath);
  if (await ownsCourse({ db: context.services.db, userId: user.id, courseId: course.id })) {
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
  return {
    state: 'pay' as const,
    course: {
      id: course.id,
      title: course.title,
      description: course.description,
      price: course.price,
      currency: course.currency,
      modules: course.modules,
    },
    gateway: { kind: payments.kind, publishableKey: payments.publishableKey },
  };
}

type IntentState =
  { status: 'loading' } | { status: 'ready'; clientSecret: string } | { status: 'processing'; message: string } | { status: 'error' };

function usePaymentIntent(courseId: string | undefined) {
  const toast = useToast();
  const [state, setState] = useState<IntentState>({ status: 'loading' });
  const request = useCallback(async () => {
    if (!courseId) return;
    setState({ status: 'loading' });
    try {
      const response = await fetch('/api/create-payment-intent', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ courseId }),
      });
      if (response.status === 409) {
        const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
        // An earlier payment is still settling: say so rather than offer a second payment.
        if (body.code === PAYMENT_PROCESSING_CODE) {
          setState({ status: 'processing', message: body.message ?? PAYMENT_PROCESSING_MESSAGE });
          return;
        }
        window.location.assign('/course/premium');
        return;
      }
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      const { clientSecret } = (await response.json()) as { clientSecret: string };
      setState({ status: 'ready', clientSecret });
    } catch {
      setState({ status: 'error' });
      toast({ title: 'Error', description: 'Failed to initialize payment. Please try again.', variant: 'error' });
    }
  }, [courseId, toast]);
  useEffect(() => {
    void request();
  }, [request]);
  return { state, retry: request };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const course = loaderData.state === 'pay' ? loaderData.course : undefined;
  const { state, retry } = usePaymentIntent(course?.id);

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
  const { gateway } = loaderData;
  const paying = loaderData.course;
  const price = formatPrice(paying.price, paying.currency);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Checkout</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.1fr]">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-bold text-slate-900">Order summary</h2>
          <div className="mt-4 border-b border-slate-200 pb-4">
            <p className="font-semibold text-slate-900">{paying.title}</p>
            <p className="mt-1 text-sm text-slate-600">{paying.description}</p>
          </div>
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {paying.modules.map((title) => (
              <li key={title} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden /> {title}
              </li>
            ))}
          </ul>
          <dl className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm">
            <div className="flex justify-between text-slate-600">
              <dt>Regular price</dt>
              <dd className="line-through">{formatPrice(4700, paying.currency)}</dd>
            </div>
            <div className="flex justify-between text-green-700">
              <dt>Discount</dt>
              <dd>-{formatPrice(4700 - paying.price, paying.currency)}</dd>
            </div>
            <div className="flex justify-between text-base font-bold text-slate-900">
              <dt>Total (one-time)</dt>
              <dd>{price}</dd>
            </div>
          </dl>
          <div className="mt-4 text-sm text-slate-600">
            <p className="flex items-center gap-2 font-medium text-slate-800">
              <ShieldCheck className="size-4 text-green-600" aria-hidden /> {GUARANTEE_SHORT} · lifetime access
            </p>
            <p className="mt-1">
              {GUARANTEE}{' '}
              <Link to={REFUND_POLICY_PATH} className="font-medium text-blue-700 underline underline-offset-2">
                Refund policy
              </Link>
            </p>
          </div>
        </div>

        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Lock className="size-4" aria-hidden /> Secure card payment
          </h2>
          <div className="mt-5">
            {state.status === 'loading' ? (
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
            ) : state.status === 'error' ? (
              <div className="flex flex-col items-start gap-4">
                <Alert variant="error">Failed to initialize payment. Please try again.</Alert>
                <Button type="button" variant="outline" onClick={() => void retry()}>
                  <RefreshCw aria-hidden /> Try again
                </Button>
              </div>
            ) : gateway.kind === 'stripe' && gateway.publishableKey ? (
              <Suspense
                fallback={
                  <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
                    <Loader2 className="size-6 animate-spin" aria-hidden /> Loading the payment form…
                  </div>
                }
              >
                <StripePaymentForm publishableKey={gateway.publishableKey} clientSecret={state.clientSecret} priceLabel={price} />
              </Suspense>
            ) : (
              <LocalCardForm clientSecret={state.clientSecret} priceLabel={price} />
            )}
          </div>
          <CheckoutPolicies />
        </div>
      </div>
    </section>
  );
}

import { data, redirect } from 'react-router';
import { FREE_COURSE_MESSAGE } from '../../common/checkout-messages';
import { coachingPromise } from '../../common/coaching-rules';
import { COUPON_CODE_PATTERN } from '../../common/coupon-schemas';
import { offerCheckoutPath, signupPath } from '../../common/routes';
import { recordCheckoutOpened } from '../../server/analytics/first-touch';
import { loadRecurringTerms } from '../../server/billing/recurring-offer';
import { loadCoachingSettings } from '../../server/coaching/coaching-settings';
import { coursePagePath } from '../../server/courses/course-catalogue';
import { findCourse } from '../../server/courses/find-course';
import { openCourseIds } from '../../server/entitlements/learner-access';
import { serializeFlash } from '../../server/http/flash';
import { loadSalesSettings } from '../../server/invoices/sales-settings';
import { loadOfferPrices, loadSaleOffer, offerCurrency, offerGives, offerStartPath, ownsOffer } from '../../server/offers/sale-offer';
import { sellingOfferOf } from '../../server/offers/selling-offer';
import { requireUser } from './auth.server';
import { currencyPickerHtml } from './currency-picker-html.server';
import { returnFromPayment, returnFromTrialSetup } from './payment-return.server';
import { recurringChoice, recurringPage, subscribesAlready } from './recurring-checkout.server';
import type { AppLoadContext } from 'react-router';

const ID = /^[a-z0-9-]{1,64}$/;
const NOT_FOUND = () => data({ state: 'not-found' as const }, { status: 404 });

/**
 * The checkout page's data (issue 43: checkout sells offers): `/checkout/offer/:offerId`, or the specification's
 * `/checkout/:courseId`, which sells the offer that sells the course on its own. A course no offer sells is free
 * (open to every learner) or not on sale.
 */
export async function loadCheckout({
  context,
  request,
  offerId: named,
  courseId,
}: {
  context: AppLoadContext;
  request: Request;
  offerId?: string;
  courseId?: string;
}) {
  const { db } = context.services;
  const url = new URL(request.url);
  if (named !== undefined && ID.test(named) && url.searchParams.get('success') === 'true' && url.searchParams.has('payment_intent')) {
    await returnFromPayment(context, url, named);
  }
  if (named !== undefined && ID.test(named) && url.searchParams.get('success') === 'true' && url.searchParams.has('setup_intent')) {
    await returnFromTrialSetup(context, url, named);
  }
  // `?code=SPRING` arrives applied (issue 14); whether it applies is the server's answer to the payment request.
  const code = url.searchParams.get('code')?.trim() ?? '';
  const initialCode = COUPON_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
  let offerId = named !== undefined && ID.test(named) ? named : undefined;
  if (courseId !== undefined) {
    if (!ID.test(courseId)) return NOT_FOUND();
    offerId = await sellingOfferOf({ db, courseId });
    if (!offerId) {
      if (!(await findCourse({ db, courseId })) || !(await openCourseIds({ db })).includes(courseId)) return NOT_FOUND();
      // The words come with the data: importing them into the page would bundle the server module for the browser.
      return { state: 'free' as const, message: FREE_COURSE_MESSAGE, coursePath: coursePagePath(courseId) };
    }
  }
  if (!offerId) return NOT_FOUND();
  // The price the payment will charge: the visitor's currency, or pounds when the offer has none in it (decision 028a).
  // A subscription or payment plan (issue 44): priced per interval, the one asked for in `?interval=`.
  const terms = await loadRecurringTerms({ db, offerId });
  const recurring = terms ? recurringChoice(terms, url.searchParams.get('interval'), context.currency) : null;
  const prices = recurring ? recurring.prices : await loadOfferPrices({ db, offerId });
  const currency = offerCurrency(prices, context.currency);
  const offer = await loadSaleOffer({ db, offerId, currency, interval: recurring?.interval ?? 'once' });
  if (!offer || offer === 'not_sold_in' || offer.status !== 'published') return NOT_FOUND();
  if (offer.priceType === 'free') {
    return { state: 'free' as const, message: 'This offer is free. No payment required.', coursePath: offerStartPath(offer) };
  }
  const path =
    courseId !== undefined ? url.pathname : `${offerCheckoutPath(offer.id)}${recurring?.other ? `?interval=${recurring.interval}` : ''}`;
  // A visitor buying most likely has no account yet: sign-up first, with a link to sign in (issue 18 §14).
  const returnTo = initialCode && !recurring ? `${path}?code=${encodeURIComponent(initialCode)}` : path;
  const { user } = requireUser(context, returnTo, signupPath);
  const now = context.services.now();
  // A recurring offer is bought again once its subscription has ended: only a standing one sends the learner on.
  const owned = recurring
    ? await subscribesAlready({ db, userId: user.id, offerId: offer.id })
    : await ownsOffer({ db, userId: user.id, offer, now });
  if (owned) {
    throw redirect(offerStartPath(offer), {
      headers: {
        'Set-Cookie': serializeFlash(context.services, {
          title: recurring ? `You already subscribe to ${offer.title}` : 'You already own this course',
          description: recurring ? 'Your plan is at /account/billing. Pick up where you left off.' : 'Pick up where you left off.',
          variant: 'default',
        }),
      },
    });
  }
  const { payments } = context.services;
  // The funnel's "checkout opened" (issue 30): once per learner, whichever offer and however often.
  await recordCheckoutOpened({ db, userId: user.id, courseId: offer.courseId ?? offer.id, now });
  return {
    state: 'pay' as const,
    offer: {
      id: offer.id,
      title: offer.title,
      price: offer.price,
      currency: offer.currency,
      coursePath: offerStartPath(offer),
      ...(await orderLines(context, offer)),
    },
    gateway: { kind: payments.kind, publishableKey: payments.publishableKey },
    recurring: recurring
      ? recurringPage(recurring, {
          offerId: offer.id,
          price: offer.price,
          currency: offer.currency,
          taxInclusive: (await loadSalesSettings({ db })).taxInclusive,
        })
      : null,
    initialCode: recurring ? null : initialCode,
    // The billing country starts where the signals that chose the currency place the visitor (issue 41): a German
    // reader shown euros is not offered the UK's VAT. Without a signal, the server's default (the seller's country).
    initialCountry: context.country ?? null,
    // The picker beside the order (issue 41): a plain form, so it works before this page's code has loaded.
    // As HTML made here: the page's script is at its 140 KiB budget, and the form needs none.
    currencyPicker: currencyPickerHtml({
      current: currency,
      offered: Object.keys(prices) as (keyof typeof prices)[],
      back: path,
      className: 'mt-4 text-slate-700',
    }),
  };
}

/**
 * What the order summary says the offer gives: a one-course offer its course's description and modules; a bundle
 * its courses; then the member area, the community and coaching, as the owner's coaching settings word it (issue 28).
 */
async function orderLines(context: AppLoadContext, offer: Exclude<Awaited<ReturnType<typeof loadSaleOffer>>, 'not_sold_in' | undefined>) {
  const { db } = context.services;
  const courses = (
    await Promise.all(offer.grants.flatMap((grant) => (grant.courseId ? [findCourse({ db, courseId: grant.courseId })] : [])))
  ).filter((course) => course !== undefined);
  const includes = [
    ...(courses.length > 1 ? courses.map((course) => course.title) : []),
    ...(offerGives(offer, 'member_area') ? ['The member area: done-for-you templates, live strategy calls and what is new'] : []),
    ...(offerGives(offer, 'community') ? ["The members' community"] : []),
    ...(offerGives(offer, 'coaching') ? [coachingPromise(await loadCoachingSettings({ db }))] : []),
  ].filter((line) => line !== null);
  const only = courses.length === 1 ? courses[0]! : undefined;
  return {
    description: offer.description || only?.description || '',
    modules: only?.modules ?? [],
    includes,
  };
}

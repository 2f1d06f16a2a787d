import { ShieldCheck } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { OfferGrantItem } from '~/components/course/offer-grant-item';
import { offerCheckoutPath, RecurringBuyLinks, RecurringTerms } from '~/components/course/recurring-offer';
import { CurrencyPicker } from '~/components/currency-picker';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { requireUser } from '~/lib/auth.server';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { offerJsonLd } from '~/lib/structured-data';
import { offerIdParamSchema } from '../../common/public-offer-schemas';
import { describeOfferPrice, FIRST_PAYMENT_GUARANTEE, recurringTerms } from '../../common/recurring-price';
import { GUARANTEE, GUARANTEE_SHORT, REFUND_POLICY_PATH } from '../../common/refund-policy';
import { loginPath, signupPath } from '../../common/routes';
import { coursePagePath } from '../../server/courses/course-catalogue';
import { listCourses } from '../../server/courses/list-courses';
import { isDomainError } from '../../server/errors/domain-error';
import { serializeFlash } from '../../server/http/flash';
import { offeredCurrencies, pagePrices } from '../../server/money/visitor-currency';
import { enrolInOffer } from '../../server/offers/enrol-in-offer';
import { findPublishedOffer, type PublicGrant } from '../../server/offers/list-offers';
import { offerCourseFacts, type OfferCourseFacts } from '../../server/offers/offer-course-facts';
import type { Route } from './+types/offer';

/** A reading page (DESIGN §12): HTML only, no framework JavaScript; the free enrolment is a plain POST form. */
export const handle = DOCUMENT_PAGE;

const KIND_LABEL = {
  one_time: 'One-time payment',
  subscription: 'Subscription',
  payment_plan: 'Payment plan',
  free: 'Free with an account',
};

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) => {
  const path = `/offer/${params.slug}`;
  if (!loaded?.offer) return seo({ title: 'Page Not Found', path, origin: originFrom(matches), noindex: true });
  return seo({
    title: loaded.offer.title,
    description: loaded.offer.description || undefined,
    path,
    origin: originFrom(matches),
    jsonLd: offerJsonLd(loaded.offer, originFrom(matches), path, loaded.currencies.current),
  });
};

/** The same slug rule the offers table checks (offers_slug_format); anything else is no offer. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The offer, priced in the page's currency (one currency per page: docs/decisions/024j), with each granted course's
 * modules, lessons and minutes. A draft, an archived offer or an unknown slug is the site's 404 page. The same for
 * every visitor, so an anonymous request's page is cached (and dropped when an offer changes).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  if (!SLUG.test(params.slug) || params.slug.length > 64) throw data(null, { status: 404 });
  const page = await pagePrices({ db, wanted: context.currency });
  const [offer, courses] = await Promise.all([findPublishedOffer({ db, slug: params.slug, currency: page.currency }), listCourses({ db })]);
  if (!offer) throw data(null, { status: 404 });
  const facts: Record<string, OfferCourseFacts> = {};
  for (const grant of offer.grants) {
    if (grant.type !== 'course' || !grant.courseId) continue;
    const course = courses.find((c) => c.id === grant.courseId);
    facts[grant.courseId] = offerCourseFacts(grant.courseId, course?.modules.length ?? 0);
  }
  // A signed-in learner who already has everything a paid offer gives is sent to it, not asked to pay again.
  const access = context.user?.access;
  const owned =
    offer.price.type !== 'free' &&
    access !== undefined &&
    offer.grants.every((grant) => (grant.type === 'course' ? access.courseIds.includes(grant.courseId ?? '') : grantHeld(grant, access)));
  return { offer, facts, owned, currencies: { current: page.currency, offered: offeredCurrencies(page.prices) } };
}

/** Whether a learner's access covers a grant other than a course. */
function grantHeld(grant: PublicGrant, access: { memberArea: boolean; community: boolean; coaching: boolean }): boolean {
  if (grant.type === 'member_area') return access.memberArea;
  if (grant.type === 'community') return access.community;
  return access.coaching;
}

/**
 * "Enrol for free" (a signed-in learner): POST /api/offers/:id/enrol's business function, then the offer's first
 * course, or the dashboard for an offer without one. A visitor is sent to sign in and back.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const back = `/offer/${params.slug}`;
  const { user } = requireUser(context, back);
  const form = await request.formData();
  const parsed = offerIdParamSchema.safeParse({ id: form.get('offerId') });
  if (!parsed.success) return data({ message: 'This offer could not be found.' }, { status: 400 });
  try {
    const { courseId } = await enrolInOffer({
      db: context.services.db,
      userId: user.id,
      offerId: parsed.data.id,
      now: context.services.now(),
    });
    const flash = serializeFlash(context.services, { title: "You're enrolled.", variant: 'success' });
    return redirect(courseId ? coursePagePath(courseId) : '/dashboard', { headers: { 'Set-Cookie': flash } });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data({ message: error.message }, { status: error.code === 'not_found' ? 404 : 409 });
  }
}

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const user = useUser();
  const { offer, facts, owned, currencies } = loaderData;
  const { price } = offer;
  const paid = price.type !== 'free';
  const back = `/offer/${offer.slug}`;
  const priceText = describeOfferPrice(price);
  const terms = recurringTerms(price);

  const firstCourse = offer.grants.find((grant) => grant.type === 'course');
  const callToAction = owned ? (
    <div className="flex flex-col items-center gap-3">
      <p className="font-semibold text-slate-800">You already have everything in this offer.</p>
      {/* A long course title wraps on a narrow phone rather than widen the page. */}
      <Button asChild size="lg" wraps>
        <Link to={firstCourse?.coursePath ?? '/dashboard'}>
          {firstCourse ? `Go to ${firstCourse.courseTitle}` : 'Go to your dashboard'}
        </Link>
      </Button>
    </div>
  ) : price.type === 'subscription' || price.type === 'payment_plan' ? (
    <RecurringBuyLinks offerId={offer.id} price={price} />
  ) : price.type === 'one_time' ? (
    <Button asChild variant="premium" size="lg">
      <Link to={offerCheckoutPath(offer.id)}>Buy now for {priceText}</Link>
    </Button>
  ) : user ? (
    <form method="post" action={back}>
      <input type="hidden" name="offerId" value={offer.id} />
      <Button type="submit" size="lg">
        Enrol for free
      </Button>
    </form>
  ) : (
    <>
      <Button asChild size="lg">
        <Link to={signupPath(back)}>Enrol for free</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={loginPath(back)}>Log in to enrol</Link>
      </Button>
    </>
  );

  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16">
          <p
            className={
              paid
                ? 'inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900'
                : 'inline-flex rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800'
            }
          >
            {KIND_LABEL[price.type]}
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{offer.title}</h1>
          {offer.description ? <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{offer.description}</p> : null}
          <p className="mt-6 text-4xl font-extrabold text-slate-900" data-testid="offer-price">
            {price.type === 'subscription' || price.type === 'payment_plan' ? (
              <span className="block text-2xl sm:text-3xl">{priceText}</span>
            ) : (
              priceText
            )}
            {price.type === 'one_time' ? <span className="ml-2 text-base font-medium text-slate-600">one-time</span> : null}
          </p>
          {actionData ? (
            <Alert variant="error" className="mx-auto mt-6 max-w-md text-left">
              {actionData.message}
            </Alert>
          ) : null}
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{callToAction}</div>
          {paid ? (
            <p className="mt-3 flex items-center justify-center gap-1.5 text-sm text-slate-600">
              <ShieldCheck className="size-4 text-green-700" aria-hidden /> {GUARANTEE_SHORT}
              {terms.length > 0 ? ' on your first payment' : ''}
            </p>
          ) : null}
          <CurrencyPicker current={currencies.current} offered={currencies.offered} back={back} className="mt-4 text-slate-700" />
        </div>
      </section>

      <RecurringTerms price={price} />

      <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="grants-heading">
        <h2 id="grants-heading" className="text-2xl font-bold text-slate-900">
          What you get
        </h2>
        <ul className="mt-6 space-y-5">
          {offer.grants.map((grant, index) => (
            <OfferGrantItem key={`${grant.type}-${grant.courseId ?? index}`} grant={grant} facts={facts} />
          ))}
        </ul>
      </section>

      {paid ? (
        <section className="mx-auto max-w-3xl px-4 pb-16" aria-labelledby="guarantee-heading">
          <div className="rounded-2xl border border-green-200 bg-green-50 p-6">
            <h2 id="guarantee-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <ShieldCheck className="size-5 text-green-700" aria-hidden /> {GUARANTEE_SHORT}
            </h2>
            <p className="mt-2 text-slate-700">{GUARANTEE}</p>
            {terms.length > 0 ? <p className="mt-2 font-semibold text-slate-800">{FIRST_PAYMENT_GUARANTEE}</p> : null}
            <Link to={REFUND_POLICY_PATH} className="mt-3 inline-block font-semibold text-blue-700 underline-offset-2 hover:underline">
              Read the refund policy
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}

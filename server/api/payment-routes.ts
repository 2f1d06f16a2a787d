import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { cardFormSchema } from '../../common/card-schema';
import { couponCodeField } from '../../common/coupon-schemas';
import { CURRENCIES } from '../../common/currencies';
import { billingFields } from '../../common/invoice-schemas';
import { recordCheckoutOpened } from '../analytics/first-touch';
import { openSubscriptionCheckout } from '../billing/open-subscription-checkout';
import { confirmTrialCard, recordFirstChargeCard } from '../billing/recurring-card-step';
import { LOCAL_SETUP_TOKEN } from '../billing/recurring-checkout-gateway';
import { loadRecurringTerms } from '../billing/recurring-offer';
import { loadLearnerAccess } from '../entitlements/learner-access';
import { HttpError, parseJsonBody } from '../http/errors';
import { requestCurrency } from '../http/request-currency';
import { visitorCurrency } from '../money/visitor-currency';
import { confirmPurchase } from '../payments/confirm-purchase';
import { handleStripeEvent } from '../payments/handle-stripe-event';
import { checkoutOfferOf } from '../payments/intent-offer';
import { LocalGateway, testCardCountry } from '../payments/local-gateway';
import { openCheckout, SellerNotSetError } from '../payments/open-checkout';
import { keepReferral } from '../referrals/attach-referral';
import { parseReferralMarker, referralCookieName } from '../referrals/referral-marker';
import { checkBuyerCountry } from '../tax/check-buyer-country';
import { viesChecker } from '../tax/vat-number-checker';
import type { CheckoutQuote } from '../../common/checkout-quote';
import type { AppEnv } from '../http/app-env';
import type { StripeGateway } from '../payments/stripe-gateway';
import type { Services } from '../services';

/** The shape of every course and offer id; anything else (a NUL byte, which PostgreSQL refuses) never reaches the database. */
const catalogueId = (field: string) =>
  z
    .string({ message: `${field} must be a string` })
    .min(1, `${field} is required`)
    .max(64, `${field} is too long`)
    .regex(/^[a-z0-9-]+$/, `${field} must contain only lower-case letters, digits and -`);
const createIntentBody = z
  .object({
    // The offer to buy (issue 43); a course id (the specification's request) buys the offer that sells it on its own.
    offerId: catalogueId('offerId').optional(),
    courseId: catalogueId('courseId').optional(),
    // Absent, null or empty: no code (and an earlier one comes off the open payment).
    couponCode: z.preprocess((value) => (value === '' || value === null ? undefined : value), couponCodeField().optional()),
    // The "Enrol for free" click: only then does a code that covers the whole price enrol (issue 26 §13).
    enrolFree: z.boolean({ message: 'enrolFree must be true or false' }).optional(),
    // The currency to pay in (issue 31); absent: the visitor's, as their pages show it.
    currency: z.preprocess(
      (value) => (typeof value === 'string' ? value.toUpperCase() : value),
      z.enum(CURRENCIES, { message: 'currency must be one of GBP, USD, EUR' }).optional(),
    ),
    // A subscription's period (issue 44): required for a subscription offer, `month` (or absent) for a payment plan.
    interval: z.enum(['month', 'year'], { message: "interval must be 'month' or 'year'" }).optional(),
    // Where the buyer is, and a business buyer's details (issue 31); without them, the seller's country.
    ...billingFields,
  })
  .refine((body) => body.offerId || body.courseId, { message: 'offerId is required (or the courseId of a course)', path: ['offerId'] });
const paymentSuccessBody = z.object({
  paymentIntentId: z
    .string({ message: 'paymentIntentId is required' })
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'paymentIntentId must be a payment intent id (pi_…)'),
});
/**
 * The part of a verified Stripe event the handler reads. The signature proves who sent it, not its shape:
 * an event without these fields (another API version, a hand-signed test) is refused, not half-handled.
 */
const stripeId = z.string().regex(/^[A-Za-z0-9_]{1,255}$/);
const stripeEventEnvelope = z.object({
  id: stripeId,
  type: z.string().regex(/^[a-z0-9_.]{1,255}$/),
  data: z.object({ object: z.object({ id: stripeId }) }),
});
const stripeCardCountryBody = paymentSuccessBody.extend({
  paymentMethodId: z
    .string({ message: 'paymentMethodId is required' })
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'paymentMethodId must be a payment method id (pm_…)'),
  confirmCountry: z.boolean({ message: 'confirmCountry must be true or false' }).optional(),
});
const localConfirmBody = cardFormSchema.extend({
  clientSecret: z
    .string({ message: 'clientSecret is required' })
    .regex(/^pi_local_[a-f0-9]+_secret_[a-f0-9]+$/, 'clientSecret is not valid'),
  // The buyer's answer when the card's country differs from the billing country (a 409 country_mismatch asked).
  confirmCountry: z.boolean({ message: 'confirmCountry must be true or false' }).optional(),
});

/** The order's figures as the checkout page shows them (common/checkout-quote.ts). */
function quoteOf(checkout: CheckoutQuote): CheckoutQuote {
  return {
    price: checkout.price,
    discount: checkout.discount,
    amount: checkout.amount,
    currency: checkout.currency,
    couponCode: checkout.couponCode,
    net: checkout.net,
    taxRate: checkout.taxRate,
    tax: checkout.tax,
    taxInclusive: checkout.taxInclusive,
    reverseCharge: checkout.reverseCharge,
    billingCountry: checkout.billingCountry,
  };
}

const localSetupBody = cardFormSchema.extend({
  setupToken: z.string({ message: 'setupToken is required' }).regex(LOCAL_SETUP_TOKEN, 'setupToken is not valid'),
});

function requireUser(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new HttpError(401, 'Please sign in first.');
  return user;
}

export function paymentRoutes(services: Services) {
  const { db, payments } = services;
  const app = new Hono<AppEnv>();
  const vatChecker = services.config.vatNumberCheck === 'vies' ? viesChecker({ url: services.config.viesUrl }) : undefined;

  app.post('/create-payment-intent', async (c) => {
    const user = requireUser(c);
    const {
      offerId: named,
      courseId,
      couponCode,
      enrolFree,
      currency,
      billingCountry,
      company,
      address,
      vatNumber,
      interval,
    } = await parseJsonBody(c, createIntentBody);
    const offerId = named ?? (await checkoutOfferOf({ db, courseId: courseId! }));
    // An account made before its referral link was clicked is referred when it comes to buy (issue 30).
    await keepReferral({
      db,
      userId: user.id,
      marker: parseReferralMarker(services.cookieSigningKey, getCookie(c, referralCookieName(services.config))),
      via: 'checkout',
      now: services.now(),
      log: c.get('log'),
    });
    const chosenCurrency = currency ?? (await visitorCurrency({ db, wanted: requestCurrency(c, services.config.trustedProxies) }));
    const billing = { country: billingCountry, company, address, vatNumber };
    // A subscription or payment plan (issue 44) opens its own checkout; a one-time offer is paid once, with no interval.
    if (await loadRecurringTerms({ db, offerId })) {
      const recurring = await openSubscriptionCheckout({
        db,
        mailer: services.mailer,
        gateway: payments,
        userId: user.id,
        offerId,
        interval,
        couponCode,
        currency: chosenCurrency,
        billing,
        vatChecker,
        now: services.now(),
      });
      await recordCheckoutOpened({ db, userId: user.id, courseId: recurring.courseId ?? offerId, now: services.now() });
      c.header('Cache-Control', 'no-store');
      // A trial charges nothing now: the card form confirms a card check (setupToken) instead of a payment.
      const opened = recurring.state === 'setup' ? { setupToken: recurring.setupToken } : { clientSecret: recurring.clientSecret };
      return c.json({ ...opened, ...quoteOf(recurring), recurring: recurring.recurring });
    }
    if (interval) return c.json({ message: 'interval: this offer is paid once, not by month or year.', field: 'interval' }, 400);
    const checkout = await openCheckout({
      db,
      mailer: services.mailer,
      gateway: payments,
      userId: user.id,
      offerId,
      couponCode,
      enrolFree,
      currency: chosenCurrency,
      billing,
      vatChecker,
      now: services.now(),
    }).catch((error: unknown) => {
      // The buyer reads a polite message; the owner reads what to do in the log.
      if (error instanceof SellerNotSetError) {
        c.get('log').error(
          'checkout refused: set the seller (name, address, country, VAT number) at /admin/settings before selling with Stripe',
        );
      }
      throw error;
    });
    // The funnel's "checkout opened" (issue 30), as the checkout page's loader records it: once per learner.
    if (!enrolFree) await recordCheckoutOpened({ db, userId: user.id, courseId: checkout.courseId ?? offerId, now: services.now() });
    c.header('Cache-Control', 'no-store');
    const quote = quoteOf(checkout);
    // A 100 % code: nothing to pay, so no client secret (issue 14); enrolled only on the buyer's click.
    if (checkout.state === 'free') return c.json({ free: true, ...quote });
    if (checkout.state === 'enrolled') return c.json({ enrolled: true, offerId, courseId: checkout.courseId, ...quote });
    return c.json({ clientSecret: checkout.clientSecret, ...quote });
  });

  app.post('/payment-success', async (c) => {
    const user = requireUser(c);
    const { paymentIntentId } = await parseJsonBody(c, paymentSuccessBody);
    const { offerId, courseId } = await confirmPurchase({
      db,
      mailer: services.mailer,
      gateway: payments,
      userId: user.id,
      paymentIntentId,
      now: services.now(),
    });
    const access = await loadLearnerAccess({ db, userId: user.id, now: services.now() });
    return c.json({ success: true, offerId, courseId, hasPremiumAccess: access.memberArea });
  });

  app.post('/stripe/webhook', async (c) => {
    if (!isStripe(payments) || !payments.webhookSecret) {
      return c.json({ message: 'Webhooks are not configured' }, 404);
    }
    const signature = c.req.header('stripe-signature');
    if (!signature) return c.json({ message: 'Missing Stripe-Signature header' }, 400);
    const raw = await c.req.text();
    let event;
    try {
      event = await payments.client.webhooks.constructEventAsync(raw, signature, payments.webhookSecret);
    } catch {
      return c.json({ message: 'Invalid webhook signature' }, 400);
    }
    if (!stripeEventEnvelope.safeParse(event).success) return c.json({ message: 'Malformed webhook event' }, 400);
    const outcome = await handleStripeEvent({
      db,
      mailer: services.mailer,
      gateway: payments,
      event,
      now: services.now(),
      onTaxPending: (error) =>
        c
          .get('log')
          .warn({ eventId: event.id, type: event.type, err: error }, 'stripe webhook: Stripe Tax did not file the sale; Stripe will retry'),
    });
    c.get('log').info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    // Recorded here, not yet at Stripe Tax: Stripe sends the event again (for up to three days) until it is filed.
    if (outcome === 'tax_pending') return c.json({ message: 'Stripe Tax is unavailable; please retry', outcome }, 503);
    return c.json({ received: true, outcome });
  });

  // Stripe mode's card check, between entering the card and paying (issue 31): the same question as the local card
  // step asks. Stripe's form creates the payment method, this answers 409 country_mismatch when its card is from
  // another country than the billing one, and the browser pays only once it agrees or the buyer confirms.
  app.post('/stripe/card-country', async (c) => {
    if (!isStripe(payments)) return c.json({ message: 'Not found' }, 404);
    const user = requireUser(c);
    const body = await parseJsonBody(c, stripeCardCountryBody);
    const intent = await payments.retrieveIntent(body.paymentIntentId);
    if (!intent || intent.metadata.userId !== user.id) return c.json({ message: 'This payment could not be found.' }, 404);
    const billingCountry = await checkBuyerCountry({
      db,
      paymentIntentId: intent.id,
      cardCountry: await payments.paymentMethodCountry(body.paymentMethodId),
      confirmed: body.confirmCountry === true,
    });
    return c.json({ ok: true, billingCountry });
  });

  // The local test gateway's card step (what Stripe's Payment Element does against Stripe).
  app.post('/local-payments/confirm', async (c) => {
    if (!(payments instanceof LocalGateway)) return c.json({ message: 'Not found' }, 404);
    const user = requireUser(c);
    const body = await parseJsonBody(c, localConfirmBody);
    const intentId = body.clientSecret.slice(0, body.clientSecret.indexOf('_secret_'));
    const intent = await payments.retrieveIntent(intentId);
    if (!intent || intent.metadata.userId !== user.id) return c.json({ message: 'This payment could not be found.' }, 404);
    // Before the card is charged: a card from another country than the billing one is asked about (issue 31).
    if (intent.status === 'requires_payment_method') {
      await checkBuyerCountry({
        db,
        paymentIntentId: intent.id,
        cardCountry: testCardCountry(body.cardNumber),
        confirmed: body.confirmCountry === true,
      });
    }
    const card = { number: body.cardNumber, expMonth: body.expiry.month, expYear: body.expiry.year, cvc: body.cvc };
    const confirmed = await payments.confirmWithCard({ clientSecret: body.clientSecret, card });
    // A subscription's first charge (issue 44): the card that paid is kept for the renewals, and the charge recorded.
    if (confirmed.metadata.chargeId && confirmed.status === 'succeeded') {
      await recordFirstChargeCard({ db, mailer: services.mailer, gateway: payments, intent: confirmed, card, now: services.now() });
    }
    return c.json({ status: confirmed.status, paymentIntentId: confirmed.id });
  });

  // The local test gateway's card check of a free trial (what Stripe's Payment Element does with a SetupIntent):
  // the card is checked and kept, nothing is charged, and the subscription starts its trial (issue 44).
  app.post('/local-payments/setup', async (c) => {
    if (!(payments instanceof LocalGateway)) return c.json({ message: 'Not found' }, 404);
    const user = requireUser(c);
    const body = await parseJsonBody(c, localSetupBody);
    const { offerId, setupId } = await confirmTrialCard({
      db,
      gateway: payments,
      userId: user.id,
      setupToken: body.setupToken,
      card: { number: body.cardNumber, expMonth: body.expiry.month, expYear: body.expiry.year, cvc: body.cvc },
      now: services.now(),
    });
    return c.json({ status: 'succeeded', setupIntentId: setupId, offerId });
  });

  return app;
}

/** By its kind, not instanceof: the Stripe SDK is loaded only when Stripe is configured (server/create-services.ts). */
function isStripe(gateway: Services['payments']): gateway is StripeGateway {
  return gateway.kind === 'stripe';
}

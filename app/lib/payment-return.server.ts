import { redirect } from 'react-router';
import { PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../common/checkout-messages';
import { offerCheckoutPath } from '../../common/routes';
import { trialStarted } from '../../server/billing/recurring-card-step';
import { serializeFlash } from '../../server/http/flash';
import { loadOffer, offerStartPath } from '../../server/offers/sale-offer';
import { confirmPurchase } from '../../server/payments/confirm-purchase';
import { requireUser } from './auth.server';
import { isDomainError } from './domain-error.server';
import type { AppLoadContext } from 'react-router';

/**
 * Whether the payment the provider sent the buyer back with gives them what they bought, or is still settling
 * (a bank debit, a card held for capture: access opens when it completes). Confirmed with the provider on the
 * server: the id is the only thing taken from the address.
 */
export async function confirmPaymentReturn(
  context: AppLoadContext,
  userId: string,
  paymentIntentId: string,
): Promise<{ state: 'confirmed'; offerId: string; courseId: string | null } | { state: 'processing' | 'failed' }> {
  const { services } = context;
  const warn = (reason: string) => services.logger.warn({ paymentIntentId, reason }, 'payment return could not be confirmed');
  if (!/^pi_[A-Za-z0-9_]{1,200}$/.test(paymentIntentId)) {
    warn('not a payment intent id');
    return { state: 'failed' };
  }
  try {
    const bought = await confirmPurchase({
      db: services.db,
      mailer: services.mailer,
      gateway: services.payments,
      userId,
      paymentIntentId,
      now: services.now(),
    });
    return { state: 'confirmed', ...bought };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === PAYMENT_PROCESSING_CODE) return { state: 'processing' };
    warn(error.message);
    return { state: 'failed' };
  }
}

/**
 * The provider's return to an offer's checkout (`/checkout/offer/<id>?success=true&payment_intent=pi_…`, issue 43):
 * the payment is confirmed here, on the server, and the buyer lands on what they bought with the outcome as a
 * notice; a payment still settling goes back to the checkout, which says so and checks again. Throws the redirect.
 */
export async function returnFromPayment(context: AppLoadContext, url: URL, offerId: string): Promise<never> {
  const { user } = requireUser(context, url.pathname + url.search);
  const outcome = await confirmPaymentReturn(context, user.id, url.searchParams.get('payment_intent') ?? '');
  const flash = (notice: Parameters<typeof serializeFlash>[1]) => ({ headers: { 'Set-Cookie': serializeFlash(context.services, notice) } });
  if (outcome.state === 'processing') {
    throw redirect(
      offerCheckoutPath(offerId),
      flash({ title: 'Payment being processed', description: PAYMENT_PROCESSING_MESSAGE, variant: 'default' }),
    );
  }
  const offer = await loadOffer({ db: context.services.db, offerId: outcome.state === 'confirmed' ? outcome.offerId : offerId });
  const landing = outcome.state === 'confirmed' ? offerStartPath(outcome) : offer ? offerStartPath(offer) : '/dashboard';
  throw redirect(
    landing,
    flash(
      outcome.state === 'confirmed'
        ? {
            title: 'Payment Successful!',
            description: `You now have access to ${offer?.title ?? 'your purchase'}. Welcome!`,
            variant: 'success',
          }
        : {
            title: 'Payment Confirmation Error',
            description: "Please contact support if you paid but don't have access.",
            variant: 'error',
          },
    ),
  );
}

/**
 * The return from a free trial's card check (`?success=true&setup_intent=seti_…`, as Stripe returns from a
 * SetupIntent, issue 44): the learner lands on the offer's first course with the trial's notice once the check is
 * theirs and the trial has started; otherwise back to the checkout with an error. Throws the redirect.
 */
export async function returnFromTrialSetup(context: AppLoadContext, url: URL, offerId: string): Promise<never> {
  const { user } = requireUser(context, url.pathname + url.search);
  const { services } = context;
  const setupId = url.searchParams.get('setup_intent') ?? '';
  const started = /^seti_[A-Za-z0-9_]{1,200}$/.test(setupId)
    ? await trialStarted({ db: services.db, gateway: services.payments, userId: user.id, setupId, now: services.now() })
    : null;
  const flash = (notice: Parameters<typeof serializeFlash>[1]) => ({ headers: { 'Set-Cookie': serializeFlash(services, notice) } });
  if (!started) {
    throw redirect(
      offerCheckoutPath(offerId),
      flash({ title: 'Your trial could not be started', description: 'Please enter your card again.', variant: 'error' }),
    );
  }
  throw redirect(
    offerStartPath(started),
    flash({ title: 'Your free trial has started', description: `You now have access to ${started.title}. Welcome!`, variant: 'success' }),
  );
}

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Appearance, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useToast } from '~/components/toaster';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useColorScheme } from '~/lib/theme';
import { paymentReturnPath } from '../../../common/routes';
import { THEME_COLORS } from '../../../common/theme';
import type { BeforePay } from './use-payment-intent';

let stripePromise: Promise<Stripe | null> | undefined;
let stripeKey: string | undefined;
function getStripe(publishableKey: string) {
  if (!stripePromise || stripeKey !== publishableKey) {
    stripeKey = publishableKey;
    stripePromise = loadStripe(publishableKey);
  }
  return stripePromise;
}

/**
 * The card's country against the billing country (issue 31), before paying: the server answers 409
 * country_mismatch with the question, as the local card step does. 'ok' to pay, the question to ask, or a failure.
 */
async function checkCardCountry(paymentIntentId: string, paymentMethodId: string, confirmCountry: boolean) {
  const response = await fetch('/api/stripe/card-country', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentIntentId, paymentMethodId, ...(confirmCountry ? { confirmCountry: true } : {}) }),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
  if (response.ok) return { state: 'ok' as const };
  if (response.status === 409 && body.error === 'country_mismatch') {
    return { state: 'ask' as const, message: body.message ?? 'Please confirm the country where you live.' };
  }
  return { state: 'failed' as const, message: body.message ?? 'Your payment could not be processed. Please try again.' };
}

function PaymentForm({
  offerId,
  priceLabel,
  clientSecret,
  setupToken,
  actionLabel,
  beforePay,
}: {
  /** The offer being paid for: the provider sends the buyer back to confirm it. */
  offerId: string;
  priceLabel: string;
  clientSecret: string;
  /** A free trial's SetupIntent secret (issue 44): the card is saved, nothing is charged now. */
  setupToken?: string;
  actionLabel?: string;
  beforePay: () => Promise<BeforePay>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The card's country differs from the billing country: the buyer confirms where they live (issue 31).
  const [countryQuestion, setCountryQuestion] = useState<{ message: string; paymentMethodId: string } | null>(null);

  function fail(message: string) {
    setFailure(message);
    toast({ title: 'Payment Failed', description: message, variant: 'error' });
    setProcessing(false);
  }

  async function pay(event: FormEvent | null, confirmed: { paymentMethodId: string } | null = null) {
    event?.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setFailure(null);
    setCountryQuestion(null);
    // The billing form as it stands, whether or not "Apply" was pressed (issue 41): the payment is for what it says.
    const ready = await beforePay().catch(() => ({ ok: false as const, message: 'Your payment could not be prepared. Please try again.' }));
    if (!ready.ok) return fail(ready.message);
    const returnUrl = new URL(paymentReturnPath(offerId), window.location.origin).href;
    if (setupToken) {
      // A trial: Stripe saves the card and returns with setup_intent=seti_…, which starts the trial (decision 034g).
      const submitted = await elements.submit();
      if (submitted.error) return fail(submitted.error.message ?? 'Please check your card details.');
      const { error } = await stripe.confirmSetup({ elements, clientSecret: setupToken, confirmParams: { return_url: returnUrl } });
      return fail(error?.message ?? 'Your card could not be saved. Please try again.');
    }
    let paymentMethodId = confirmed?.paymentMethodId ?? null;
    if (!paymentMethodId) {
      const submitted = await elements.submit();
      if (submitted.error) return fail(submitted.error.message ?? 'Please check your card details.');
      // The card as a payment method first, so its country can be checked before anything is charged. Should Stripe
      // refuse that step for this kind of payment, the payment goes ahead as before (the invoice still records the
      // card's country from the charge).
      const created = await stripe.createPaymentMethod({ elements }).catch(() => null);
      paymentMethodId = created?.paymentMethod?.id ?? null;
    }
    if (paymentMethodId) {
      const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
      const check = await checkCardCountry(paymentIntentId, paymentMethodId, confirmed !== null).catch(() => ({
        state: 'failed' as const,
        message: 'We could not reach the payment service. Please check your connection and try again.',
      }));
      if (check.state === 'ask') {
        setCountryQuestion({ message: check.message, paymentMethodId });
        setProcessing(false);
        return;
      }
      if (check.state === 'failed') return fail(check.message);
    }
    const { error } = paymentMethodId
      ? await stripe.confirmPayment({ clientSecret, confirmParams: { payment_method: paymentMethodId, return_url: returnUrl } })
      : await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // confirmPayment only returns here on failure; on success Stripe redirects to the return address.
    fail(error?.message ?? 'Your payment could not be processed. Please try again.');
  }

  return (
    <form onSubmit={(event) => void pay(event)} className="flex flex-col gap-4" aria-label="Card payment">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {countryQuestion ? (
        <div role="alert" className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
          <p>{countryQuestion.message}</p>
          <Button
            type="button"
            variant="outline"
            disabled={processing}
            onClick={() => void pay(null, { paymentMethodId: countryQuestion.paymentMethodId })}
          >
            I confirm my billing country: pay {priceLabel}
          </Button>
        </div>
      ) : null}
      <PaymentElement />
      <Button type="submit" size="lg" variant="premium" disabled={!stripe || !elements || processing}>
        {processing ? 'Processing...' : (actionLabel ?? `Pay ${priceLabel}`)}
      </Button>
    </form>
  );
}

export default function StripePaymentForm({
  publishableKey,
  offerId,
  clientSecret,
  setupToken,
  actionLabel,
  priceLabel,
  beforePay,
}: {
  publishableKey: string;
  offerId: string;
  clientSecret: string;
  setupToken?: string;
  actionLabel?: string;
  priceLabel: string;
  beforePay: () => Promise<BeforePay>;
}) {
  // Stripe's fields live in its own iframe, out of reach of the site's CSS: its night theme in dark, with
  // the fields on the same surface as the site's own inputs (app/theme.css). Elements re-styles on change.
  const scheme = useColorScheme();
  const appearance: Appearance =
    scheme === 'dark'
      ? { theme: 'night', variables: { colorBackground: THEME_COLORS.dark, colorPrimary: '#60a5fa' } }
      : { theme: 'stripe' };
  return (
    <Elements stripe={getStripe(publishableKey)} options={{ clientSecret: setupToken ?? clientSecret, appearance }}>
      <PaymentForm
        offerId={offerId}
        priceLabel={priceLabel}
        clientSecret={clientSecret}
        setupToken={setupToken}
        actionLabel={actionLabel}
        beforePay={beforePay}
      />
    </Elements>
  );
}

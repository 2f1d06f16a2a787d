import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Appearance, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useToast } from '~/components/toaster';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useColorScheme } from '~/lib/theme';
import { THEME_COLORS } from '../../../common/theme';
import { paymentReturnPath } from './payment-return';

let stripePromise: Promise<Stripe | null> | undefined;
let stripeKey: string | undefined;
function getStripe(publishableKey: string) {
  if (!stripePromise || stripeKey !== publishableKey) {
    stripeKey = publishableKey;
    stripePromise = loadStripe(publishableKey);
  }
  return stripePromise;
}

function PaymentForm({ priceLabel }: { priceLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setFailure(null);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(paymentReturnPath(), window.location.origin).href },
    });
    // confirmPayment only returns here on failure; on success Stripe redirects to the return address.
    const message = error?.message ?? 'Your payment could not be processed. Please try again.';
    setFailure(message);
    toast({ title: 'Payment Failed', description: message, variant: 'error' });
    setProcessing(false);
  }

  return (
    <form onSubmit={(event) => void pay(event)} className="flex flex-col gap-4" aria-label="Card payment">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <PaymentElement />
      <Button type="submit" size="lg" variant="premium" disabled={!stripe || !elements || processing}>
        {processing ? 'Processing...' : `Pay ${priceLabel}`}
      </Button>
    </form>
  );
}

export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  priceLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  priceLabel: string;
}) {
  // Stripe's fields live in its own iframe, out of reach of the site's CSS: its night theme in dark, with
  // the fields on the same surface as the site's own inputs (app/theme.css). Elements re-styles on change.
  const scheme = useColorScheme();
  const appearance: Appearance =
    scheme === 'dark'
      ? { theme: 'night', variables: { colorBackground: THEME_COLORS.dark, colorPrimary: '#60a5fa' } }
      : { theme: 'stripe' };
  return (
    <Elements stripe={getStripe(publishableKey)} options={{ clientSecret, appearance }}>
      <PaymentForm priceLabel={priceLabel} />
    </Elements>
  );
}

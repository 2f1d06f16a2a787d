import { FlaskConical } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '~/components/toaster';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { offerCheckoutPath, paymentReturnPath } from '../../../common/routes';
import { CardFields } from './card-fields';
import type { FieldErrors } from '../../../common/validation';
import type { BeforePay } from './use-payment-intent';

// The card check is the server's zod schema, and zod is ~24 KiB gzip: it loads when the buyer starts on the
// form (its first focus), not with the page (docs/decisions/024g-app-pages-under-budget.md).
const loadCardCheck = () => import('../../../common/card-schema');

/**
 * The local test gateway's card form (no Stripe keys configured). It accepts Stripe's test cards with
 * their outcomes and returns to the same address Stripe would, so the rest of the flow is shared.
 */
export function LocalCardForm({
  clientSecret,
  offerId,
  priceLabel,
  beforePay,
  actionLabel,
  setupToken,
}: {
  clientSecret: string;
  /** The offer being paid for: the provider sends the buyer back to confirm it. */
  offerId: string;
  priceLabel: string;
  /** The billing form as it stands, sent before the card (issue 41); a refusal is shown and nothing is charged. */
  beforePay: () => Promise<BeforePay>;
  /** The button's words when it is not "Pay £…" (a subscription's "Subscribe", issue 44). */
  actionLabel?: string;
  /** A free trial's card check instead of a payment: the card is kept and nothing is charged (issue 44). */
  setupToken?: string;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  // The card's country differs from the billing country: the server asks the buyer to confirm where they live (issue 31).
  const [countryQuestion, setCountryQuestion] = useState<string | null>(null);
  // A second press while the card check is still loading would otherwise send the payment twice.
  const checking = useRef(false);

  async function pay(event: FormEvent | null, confirmCountry = false) {
    event?.preventDefault();
    if (checking.current) return;
    // Each attempt replaces the previous messages: a declined card's alert must not stay beside new field errors.
    setFailure(null);
    setCountryQuestion(null);
    // Without the check (its code failed to load), the server's answer names the field instead.
    checking.current = true;
    const invalid = await loadCardCheck()
      .then(
        ({ checkCardForm }) => checkCardForm(card),
        () => null,
      )
      .finally(() => (checking.current = false));
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    setProcessing(true);
    try {
      const ready = await beforePay();
      if (!ready.ok) {
        setFailure(ready.message);
        setProcessing(false);
        return;
      }
      if (setupToken) {
        const saved = await fetch('/api/local-payments/setup', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...card, setupToken }),
        });
        const answer = (await saved.json().catch(() => ({}))) as { message?: string; setupIntentId?: string };
        if (!saved.ok || !answer.setupIntentId) {
          setFailure(answer.message ?? 'Your card could not be checked. Please try again.');
          setProcessing(false);
          return;
        }
        // As Stripe returns from a SetupIntent: the page checks the trial started and sends the learner on.
        navigate(`${offerCheckoutPath(offerId)}?success=true&setup_intent=${answer.setupIntentId}`);
        return;
      }
      const response = await fetch('/api/local-payments/confirm', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...card, clientSecret, ...(confirmCountry ? { confirmCountry: true } : {}) }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; paymentIntentId?: string; error?: string };
      if (response.status === 409 && body.error === 'country_mismatch') {
        setCountryQuestion(body.message ?? 'Please confirm the country where you live.');
        setProcessing(false);
        return;
      }
      if (!response.ok || !body.paymentIntentId) {
        const message = body.message ?? 'Your payment could not be processed. Please try again.';
        setFailure(message);
        toast({ title: 'Payment Failed', description: message, variant: 'error' });
        setProcessing(false);
        return;
      }
      navigate(paymentReturnPath(offerId, body.paymentIntentId));
    } catch {
      const message = 'We could not reach the payment service. Please check your connection and try again.';
      setFailure(message);
      toast({ title: 'Payment Failed', description: message, variant: 'error' });
      setProcessing(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void pay(event)}
      onFocus={() => void loadCardCheck().catch(() => {})}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Card payment"
    >
      <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="note">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Test mode — no real money is taken</p>
          <p className="mt-1">
            Use <span className="font-mono">4242 4242 4242 4242</span> to pay, <span className="font-mono">4000 0000 0000 0002</span> for a
            declined card or <span className="font-mono">4000 0000 0000 9995</span> for insufficient funds, with any future date and any 3
            digits.{setupToken || actionLabel ? ' 4000 0000 0000 0341 is accepted now and declined at every later charge.' : ''}
          </p>
        </div>
      </div>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {countryQuestion ? (
        <div role="alert" className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
          <p>{countryQuestion}</p>
          <Button type="button" variant="outline" disabled={processing} onClick={() => void pay(null, true)}>
            I confirm my billing country: pay {priceLabel}
          </Button>
        </div>
      ) : null}
      <CardFields card={card} onCard={setCard} errors={errors} />
      <Button type="submit" size="lg" variant="premium" disabled={processing}>
        {processing ? 'Processing...' : (actionLabel ?? `Pay ${priceLabel}`)}
      </Button>
    </form>
  );
}

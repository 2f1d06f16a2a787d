import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '~/components/toaster';
import { PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../../common/checkout-messages';
import type { CheckoutQuote } from '../../../common/checkout-quote';
import type { Billing } from './billing-details';

export type IntentState =
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string; quote: CheckoutQuote }
  /** A code covers the whole price: nothing to pay, and nothing done until the buyer clicks "Enrol for free". */
  | { status: 'free'; quote: CheckoutQuote }
  | { status: 'processing'; message: string }
  | { status: 'error' }
  | { status: 'enrolled' };

type Answer = {
  clientSecret?: string;
  free?: boolean;
  enrolled?: boolean;
  message?: string;
  code?: string;
  field?: string;
} & Partial<CheckoutQuote>;

/** While a payment settles, the page asks again this often, this many times; then "Check again" is the buyer's. */
const POLL_MS = 4_000;
const POLLS = 6;

/**
 * The checkout's payment intent: opened (or resumed) on arrival with the code from `?code=`, then changed
 * when a code is applied or removed (the server updates the same intent). A refused code leaves the
 * payment as it was and says why beside the field; a 100 % code shows a £0 order and enrols on the buyer's
 * click (`enrolFree`), never on arrival. A payment still settling is asked about again every few seconds.
 */
export function usePaymentIntent(courseId: string | undefined, initialCode: string | null, coursePath: string) {
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<IntentState>({ status: 'loading' });
  const [codeError, setCodeError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [billingError, setBillingError] = useState<{ field: string; message: string } | null>(null);
  const current = useRef<string | null>(initialCode);
  // The billing details as last accepted by the server (issue 31); sent with every request.
  const billing = useRef<Billing>({});
  const polls = useRef(0);

  const request = useCallback(
    async (couponCode: string | null, mode: 'open' | 'change' | 'poll' | 'enrol', nextBilling: Billing = billing.current) => {
      if (!courseId) return;
      if (mode === 'open') setState({ status: 'loading' });
      else if (mode !== 'poll') setApplying(true);
      try {
        let response = await post(courseId, couponCode, mode === 'enrol', nextBilling);
        let body = (await response.json().catch(() => ({}))) as Answer;
        // A billing detail refused (a VAT number's format): said beside it; the payment stays as it was.
        if (response.status === 400 && body.field && BILLING_FIELDS.has(body.field)) {
          setBillingError({ field: body.field, message: body.message ?? 'Please check this field.' });
          return;
        }
        setBillingError(null);
        billing.current = nextBilling;
        if (response.status === 400 && body.field === 'couponCode') {
          setCodeError(body.message ?? 'This code cannot be used.');
          if (mode === 'change' || mode === 'enrol') return;
          // Arrived with a code that does not apply: the payment opens at the full price, the reason beside the field.
          couponCode = null;
          response = await post(courseId, null, false, nextBilling);
          body = (await response.json().catch(() => ({}))) as Answer;
        } else {
          setCodeError(null);
        }
        if (response.status === 409) {
          // An earlier payment is still settling: say so rather than offer a second payment.
          if (body.code === PAYMENT_PROCESSING_CODE) {
            setState({ status: 'processing', message: body.message ?? PAYMENT_PROCESSING_MESSAGE });
            return;
          }
          window.location.assign(coursePath);
          return;
        }
        if (!response.ok) throw new Error(`${response.status}: ${body.message ?? ''}`);
        current.current = couponCode;
        const quote: CheckoutQuote = {
          price: body.price ?? 0,
          discount: body.discount ?? 0,
          amount: body.amount ?? 0,
          currency: body.currency ?? 'GBP',
          couponCode: body.couponCode ?? null,
          net: body.net ?? body.amount ?? 0,
          taxRate: body.taxRate ?? 0,
          tax: body.tax ?? 0,
          taxInclusive: body.taxInclusive ?? true,
          reverseCharge: body.reverseCharge ?? false,
          billingCountry: body.billingCountry ?? '',
        };
        if (body.free) {
          setState({ status: 'free', quote });
          return;
        }
        if (body.enrolled) {
          setState({ status: 'enrolled' });
          toast({
            title: 'You are enrolled',
            description: `Code ${body.couponCode ?? ''} covered the whole price. Enjoy the course!`,
            variant: 'success',
          });
          navigate(coursePath);
          return;
        }
        setState({ status: 'ready', clientSecret: body.clientSecret!, quote });
      } catch {
        setState({ status: 'error' });
        toast({ title: 'Error', description: 'Failed to initialize payment. Please try again.', variant: 'error' });
      } finally {
        setApplying(false);
      }
    },
    [courseId, coursePath, navigate, toast],
  );

  useEffect(() => {
    void request(initialCode, 'open');
  }, [request, initialCode]);

  // Settling: ask again a few times by itself; once the payment completes the answer moves on to the course.
  useEffect(() => {
    if (state.status !== 'processing' || polls.current >= POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void request(current.current, 'poll');
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [state, request]);

  return {
    state,
    codeError,
    billingError,
    applying,
    /** New billing details: the same payment, with the figures the server computes for them. */
    changeBilling: (next: Billing) => void request(current.current, 'change', next),
    enrolFree: () => void request(current.current, 'enrol'),
    retry: () => {
      polls.current = 0;
      void request(current.current, 'open');
    },
    apply: (code: string) => void request(code, 'change'),
    remove: () => void request(null, 'change'),
  };
}

const BILLING_FIELDS: ReadonlySet<string> = new Set(['billingCountry', 'company', 'address', 'vatNumber']);

function post(courseId: string, couponCode: string | null, enrolFree: boolean, billing: Billing) {
  return fetch('/api/create-payment-intent', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ courseId, ...(couponCode ? { couponCode } : {}), ...(enrolFree ? { enrolFree: true } : {}), ...billing }),
  });
}

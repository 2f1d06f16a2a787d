import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '~/components/toaster';
import { PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../../common/checkout-messages';
import { formatPrice } from '../../../common/format';
import type { CheckoutQuote } from '../../../common/checkout-quote';
import type { Billing } from './billing-details';

export type IntentState =
  | { status: 'loading' }
  /** A payment to confirm (clientSecret), or a free trial's card check (setupToken: nothing is charged now, issue 44). */
  | { status: 'ready'; clientSecret: string; setupToken?: string; quote: CheckoutQuote }
  /** A code covers the whole price: nothing to pay, and nothing done until the buyer clicks "Enrol for free". */
  | { status: 'free'; quote: CheckoutQuote }
  | { status: 'processing'; message: string }
  | { status: 'error' }
  | { status: 'enrolled' };

/** What a request to the server came to: the payment ready with its quote, a billing field refused, or anything else. */
type Outcome = { kind: 'ready'; quote: CheckoutQuote } | { kind: 'refused'; field: string; message: string } | { kind: 'other' };

/** Whether the card step may go ahead: the payment is for what the billing form says, at the total the buyer saw. */
export type BeforePay = { ok: true } | { ok: false; message: string };

type Answer = {
  clientSecret?: string;
  setupToken?: string;
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
export function usePaymentIntent(
  offerId: string | undefined,
  initialCode: string | null,
  coursePath: string,
  /** Where the visitor probably is (the signals that chose their currency); the payment opens for it. */
  initialCountry: string | null = null,
  /** A subscription's period, for a recurring offer (issue 44). */
  interval: 'month' | 'year' | null = null,
) {
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<IntentState>({ status: 'loading' });
  const [codeError, setCodeError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [billingError, setBillingError] = useState<{ field: string; message: string } | null>(null);
  const current = useRef<string | null>(initialCode);
  // The billing details as last accepted by the server (issue 31); sent with every request.
  const billing = useRef<Billing>(initialCountry ? { billingCountry: initialCountry } : {});
  const polls = useRef(0);
  // The quote the page shows (the Pay button's total): the card step checks the form against it.
  const shown = useRef<CheckoutQuote | null>(null);

  const request = useCallback(
    async (
      couponCode: string | null,
      mode: 'open' | 'change' | 'poll' | 'enrol',
      nextBilling: Billing = billing.current,
    ): Promise<Outcome> => {
      if (!offerId) return { kind: 'other' };
      if (mode === 'open') setState({ status: 'loading' });
      else if (mode !== 'poll') setApplying(true);
      try {
        const post = (code: string | null, enrol: boolean, details: Billing) => postIntent(offerId, code, enrol, details, interval);
        let response = await post(couponCode, mode === 'enrol', nextBilling);
        let body = (await response.json().catch(() => ({}))) as Answer;
        // A billing detail refused (a VAT number's format): said beside it; the payment stays as it was.
        if (response.status === 400 && body.field && BILLING_FIELDS.has(body.field)) {
          const refused = { field: body.field, message: body.message ?? 'Please check this field.' };
          setBillingError(refused);
          // Opening with a country the server refuses: open without it (the seller's), the reason beside the field.
          if (mode !== 'open' || Object.keys(nextBilling).length === 0) return { kind: 'refused', ...refused };
          nextBilling = {};
          response = await post(couponCode, false, nextBilling);
          body = (await response.json().catch(() => ({}))) as Answer;
        } else {
          setBillingError(null);
        }
        billing.current = nextBilling;
        if (response.status === 400 && body.field === 'couponCode') {
          setCodeError(body.message ?? 'This code cannot be used.');
          if (mode === 'change' || mode === 'enrol') return { kind: 'other' };
          // Arrived with a code that does not apply: the payment opens at the full price, the reason beside the field.
          couponCode = null;
          response = await post(null, false, nextBilling);
          body = (await response.json().catch(() => ({}))) as Answer;
        } else {
          setCodeError(null);
        }
        if (response.status === 409) {
          // An earlier payment is still settling: say so rather than offer a second payment.
          if (body.code === PAYMENT_PROCESSING_CODE) {
            setState({ status: 'processing', message: body.message ?? PAYMENT_PROCESSING_MESSAGE });
            return { kind: 'other' };
          }
          window.location.assign(coursePath);
          return { kind: 'other' };
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
          return { kind: 'other' };
        }
        if (body.enrolled) {
          setState({ status: 'enrolled' });
          toast({
            title: 'You are enrolled',
            description: `Code ${body.couponCode ?? ''} covered the whole price. Enjoy the course!`,
            variant: 'success',
          });
          navigate(coursePath);
          return { kind: 'other' };
        }
        setState({ status: 'ready', clientSecret: body.clientSecret ?? '', setupToken: body.setupToken, quote });
        shown.current = quote;
        return { kind: 'ready', quote };
      } catch {
        setState({ status: 'error' });
        toast({ title: 'Error', description: 'Failed to initialize payment. Please try again.', variant: 'error' });
        return { kind: 'other' };
      } finally {
        setApplying(false);
      }
    },
    [offerId, coursePath, navigate, toast, interval],
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
    /**
     * Before the card step (issue 41): the billing form as it stands now, whether or not "Apply" was pressed. Details
     * the server has not yet quoted are sent first; a refused field stops the payment with a message naming it, and a
     * total other than the one on the Pay button stops it too, so the buyer pays what they saw and the invoice (company,
     * VAT number, tax) is what the form said.
     */
    beforePay: async (next: Billing): Promise<BeforePay> => {
      if (sameBilling(next, billing.current)) return { ok: true };
      const before = shown.current;
      const outcome = await request(current.current, 'change', next);
      if (outcome.kind === 'refused') return { ok: false, message: naming(outcome.field, outcome.message) };
      if (outcome.kind !== 'ready') return { ok: false, message: 'Your payment could not be prepared. Please try again.' };
      if (before && (outcome.quote.amount !== before.amount || outcome.quote.currency !== before.currency)) {
        return {
          ok: false,
          message: `With these billing details the total is ${formatPrice(outcome.quote.amount, outcome.quote.currency)}. Check the order and press Pay again.`,
        };
      }
      return { ok: true };
    },
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

/** The billing form's labels, for a refusal said beside the Pay button. */
const FIELD_LABELS: Record<string, string> = {
  billingCountry: 'Country where you live',
  company: 'Company name',
  address: 'Company address',
  vatNumber: 'VAT number',
};

/** The server's message with the form's label for its field: "vatNumber is not…" → "VAT number is not…". */
function naming(field: string, message: string) {
  const label = FIELD_LABELS[field] ?? field;
  return message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : `${label}: ${message}`;
}

const BILLING_KEYS = ['billingCountry', 'company', 'address', 'vatNumber'] as const;
/** The same details as far as the server is concerned (an empty field is no field). */
function sameBilling(a: Billing, b: Billing) {
  return BILLING_KEYS.every((key) => (a[key]?.trim() || undefined) === (b[key]?.trim() || undefined));
}

function postIntent(offerId: string, couponCode: string | null, enrolFree: boolean, billing: Billing, interval: string | null) {
  return fetch('/api/create-payment-intent', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      offerId,
      ...(couponCode ? { couponCode } : {}),
      ...(enrolFree ? { enrolFree: true } : {}),
      ...(interval ? { interval } : {}),
      ...billing,
    }),
  });
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '~/components/toaster';
import { PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../../common/checkout-messages';
import type { CheckoutQuote } from './order-summary';

export type IntentState =
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string; quote: CheckoutQuote }
  | { status: 'processing'; message: string }
  | { status: 'error' }
  | { status: 'enrolled' };

type Answer = { clientSecret?: string; enrolled?: boolean; message?: string; code?: string; field?: string } & Partial<CheckoutQuote>;

/**
 * The checkout's payment intent: opened (or resumed) on arrival with the code from `?code=`, then changed
 * when a code is applied or removed (the server updates the same intent). A refused code leaves the
 * payment as it was and says why beside the field; a 100 % code enrols and goes to the course.
 */
export function usePaymentIntent(courseId: string | undefined, initialCode: string | null, coursePath: string) {
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<IntentState>({ status: 'loading' });
  const [codeError, setCodeError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const current = useRef<string | null>(initialCode);

  const request = useCallback(
    async (couponCode: string | null, mode: 'open' | 'change') => {
      if (!courseId) return;
      if (mode === 'open') setState({ status: 'loading' });
      else setApplying(true);
      try {
        let response = await post(courseId, couponCode);
        let body = (await response.json().catch(() => ({}))) as Answer;
        if (response.status === 400 && body.field === 'couponCode') {
          setCodeError(body.message ?? 'This code cannot be used.');
          if (mode === 'change') return;
          // Arrived with a code that does not apply: the payment opens at the full price, the reason beside the field.
          couponCode = null;
          response = await post(courseId, null);
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
        const { price = 0, discount = 0, amount = 0, currency = 'GBP' } = body;
        setState({
          status: 'ready',
          clientSecret: body.clientSecret!,
          quote: { price, discount, amount, currency, couponCode: body.couponCode ?? null },
        });
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

  return {
    state,
    codeError,
    applying,
    retry: () => void request(current.current, 'open'),
    apply: (code: string) => void request(code, 'change'),
    remove: () => void request(null, 'change'),
  };
}

function post(courseId: string, couponCode: string | null) {
  return fetch('/api/create-payment-intent', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ courseId, ...(couponCode ? { couponCode } : {}) }),
  });
}

import { Link } from 'react-router';

/** Beside the pay button (issue 19): the terms the buyer agrees to and the refund they can count on. */
export function CheckoutPolicies({ firstPaymentOnly = false }: { firstPaymentOnly?: boolean }) {
  return (
    <p className="mt-4 text-sm text-slate-600">
      By paying you agree to our{' '}
      <Link to="/terms" className="font-medium text-blue-700 underline underline-offset-2">
        terms
      </Link>
      . Changed your mind? Get a full refund {firstPaymentOnly ? 'of your first payment ' : ''}yourself from your account within 30 days;
      see the{' '}
      <Link to="/refund-policy" className="font-medium text-blue-700 underline underline-offset-2">
        refund policy
      </Link>
      .
    </p>
  );
}

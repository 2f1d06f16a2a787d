import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';

/** On sign-up and sign-in pages reached from "Enroll Now": what the visitor is about to buy, and what happens next. */
export function CheckoutIntentNote({
  courseTitle,
  priceLabel,
  children,
}: {
  courseTitle: string;
  priceLabel: string;
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      aria-label="Your purchase"
      className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <Crown className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">
          You're about to buy {courseTitle} for {priceLabel}.
        </p>
        <p className="mt-1">{children}</p>
      </div>
    </div>
  );
}

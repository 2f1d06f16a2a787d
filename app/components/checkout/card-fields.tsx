import { FormField } from '~/components/ui/form-field';
import type { FieldErrors } from '../../../common/validation';
import type { ChangeEvent } from 'react';

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export function formatCardNumber(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

const formatCvc = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/**
 * The local test gateway's three card fields (number, expiry, security code), checked by common/card-schema.ts: the
 * checkout's card step and the billing page's "Update card" (issue 44). Given `card`, they are controlled by it; without
 * it they keep what the browser holds and format it in place, so a card typed before the page's code arrives stays
 * (DESIGN §13) and the form posts it as HTML.
 */
export function CardFields({ card, onCard, errors }: { card?: CardInput; onCard?: (card: CardInput) => void; errors: FieldErrors }) {
  const field = (name: keyof CardInput, format: (value: string) => string) =>
    card
      ? { value: card[name], onChange: (e: ChangeEvent<HTMLInputElement>) => onCard?.({ ...card, [name]: format(e.target.value) }) }
      : { onChange: (e: ChangeEvent<HTMLInputElement>) => void (e.target.value = format(e.target.value)) };
  return (
    <>
      <FormField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...field('cardNumber', formatCardNumber)}
        error={errors.cardNumber}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Expiration date"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          {...field('expiry', formatExpiry)}
          error={errors.expiry}
          required
        />
        <FormField
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          {...field('cvc', formatCvc)}
          error={errors.cvc}
          required
        />
      </div>
    </>
  );
}

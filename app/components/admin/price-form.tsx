import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { CURRENCIES, type Currency } from '../../../common/currencies';
import { formatPrice } from '../../../common/format';
import type { AdminActionData } from '~/lib/admin-action.server';

type Failed = (AdminActionData & { ok: false; intent?: string }) | undefined;

const SYMBOL: Record<Currency, string> = { GBP: '£', USD: '$', EUR: '€' };
const major = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));

/**
 * A course's price in each currency (issue 31, docs/decisions/028a-prices-per-currency.md): pounds always; dollars
 * and euros only when filled in, and a visitor whose currency has none is shown pounds. The same as PUT
 * /api/admin/prices; whether prices include tax is the seller's setting above.
 */
export function PriceForm({
  course,
  prices,
  failed,
  busy,
}: {
  course: { id: string; title: string };
  prices: Record<Currency, number | null>;
  failed: Failed;
  busy: boolean;
}) {
  const intent = `prices:${course.id}`;
  const errorOf = (currency: Currency) =>
    failed?.intent === intent && failed.field === `courses.${course.id}.${currency}` ? failed.message : undefined;
  const selling = CURRENCIES.filter((currency) => prices[currency] !== null);
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{course.title}</h3>
      <p className="mt-1 text-sm text-slate-700">
        Sold at {selling.map((currency) => formatPrice(prices[currency]!, currency)).join(', ')}. Leave dollars or euros empty to show those
        visitors the pound price.
      </p>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3" aria-label={`Prices of ${course.title}`}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="courseId" value={course.id} />
        {CURRENCIES.map((currency) => (
          <FormField
            key={currency}
            id={`${course.id}-price-${currency}`}
            label={`Price in ${currency} (${SYMBOL[currency]})`}
            name={currency}
            inputMode="decimal"
            required={currency === 'GBP'}
            defaultValue={major(prices[currency])}
            error={errorOf(currency)}
          />
        ))}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={busy}>
            Save prices
          </Button>
        </div>
      </Form>
    </div>
  );
}

import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { formatShortDate } from '../../../common/format';
import type { ContentRates } from '../../../server/money/content-rates';
import type { AdminActionData } from '~/lib/admin-action.server';

type Failed = (AdminActionData & { ok: false; intent?: string }) | undefined;

/**
 * The rate the pages convert the content's dollar amounts at (docs/decisions/031g-owner-figures-and-exchange-rate.md):
 * what is in force, from when and where, and a form to refresh it by hand from a published source. The same as
 * PUT /api/admin/exchange-rates; a save converts every page at once and is written in the audit log.
 */
export function ExchangeRateForm({ rates, failed, busy }: { rates: ContentRates; failed: Failed; busy: boolean }) {
  const errorOf = (field: string) => (failed?.intent === 'exchange-rates' && failed.field === field ? failed.message : undefined);
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <p className="text-sm text-slate-700">
        Articles, ideas and lessons are written in US dollars; a visitor paying in pounds or euros sees their amounts converted at{' '}
        <strong className="font-semibold text-slate-900">
          $1 = £{rates.perDollar.GBP.toFixed(4)} = €{rates.perDollar.EUR.toFixed(4)}
        </strong>
        , the rate of {formatShortDate(rates.date)} ({rates.source}){rates.setByOwner ? '' : ', as the site was released'}. Refresh it from
        a published rate (a bank&apos;s or the European Central Bank&apos;s) when it has moved.
      </p>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Exchange rate">
        <input type="hidden" name="intent" value="exchange-rates" />
        <FormField
          label="Pounds for $1"
          name="GBP"
          inputMode="decimal"
          required
          defaultValue={rates.perDollar.GBP.toFixed(4)}
          error={errorOf('GBP')}
        />
        <FormField
          label="Euros for $1"
          name="EUR"
          inputMode="decimal"
          required
          defaultValue={rates.perDollar.EUR.toFixed(4)}
          error={errorOf('EUR')}
        />
        <FormField label="Rate of (day)" name="date" type="date" required defaultValue={rates.date} error={errorOf('date')} />
        <FormField label="Source" name="source" required defaultValue={rates.source} maxLength={200} error={errorOf('source')} />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" disabled={busy}>
            Save the rate
          </Button>
        </div>
      </Form>
    </div>
  );
}

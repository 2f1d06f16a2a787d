import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import type { AdminActionData } from '~/lib/admin-action.server';

/** Which form field shows an API field's message (the form asks for a value and its kind, not percentOff/amountOff). */
const FORM_FIELD: Record<string, string> = { percentOff: 'value', amountOff: 'value' };

/** The owner's "new code" form (issue 14): code, a percentage or an amount off, and the optional limits. */
export function CouponForm({
  result,
  busy,
  offers,
}: {
  result: AdminActionData | undefined;
  busy: boolean;
  /** The offers a code can be limited to (issue 43). */
  offers: { id: string; title: string }[];
}) {
  const failed = result && !result.ok ? result : undefined;
  // A limit's message names the offer's place (offerIds.1): shown under the list.
  const offerError = failed?.field?.startsWith('offerIds') ? failed.message : undefined;
  const errorFor = (name: string) => (failed?.field && (FORM_FIELD[failed.field] ?? failed.field) === name ? failed.message : undefined);
  return (
    <Form method="post" className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2" aria-label="New code">
      <input type="hidden" name="intent" value="create" />
      <FormField
        label="Code"
        name="code"
        required
        autoComplete="off"
        hint="3–32 letters, digits, - or _; buyers may type it in any case."
        error={errorFor('code')}
      />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-900">Discount</legend>
        <div className="flex gap-2">
          <div className="w-28 shrink-0">
            <Label htmlFor="field-kind" className="sr-only">
              Kind of discount
            </Label>
            <select
              id="field-kind"
              name="kind"
              defaultValue="percent"
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              <option value="percent">% off</option>
              <option value="amount">£ off</option>
            </select>
          </div>
          <div className="grow">
            <FormField label="Amount" name="value" inputMode="decimal" required error={errorFor('value')} />
          </div>
        </div>
      </fieldset>
      <FormField
        label="Expires on (optional)"
        name="expiresOn"
        type="date"
        hint="The code works until the end of this day (UTC)."
        error={errorFor('expiresAt')}
      />
      <FormField
        label="Most uses (optional)"
        name="maxRedemptions"
        inputMode="numeric"
        hint="Empty: no limit."
        error={errorFor('maxRedemptions')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input type="checkbox" name="firstPurchaseOnly" value="true" className="size-4 rounded border-slate-300" />
        Only for a buyer's first purchase
      </label>
      <fieldset className="flex flex-col gap-1.5 sm:col-span-2" aria-describedby="offer-limit-hint">
        <legend className="mb-1.5 text-sm font-medium text-slate-900">Only for these offers (optional)</legend>
        <p id="offer-limit-hint" className="text-sm text-slate-600">
          None ticked: the code works on every offer.
        </p>
        {offers.map((offer) => (
          <label key={offer.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="offerIds[]" value={offer.id} className="size-4 rounded border-slate-300" />
            {offer.title}
          </label>
        ))}
        {offerError ? (
          <p className="text-sm text-red-700" role="alert">
            {offerError}
          </p>
        ) : null}
      </fieldset>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create code'}
        </Button>
      </div>
    </Form>
  );
}

import { lazy, Suspense, type FormEvent } from 'react';
import { Label } from '~/components/ui/label';
import { CHECKOUT_COUNTRIES } from '../../../common/checkout-countries';

const BusinessFields = lazy(() => import('./business-fields'));

/** What the checkout sends about the buyer (issue 31); the server decides the VAT from it. */
export interface Billing {
  billingCountry?: string;
  company?: string;
  address?: string;
  vatNumber?: string;
}

/** What the billing form holds as the buyer types, applied or not (the checkout pays for it: issue 41). */
export interface BillingDraft {
  business: boolean;
  company: string;
  address: string;
  vatNumber: string;
}

export const EMPTY_DRAFT: BillingDraft = { business: false, company: '', address: '', vatNumber: '' };

/** The billing details the form says, for this country: a business's details only while the box is ticked. */
export function billingOf(draft: BillingDraft, billingCountry: string): Billing {
  const { business, ...details } = draft;
  return business ? { billingCountry, ...details } : { billingCountry };
}

const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
const countryName = (code: string) => names?.of(code) ?? code;
const sortedCountries = (first: string[]) => [
  ...first.slice(0, 1),
  ...first.slice(1).sort((a, b) => countryName(a).localeCompare(countryName(b))),
];

const selectClass = 'ui-input h-10 w-full';

/**
 * The buyer's country (VAT is charged where they live) and, for a business, its company, address and VAT number:
 * a valid number from another UK or EU country than the seller's is reverse-charged. A change of country or of the
 * box asks the server for the figures again, and so does "Apply"; what is typed is held by the checkout (`draft`), which
 * sends it before paying in any case. A refused field says why beside it.
 */
export function BillingDetails({
  country,
  busy,
  error,
  draft,
  onDraft,
  onChange,
}: {
  country: string;
  busy: boolean;
  error: { field: string; message: string } | null;
  draft: BillingDraft;
  onDraft: (draft: BillingDraft) => void;
  onChange: (billing: Billing) => void;
}) {
  const { business, ...details } = draft;
  const countries = CHECKOUT_COUNTRIES.includes(country) || !country ? CHECKOUT_COUNTRIES : [country, ...CHECKOUT_COUNTRIES];
  const send = (next: { billingCountry: string; business: boolean }) =>
    onChange(billingOf({ ...draft, business: next.business }, next.billingCountry));

  function apply(event: FormEvent) {
    event.preventDefault();
    send({ billingCountry: country, business: true });
  }
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <form onSubmit={apply} className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4" aria-label="Billing details">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="billing-country">Country where you live</Label>
        <select
          id="billing-country"
          name="billingCountry"
          className={selectClass}
          value={country}
          disabled={busy}
          aria-invalid={errorFor('billingCountry') ? true : undefined}
          aria-describedby={errorFor('billingCountry') ? 'billing-country-error' : undefined}
          onChange={(event) => send({ billingCountry: event.target.value, business })}
        >
          {sortedCountries(countries).map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
        {errorFor('billingCountry') ? (
          <p id="billing-country-error" className="text-sm text-red-700">
            {errorFor('billingCountry')}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="business"
          checked={business}
          onChange={(event) => {
            onDraft({ ...draft, business: event.target.checked });
            if (!event.target.checked) send({ billingCountry: country, business: false });
          }}
          className="size-4"
        />
        I am buying for a business (VAT invoice)
      </label>
      {business ? (
        // Most buyers are not businesses: these fields load only when asked for (the checkout's 140 KiB budget).
        <Suspense fallback={<p className="text-sm text-slate-600">Loading…</p>}>
          <BusinessFields details={details} busy={busy} errorFor={errorFor} onChange={(next) => onDraft({ ...draft, ...next })} />
        </Suspense>
      ) : null}
    </form>
  );
}

import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';

export interface BusinessDetails {
  company: string;
  address: string;
  vatNumber: string;
}

/** A business buyer's company, address and VAT number (issue 31), submitted by the billing form around them. */
export default function BusinessFields({
  details,
  busy,
  errorFor,
  onChange,
}: {
  details: BusinessDetails;
  busy: boolean;
  errorFor: (field: string) => string | undefined;
  onChange: (details: BusinessDetails) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <FormField
        label="Company name"
        name="company"
        autoComplete="organization"
        value={details.company}
        onChange={(event) => onChange({ ...details, company: event.target.value })}
        error={errorFor('company')}
      />
      <FormField
        label="Company address"
        name="address"
        autoComplete="street-address"
        value={details.address}
        onChange={(event) => onChange({ ...details, address: event.target.value })}
        error={errorFor('address')}
      />
      <FormField
        label="VAT number"
        name="vatNumber"
        placeholder="e.g. DE123456789"
        hint="With the country prefix. A business elsewhere in the UK or EU pays no VAT (reverse charge)."
        autoCapitalize="characters"
        spellCheck={false}
        value={details.vatNumber}
        onChange={(event) => onChange({ ...details, vatNumber: event.target.value })}
        error={errorFor('vatNumber')}
      />
      <Button type="submit" variant="outline" disabled={busy}>
        Apply business details
      </Button>
    </div>
  );
}

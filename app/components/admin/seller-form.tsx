import { Form } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import type { SalesSettings } from '../../../server/invoices/sales-settings';
import type { AdminActionData } from '~/lib/admin-action.server';

type Failed = (AdminActionData & { ok: false; intent?: string }) | undefined;
const errorOf = (failed: Failed, field: string) => (failed?.intent === 'seller' && failed.field === field ? failed.message : undefined);

/**
 * Who sells, as every invoice names them, and whether prices include VAT (issue 31). Live Stripe payments need it;
 * test payments invoice meanwhile with the SELLER_* stand-ins, marked as missing.
 */
export function SellerForm({ settings, live, failed, busy }: { settings: SalesSettings; live: boolean; failed: Failed; busy: boolean }) {
  const seller = settings.seller;
  return (
    <Form method="post" className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" aria-label="Seller on invoices">
      <input type="hidden" name="intent" value="seller" />
      {!seller ? (
        <Alert variant={live ? 'error' : 'default'}>
          {live
            ? 'Not set: checkout refuses every purchase until it is, since no lawful invoice could be issued.'
            : 'Not set: test invoices say the seller details are missing. Set them before taking real payments.'}
        </Alert>
      ) : null}
      <FormField label="Legal name" name="name" required defaultValue={seller?.name ?? ''} error={errorOf(failed, 'name')} />
      <FormField label="Address" name="address" required defaultValue={seller?.address ?? ''} error={errorOf(failed, 'address')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Country (two letters)"
          name="country"
          required
          maxLength={2}
          defaultValue={seller?.country ?? 'GB'}
          hint="GB, IE, DE…: decides which business buyers are reverse-charged."
          error={errorOf(failed, 'country')}
        />
        <FormField
          label="VAT number"
          name="vatNumber"
          defaultValue={seller?.vatNumber ?? ''}
          hint="With the country prefix, e.g. GB123456789."
          error={errorOf(failed, 'vatNumber')}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id="tax-inclusive"
          type="checkbox"
          name="taxInclusive"
          value="on"
          defaultChecked={settings.taxInclusive}
          className="size-4"
        />
        <Label htmlFor="tax-inclusive">Prices include VAT (a UK buyer pays the listed price; unticked, VAT is added at checkout)</Label>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          Save seller
        </Button>
      </div>
    </Form>
  );
}

import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import type { AdminActionData } from '~/lib/admin-action.server';

/** The owner's referral terms (issue 30): the commission, and the code a referred buyer gets. */
export function ReferralSettingsForm({
  settings,
  result,
  busy,
}: {
  settings: { commissionPercent: number; buyerCouponCode: string | null };
  result: AdminActionData | undefined;
  busy: boolean;
}) {
  const failed = result && !result.ok ? result : undefined;
  const errorFor = (name: string) => (failed?.field === name ? failed.message : undefined);
  return (
    <Form method="post" className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2" aria-label="Referral settings">
      <input type="hidden" name="intent" value="settings" />
      <FormField
        label="Commission (% of what the buyer pays, before VAT)"
        name="commissionPercent"
        inputMode="numeric"
        required
        defaultValue={String(settings.commissionPercent)}
        hint="0 to 100; 0 pays nothing."
        error={errorFor('commissionPercent')}
      />
      <FormField
        label="Buyer's discount code (optional)"
        name="buyerCouponCode"
        autoComplete="off"
        defaultValue={settings.buyerCouponCode ?? ''}
        hint="An existing code from Coupons, applied at checkout for a referred buyer. Empty: no discount."
        error={errorFor('buyerCouponCode')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          Save settings
        </Button>
      </div>
    </Form>
  );
}

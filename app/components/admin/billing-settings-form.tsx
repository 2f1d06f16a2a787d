import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { DUNNING_GRACE_DAYS_MAX, DUNNING_GRACE_DAYS_MIN } from '../../../common/billing-rules';
import type { AdminActionData } from '~/lib/admin-action.server';

type Failed = (AdminActionData & { ok: false; intent?: string }) | undefined;

/**
 * The dunning grace days (issue 44, decision 034a): how long a learner whose renewal failed keeps access while the
 * charge is retried (days 1, 3 and 5 after it fell due); then the subscription is paused until they pay.
 */
export function BillingSettingsForm({ graceDays, failed, busy }: { graceDays: number; failed: Failed; busy: boolean }) {
  const error = failed?.intent === 'billing' && failed.field === 'dunningGraceDays' ? failed.message : undefined;
  return (
    <Form method="post" className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" aria-label="Failed renewals">
      <input type="hidden" name="intent" value="billing" />
      <div className="sm:max-w-xs">
        <FormField
          label="Grace days after a failed renewal"
          name="dunningGraceDays"
          inputMode="numeric"
          required
          defaultValue={String(graceDays)}
          hint={`${DUNNING_GRACE_DAYS_MIN}–${DUNNING_GRACE_DAYS_MAX}. Access continues while the card is retried on days 1, 3 and 5; then it is paused until the learner pays. Progress and certificates stay.`}
          error={error}
        />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          Save grace days
        </Button>
      </div>
    </Form>
  );
}

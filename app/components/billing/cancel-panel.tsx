import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { CANCEL_REASONS } from '../../../common/cancel-reasons';
import { formatShortDate } from '../../../common/format';

/**
 * "Cancel subscription": one press opens the one question (optional), a second confirms (issue 44: as easy as
 * subscribing). A disclosure and a plain form, so it works before the page's code has arrived (DESIGN §13).
 */
export function CancelPanel({ subscriptionId, accessUntil, endsNow }: { subscriptionId: string; accessUntil: string; endsNow: boolean }) {
  const name = `reason-${subscriptionId}`;
  return (
    <details className="group rounded-lg border border-slate-200">
      <summary className="cursor-pointer list-none rounded-lg px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2">
        Cancel subscription
      </summary>
      <Form method="post" className="flex flex-col gap-3 border-t border-slate-200 p-4">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="subscriptionId" value={subscriptionId} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Why are you cancelling? (optional)</legend>
          {CANCEL_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="radio" name="reason" value={reason} /> {reason}
            </label>
          ))}
          <label className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <input type="radio" name="reason" value="other" /> Other:
            <input
              name="otherReason"
              aria-label="Other reason"
              maxLength={500}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1"
              id={name}
            />
          </label>
        </fieldset>
        <p className="text-sm text-slate-700">
          {endsNow
            ? 'Your subscription ends now and nothing more is charged.'
            : `You will not be charged again, and you keep your access until ${formatShortDate(accessUntil)}. You can resume until then.`}
        </p>
        <Button type="submit" variant="destructive" className="self-start">
          Confirm cancellation
        </Button>
      </Form>
    </details>
  );
}

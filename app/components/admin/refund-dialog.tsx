import { AlertDialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { formatPrice } from '../../../common/format';
import { REFUND_FETCHER_KEY } from './refund-fetcher-key';
import type { OnDemandProps } from '~/components/ui/on-demand';
import type { AdminActionData } from '~/lib/admin-action.server';

interface RefundDialogProps {
  purchaseId: string;
  learner: string;
  courseTitle: string;
  amount: number;
  currency: string;
  onDone: (result: AdminActionData) => void;
}

/**
 * Refund, after a confirmation that names the learner and the amount and asks for the password (issue 13).
 * Loaded when its button is pressed (purchases-table.tsx), with Radix's dialog code.
 */
export function RefundDialog({
  purchaseId,
  learner,
  courseTitle,
  amount,
  currency,
  onDone,
  trigger,
  defaultOpen,
}: RefundDialogProps & OnDemandProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Keyed, so the page's notice reads the answer too (app/routes/admin-purchases.tsx): when the reloaded list
  // comes in the same render as the answer, this dialog's row is already refunded and the dialog gone.
  const fetcher = useFetcher<AdminActionData>({ key: REFUND_FETCHER_KEY });
  const result = fetcher.data;
  const price = formatPrice(amount, currency);
  // As soon as the refund is answered, before the list reloads: the reloaded row is refunded, so this
  // dialog (offered for paid rows only) is gone by the time the fetcher is idle again.
  useEffect(() => {
    if (result?.ok) {
      setOpen(false);
      onDone(result);
    }
  }, [result, onDone]);
  const failed = fetcher.state === 'idle' && result && !result.ok ? result : null;
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            Refund {price} to {learner}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            The full {price} for {courseTitle} goes back to their card, the course closes for them at once, and they get an email saying so.
            This cannot be undone.
          </AlertDialog.Description>
          <fetcher.Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="purchaseId" value={purchaseId} />
            <div>
              <label htmlFor={`refund-password-${purchaseId}`} className="mb-1 block text-sm font-medium text-slate-800">
                Your password
              </label>
              <Input
                id={`refund-password-${purchaseId}`}
                name="password"
                type="password"
                autoComplete="current-password"
                aria-describedby={`refund-password-hint-${purchaseId}`}
                aria-invalid={failed?.field === 'password' ? true : undefined}
              />
              <p id={`refund-password-hint-${purchaseId}`} className="mt-1 text-xs text-slate-600">
                Not needed if you signed in within the last 10 minutes.
              </p>
            </div>
            <div>
              <label htmlFor={`refund-reason-${purchaseId}`} className="mb-1 block text-sm font-medium text-slate-800">
                Reason (optional, for the audit log)
              </label>
              <Input id={`refund-reason-${purchaseId}`} name="reason" maxLength={500} />
            </div>
            {failed ? <Alert variant="error">{failed.message}</Alert> : null}
            <div className="flex justify-end gap-2 pt-2">
              <AlertDialog.Cancel asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={fetcher.state !== 'idle'}>
                {fetcher.state === 'idle' ? `Refund ${price}` : 'Refunding…'}
              </Button>
            </div>
          </fetcher.Form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

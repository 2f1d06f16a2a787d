import { AlertDialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { formatPrice } from '../../../common/format';
import type { OnDemandProps } from '~/components/ui/on-demand';

export interface MoneyBackDialogProps {
  purchaseId: string;
  courseTitle: string;
  amount: number;
  currency: string;
  /** Called with the API's message once the money is on its way back. */
  onRefunded: (message: string) => void;
}

/**
 * The 30-day money-back guarantee's two clicks (issue 19): "Ask for my money back", then "Refund £9.99"
 * in this confirmation, with an optional reason. It calls POST /api/account/purchases/:id/refund, which
 * is idempotent, so a double click or a retry refunds once. Loaded when its button is pressed
 * (purchases-section.tsx), with Radix's dialog code.
 */
export function MoneyBackDialog({
  purchaseId,
  courseTitle,
  amount,
  currency,
  onRefunded,
  trigger,
  defaultOpen,
}: MoneyBackDialogProps & OnDemandProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const price = formatPrice(amount, currency);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    try {
      const response = await fetch(`/api/account/purchases/${purchaseId}/refund`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(reason.trim() ? { reason } : {}),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; amount?: number; currency?: string };
      if (!response.ok) {
        setError(body.message ?? 'The refund could not be made. Please try again.');
        return;
      }
      setOpen(false);
      onRefunded(
        `Refunded ${formatPrice(body.amount ?? amount, body.currency ?? currency)} for ${courseTitle}. ` +
          'The course is closed on your account and a confirmation email is on its way. Banks usually show the refund within 5 to 10 working days.',
      );
    } catch {
      setError('The refund could not be sent. Check your connection and try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (sending ? undefined : setOpen(next))}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Refund {price}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            The full {price} you paid for {courseTitle} goes back to your card now, and the course closes on your account at once. This
            cannot be undone, but you can buy the course again at any time.
          </AlertDialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-3">
            <div>
              <label htmlFor={reasonId} className="mb-1 block text-sm font-medium text-slate-800">
                What could we do better? (optional)
              </label>
              <textarea
                id={reasonId}
                name="reason"
                rows={3}
                maxLength={500}
                className="ui-input h-auto min-h-20 resize-y"
                aria-describedby={`${reasonId}-hint`}
              />
              <p id={`${reasonId}-hint`} className="mt-1 text-xs text-slate-600">
                No reason is needed; if you give one, only the site&apos;s owner reads it.
              </p>
            </div>
            {error ? <Alert variant="error">{error}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button type="button" variant="outline" disabled={sending}>
                  Keep the course
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={sending}>
                {sending ? 'Refunding…' : `Refund ${price}`}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

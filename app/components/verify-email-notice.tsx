import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';

type Sending = 'idle' | 'sending' | 'sent' | { error: string };

/**
 * Shown on the dashboard and the account page until the address is confirmed (issue 26 item 15). Nothing
 * else waits for it; the button asks for a new link (POST /api/auth/resend-verification).
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [state, setState] = useState<Sending>('idle');
  const resend = async () => {
    if (state === 'sending') return;
    setState('sending');
    try {
      const response = await fetch('/api/auth/resend-verification', { method: 'POST', credentials: 'same-origin' });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setState(response.ok ? 'sent' : { error: body.message ?? 'The link could not be sent. Please try again.' });
    } catch {
      setState({ error: 'The link could not be sent. Check your connection and try again.' });
    }
  };
  return (
    <section
      aria-labelledby="verify-email-title"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden />
        <div className="min-w-0">
          <h2 id="verify-email-title" className="font-bold text-slate-900">
            Please confirm your email address
          </h2>
          <p className="text-sm break-words text-slate-700">
            We sent a link to <strong>{email}</strong>. Until you open it, we send only receipts and password resets there.
          </p>
          {typeof state === 'object' ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {state.error}
            </p>
          ) : null}
        </div>
      </div>
      {state === 'sent' ? (
        <p role="status" className="shrink-0 text-sm font-semibold text-green-800">
          Sent. Check your inbox.
        </p>
      ) : (
        <Button type="button" variant="outline" className="shrink-0" disabled={state === 'sending'} onClick={resend}>
          {state === 'sending' ? 'Sending...' : 'Resend link'}
        </Button>
      )}
    </section>
  );
}

import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { passkeyAutofillAvailable, passkeySupport, passkeySupportProblem } from '~/lib/passkey-support';
import type { CeremonyResult } from '~/lib/passkey-ceremonies';

type Ceremonies = typeof import('~/lib/passkey-ceremonies');

/**
 * The login page's passkey sign-in: the passkeys in the email field's autofill (conditional mediation,
 * started as soon as the page can) and a "Sign in with a passkey" button. Either way the server starts
 * the session and says where to go (`redirectTo`, checked there).
 */
export function PasskeySignIn({ origin, redirectTo }: { origin: string; redirectTo: string }) {
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Bumped after a button ceremony that did not sign in: the browser dropped the autofill request for it.
  const [autofillRound, setAutofillRound] = useState(0);
  const ceremonies = useRef<Ceremonies | null>(null);
  // A press of the button before the autofill request has started (its code still loading on a slow device) wins:
  // the browser allows one request at a time, and a later autofill request would cancel the one the visitor asked for.
  const buttonCeremony = useRef(false);

  const load = async () => (ceremonies.current ??= await import('~/lib/passkey-ceremonies'));
  const finish = (result: CeremonyResult<{ redirectTo: string }>) => {
    if (result.ok) window.location.assign(result.value.redirectTo);
    else if ('message' in result) setMessage(result.message);
  };

  useEffect(() => {
    if (passkeySupport(origin) !== 'ok') return;
    let live = true;
    void (async () => {
      if (!(await passkeyAutofillAvailable()) || !live) return;
      const { signInWithPasskey } = await load();
      if (!live || buttonCeremony.current) return;
      const result = await signInWithPasskey({ autofill: true, redirectTo });
      if (live) finish(result);
    })();
    return () => {
      live = false;
      ceremonies.current?.cancelPasskeyCeremony();
    };
  }, [origin, redirectTo, autofillRound]);

  const onClick = async () => {
    const problem = passkeySupportProblem(passkeySupport(origin), origin);
    if (problem) return setMessage(problem);
    setMessage(undefined);
    setBusy(true);
    buttonCeremony.current = true;
    try {
      const { signInWithPasskey } = await load();
      const result = await signInWithPasskey({ autofill: false, redirectTo });
      finish(result);
      if (!result.ok) {
        buttonCeremony.current = false;
        setAutofillRound((n) => n + 1);
      }
    } catch {
      buttonCeremony.current = false;
      setMessage('Passkey sign-in could not start. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      {message ? <Alert variant="error">{message}</Alert> : null}
      <Button type="button" variant="outline" size="lg" onClick={onClick} disabled={busy}>
        <KeyRound aria-hidden /> {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </div>
  );
}

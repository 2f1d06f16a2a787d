import { Fingerprint, KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { passkeySupport, passkeySupportProblem } from '~/lib/passkey-support';
import { useHydrated } from '~/lib/use-hydrated';
import { formatShortDate } from '../../../common/format';
import { PASSKEY_NAME_MAX, type PasskeySummary } from '../../../common/passkeys';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { FormField } from '../ui/form-field';

/** Adding or removing a passkey without the password needs a sign-in this recent (server/passkeys/passkey-limits.ts). */
const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

const signedInLongAgo = (signedInAt: string | null) => !signedInAt || Date.now() - new Date(signedInAt).getTime() > RECENT_SIGN_IN_MS;

type Notice = { variant: 'success' | 'error'; text: string } | undefined;

async function send(path: string, method: 'PATCH' | 'DELETE', body?: unknown) {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => ({}))) as { message?: string; field?: string };
  return { ok: response.ok, message: json.message ?? 'Something went wrong. Please try again.', field: json.field };
}

/**
 * The account page's passkeys (docs/decisions/015-passkeys.md): each with its dates, renamable and
 * removable, and "Add a passkey". Adding loads the WebAuthn library then (app/lib/passkey-ceremonies.ts).
 */
export function PasskeysSection({
  passkeys,
  origin,
  signedInAt,
}: {
  passkeys: PasskeySummary[];
  origin: string | null;
  signedInAt: string | null;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>();
  const [adding, setAdding] = useState(false);
  // The server decides; this saves a round trip (issue 26 §3).
  const [addNeedsPassword, setAddNeedsPassword] = useState(false);
  const addPasswordId = useId();
  const problem = !origin
    ? 'Passkeys are not available on this site.'
    : hydrated
      ? passkeySupportProblem(passkeySupport(origin), origin)
      : null;

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!addNeedsPassword && signedInLongAgo(signedInAt)) {
      setAddNeedsPassword(true);
      return;
    }
    const password = String(new FormData(event.currentTarget).get('password') ?? '') || undefined;
    setNotice(undefined);
    setAdding(true);
    try {
      const { addPasskey } = await import('~/lib/passkey-ceremonies');
      const result = await addPasskey(password);
      if (result.ok) {
        setAddNeedsPassword(false);
        setNotice({ variant: 'success', text: `Passkey added: ${result.value.name}. You can now sign in with it.` });
        await revalidator.revalidate();
      } else if ('message' in result) {
        if (result.field === 'password') setAddNeedsPassword(true);
        setNotice({ variant: 'error', text: result.message });
      }
    } catch {
      setNotice({ variant: 'error', text: 'The passkey could not be added. Check your connection and try again.' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <Card id="passkeys" className="mt-6 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Fingerprint className="size-5" aria-hidden /> Passkeys
        </CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or screen lock instead of typing your password. Your password keeps working too.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {notice ? (
          <Alert variant={notice.variant} className="mb-4">
            {notice.text}
          </Alert>
        ) : null}
        {passkeys.length === 0 ? (
          <p className="text-sm text-slate-600">You have no passkeys yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                signedInAt={signedInAt}
                onChanged={async (text) => {
                  setNotice({ variant: 'success', text });
                  await revalidator.revalidate();
                }}
              />
            ))}
          </ul>
        )}
        <form onSubmit={add} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          {addNeedsPassword ? (
            <FormField
              id={addPasswordId}
              label="Confirm with your password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          ) : null}
          <Button type="submit" needsScript disabled={adding || !origin || problem !== null}>
            <Plus aria-hidden /> {adding ? 'Waiting for your device...' : 'Add a passkey'}
          </Button>
          {problem ? <p className="text-sm text-slate-600">{problem}</p> : null}
        </form>
      </CardContent>
    </Card>
  );
}

function PasskeyRow({
  passkey,
  signedInAt,
  onChanged,
}: {
  passkey: PasskeySummary;
  signedInAt: string | null;
  onChanged: (message: string) => Promise<void>;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [error, setError] = useState<string>();
  const [needsPassword, setNeedsPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const firstField = useRef<HTMLDivElement>(null);

  // The field or button the person needs next gets the focus when a form opens.
  useEffect(() => {
    if (mode !== 'view') firstField.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [mode]);

  const open = (next: 'rename' | 'remove') => {
    setError(undefined);
    // A sign-in older than 10 minutes must be confirmed with the password (the server decides; this saves a round trip).
    setNeedsPassword(next === 'remove' && signedInLongAgo(signedInAt));
    setMode(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    const path = `/api/account/passkeys/${passkey.id}`;
    const result =
      mode === 'rename'
        ? await send(path, 'PATCH', { name: String(form.get('name') ?? '') })
        : await send(path, 'DELETE', needsPassword ? { password: String(form.get('password') ?? '') } : undefined);
    setBusy(false);
    if (!result.ok) {
      if (result.field === 'password') setNeedsPassword(true);
      setError(result.message);
      return;
    }
    setMode('view');
    await onChanged(mode === 'rename' ? 'Passkey renamed.' : `Passkey removed: ${passkey.name}.`);
  };

  return (
    <li className="flex flex-col gap-3 p-4" aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p id={headingId} className="flex items-center gap-2 font-semibold break-words text-slate-900">
            <KeyRound className="size-4 shrink-0 text-slate-500" aria-hidden /> {passkey.name}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Added {formatShortDate(new Date(passkey.createdAt))} ·{' '}
            {passkey.lastUsedAt ? `Last used ${formatShortDate(new Date(passkey.lastUsedAt))}` : 'Not used yet'}
            {passkey.synced ? ' · Synced across your devices' : ''}
          </p>
        </div>
        {mode === 'view' ? (
          <div className="flex shrink-0 gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => open('rename')} aria-label={`Rename ${passkey.name}`}>
              <Pencil aria-hidden /> Rename
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => open('remove')} aria-label={`Remove ${passkey.name}`}>
              <Trash2 aria-hidden /> Remove
            </Button>
          </div>
        ) : null}
      </div>
      {mode !== 'view' ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
          <div ref={firstField} className="flex flex-col gap-3">
            {mode === 'rename' ? (
              <FormField
                id={`${headingId}-name`}
                label="Passkey name"
                name="name"
                defaultValue={passkey.name}
                maxLength={PASSKEY_NAME_MAX}
                required
                error={error}
              />
            ) : (
              <>
                <p className="text-sm text-slate-800">Remove this passkey? It will no longer sign in to your account.</p>
                {needsPassword ? (
                  <FormField
                    id={`${headingId}-password`}
                    label="Confirm with your password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    hint="You signed in more than 10 minutes ago, so confirm it is you."
                    required
                    error={error}
                  />
                ) : error ? (
                  <Alert variant="error">{error}</Alert>
                ) : null}
              </>
            )}
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant={mode === 'remove' ? 'destructive' : 'default'} disabled={busy}>
              {mode === 'rename' ? (busy ? 'Saving...' : 'Save name') : busy ? 'Removing...' : 'Remove passkey'}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setMode('view')} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PASSKEY_OFFER_COOKIE } from '../../common/passkeys';
import { Button } from './ui/button';

/** The dashboard's offer to add a passkey after signing up: optional, and "Not now" puts it away for good. */
export function PasskeyOffer() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const dismiss = () => {
    document.cookie = `${PASSKEY_OFFER_COOKIE}=dismissed; Max-Age=31536000; Path=/; SameSite=Lax`;
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="passkey-offer-title"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Fingerprint className="mt-0.5 size-6 shrink-0 text-blue-700" aria-hidden />
        <div>
          <h2 id="passkey-offer-title" className="text-lg font-bold text-slate-900">
            Sign in faster with a passkey
          </h2>
          <p className="text-slate-700">
            Use your fingerprint, face or screen lock instead of typing your password. It's optional, and your password keeps working.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button asChild>
          <Link to="/account#passkeys">Add a passkey</Link>
        </Button>
        <Button type="button" variant="ghost" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}

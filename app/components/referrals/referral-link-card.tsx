import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/**
 * The learner's link, in a read-only field (selectable by hand before or without JavaScript) with a copy
 * button once the page has hydrated; the status is announced to screen readers.
 */
export function ReferralLinkCard({ link, commissionPercent }: { link: string; commissionPercent: number }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const copy = () =>
    void navigator.clipboard.writeText(link).then(
      () => setStatus('Link copied'),
      () => setStatus('Could not copy: select the link and copy it by hand.'),
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your referral link</CardTitle>
        <CardDescription>
          Share it with a friend. When someone who arrives through it buys within 30 days, you earn {commissionPercent}% of what they pay.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <label htmlFor="referral-link" className="mb-1 block text-sm font-medium text-slate-800">
          Link
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            type="url"
            id="referral-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
          {hydrated ? (
            <Button type="button" onClick={copy}>
              <Copy aria-hidden /> Copy link
            </Button>
          ) : null}
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
          {status}
        </p>
      </CardContent>
    </Card>
  );
}

import { Tag, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';

/**
 * "Have a code?" at checkout (issue 14). The server says whether a code applies and what it takes off;
 * this only sends it. Its own form (not nested in the card form), so Enter applies the code.
 */
export function CouponField({
  applied,
  error,
  busy,
  onApply,
  onRemove,
}: {
  applied: string | null;
  error: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  const [open, setOpen] = useState(Boolean(error));

  if (applied) {
    return (
      <div className="mt-4 flex items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
        <p className="flex items-center gap-2">
          <Tag className="size-4" aria-hidden /> Code <span className="font-mono font-semibold">{applied}</span> applied
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
          <X aria-hidden /> Remove
        </Button>
      </div>
    );
  }
  if (!open && !error) {
    return (
      <Button type="button" variant="link" className="mt-4 h-auto px-0" onClick={() => setOpen(true)}>
        Have a code?
      </Button>
    );
  }
  function apply(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) onApply(code.trim());
  }
  return (
    <form onSubmit={apply} className="mt-4 flex flex-col gap-1.5" aria-label="Discount code">
      <Label htmlFor="coupon-code">Discount code</Label>
      <div className="flex gap-2">
        <Input
          id="coupon-code"
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-code-error' : undefined}
          className="uppercase"
        />
        <Button type="submit" variant="outline" disabled={busy || !code.trim()}>
          {busy ? 'Applying…' : 'Apply'}
        </Button>
      </div>
      {error ? (
        <p id="coupon-code-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

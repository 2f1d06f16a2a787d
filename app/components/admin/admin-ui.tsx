import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import type { ReactNode } from 'react';
import type { AdminActionData } from '~/lib/admin-action.server';

export type PurchaseStatus = 'paid' | 'refunded' | 'disputed' | 'granted' | 'revoked';

const STATUS_STYLE: Record<PurchaseStatus, string> = {
  paid: 'bg-green-100 text-green-800',
  granted: 'bg-blue-100 text-blue-800',
  refunded: 'bg-slate-200 text-slate-800',
  revoked: 'bg-slate-200 text-slate-800',
  disputed: 'bg-amber-100 text-amber-900',
};

export function StatusBadge({ status }: { status: PurchaseStatus }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize', STATUS_STYLE[status])}>{status}</span>
  );
}

export function PageTitle({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900">{children}</h1>
      {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
    </div>
  );
}

/** A GET search form: the query stays in the address, so a search can be bookmarked or shared between owners. */
export function SearchForm({ label, q, children }: { label: string; q: string; children?: ReactNode }) {
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <label htmlFor="admin-q" className="mb-1 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <Input id="admin-q" name="q" type="search" defaultValue={q} autoComplete="off" />
      </div>
      {children}
      <Button type="submit" variant="outline">
        <Search aria-hidden /> Search
      </Button>
    </Form>
  );
}

/** Previous / next links that keep the other query parameters. */
export function Pager({ page, pageCount, total, noun }: { page: number; pageCount: number; total: number; noun: string }) {
  const location = useLocation();
  const href = (to: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(to));
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
      <p>
        {total} {noun}
        {total === 1 ? '' : 's'} · page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(page - 1)} rel="prev">
              <ChevronLeft aria-hidden /> Previous
            </Link>
          </Button>
        ) : null}
        {page < pageCount ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(page + 1)} rel="next">
              Next <ChevronRight aria-hidden />
            </Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}

export function ActionNotice({ result }: { result: AdminActionData | undefined }) {
  if (!result) return null;
  return (
    <Alert variant={result.ok ? 'success' : 'error'} className="mb-4">
      {result.message}
    </Alert>
  );
}

/** A table that scrolls sideways on a phone rather than squeezing its columns. */
/**
 * A choice among views of one page (a status, a period, a kind) as a row of pill links: each is an address, so it
 * works without JavaScript and can be bookmarked; the current one is filled and marked for screen readers.
 */
export function FilterLinks({
  label,
  links,
  className,
}: {
  label: string;
  links: readonly { to: string; label: string; current: boolean }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={link.current ? 'page' : undefined}
              className={cn(
                'inline-block rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
                link.current
                  ? 'border-blue-600 bg-blue-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:text-slate-900',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="overflow-x-auto rounded-lg border border-slate-200" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[40rem] text-left text-sm">{children}</table>
    </section>
  );
}

export const thClass = 'bg-slate-50 px-3 py-2 font-semibold text-slate-800';
export const tdClass = 'border-t border-slate-200 px-3 py-2 align-top text-slate-800';

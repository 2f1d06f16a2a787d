import { CheckCircle2, Mail } from 'lucide-react';
import { useId } from 'react';
import { Link, useFetcher } from 'react-router';
import { cn } from '~/lib/cn';
import { useRootData } from '~/lib/root-data';
import { Button } from './ui/button';
import { Input } from './ui/input';
import type { NewsletterAnswer } from '~/lib/newsletter-answer';

/**
 * A newsletter sign-up box. Posts to /newsletter (which also answers without JavaScript); the same
 * rules serve POST /api/newsletter.
 */
export function NewsletterBox({
  source,
  title,
  description,
  buttonLabel = 'Subscribe Free',
  tone = 'light',
  archiveLink = true,
  className,
}: {
  source: string;
  title?: string;
  description?: string;
  buttonLabel?: string;
  tone?: 'light' | 'dark';
  /** false on the archive's own pages. */
  archiveLink?: boolean;
  className?: string;
}) {
  const fetcher = useFetcher<NewsletterAnswer>();
  const id = useId();
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';
  const dark = tone === 'dark';
  // Once an issue has been sent, the box shows what subscribers get (the archive, issue 13).
  const archive = useRootData()?.newsletterArchive === true && archiveLink;

  // data-in-place: on a reading page the enhancement module posts the form with fetch and shows the
  // /newsletter page's answer here (app/enhance/enhance.ts); without it, that page is shown.
  return (
    <div className={className} data-in-place="">
      {title ? (
        <h2 className={cn('flex items-center gap-2 text-lg font-bold', dark ? 'text-white' : 'text-slate-900')}>
          <Mail className="size-5" aria-hidden /> {title}
        </h2>
      ) : null}
      {description ? <p className={cn('mt-1 text-sm', dark ? 'text-blue-100' : 'text-slate-600')}>{description}</p> : null}
      {result?.ok ? (
        <p
          role="status"
          className={cn(
            'mt-3 flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium',
            dark ? 'bg-white/15 text-white' : 'bg-green-50 text-green-800',
          )}
        >
          <CheckCircle2 className="size-4 shrink-0" aria-hidden /> {result.message}
        </p>
      ) : (
        <fetcher.Form method="post" action="/newsletter" className="mt-3 flex flex-col gap-2 sm:flex-row" noValidate>
          <input type="hidden" name="source" value={source} />
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            aria-invalid={result && !result.ok ? true : undefined}
            aria-describedby={result && !result.ok ? `${id}-error` : undefined}
            className="sm:flex-1"
          />
          <Button type="submit" disabled={busy} variant={dark ? 'premium' : 'default'}>
            {busy ? 'Subscribing...' : buttonLabel}
          </Button>
        </fetcher.Form>
      )}
      {result && !result.ok ? (
        <p id={`${id}-error`} role="alert" className={cn('mt-2 text-sm', dark ? 'text-red-100' : 'text-red-700')}>
          {result.message}
        </p>
      ) : null}
      {archive ? (
        <p className={cn('mt-2 text-sm', dark ? 'text-blue-100' : 'text-slate-600')}>
          <Link to="/newsletter/archive" className={cn('font-semibold underline', dark ? 'text-white' : 'text-blue-700')}>
            Read past issues
          </Link>
        </p>
      ) : null}
    </div>
  );
}

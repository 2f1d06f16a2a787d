import { Button } from '~/components/ui/button';
import type { ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';

/** The lesson's step fetcher: every step is a form post to the lesson route's action. */
export type StepFetcher = Pick<FetcherWithComponents<unknown>, 'Form' | 'state'>;

export function StepForm({
  fetcher,
  fields,
  children,
  variant = 'default',
  className,
}: {
  fetcher: StepFetcher;
  fields: Record<string, string | number>;
  children: ReactNode;
  variant?: 'default' | 'premium' | 'outline';
  className?: string;
}) {
  return (
    <fetcher.Form method="post" className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="lg" variant={variant} disabled={fetcher.state !== 'idle'} className="w-full sm:w-auto">
        {children}
      </Button>
    </fetcher.Form>
  );
}

import { Search } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import type { FormEvent } from 'react';

/**
 * The blog's search box. The filter selects join this form through its `id`; `action` is where a
 * submit without JavaScript goes.
 */
export function BlogSearchForm({
  id,
  action,
  text,
  hydrated,
  onTextChange,
  onSubmit,
}: {
  id: string;
  action: string;
  text: string;
  hydrated: boolean;
  onTextChange: (text: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      id={id}
      method="get"
      action={action}
      role="search"
      aria-label="Blog articles"
      onSubmit={onSubmit}
      data-hydrated={hydrated ? '' : undefined}
      className="mx-auto mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row"
    >
      <label htmlFor="blog-search" className="sr-only">
        Search articles
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden />
        <Input
          id="blog-search"
          name="q"
          type="search"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder="Search articles, guides, case studies..."
          maxLength={100}
          autoComplete="off"
          className="h-12 pl-10 text-base sm:text-base"
        />
      </div>
      <Button type="submit" size="lg" variant="premium">
        Filter Results
      </Button>
    </form>
  );
}

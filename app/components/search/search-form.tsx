import { Search as SearchIcon } from 'lucide-react';
import { useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { useDebounce } from '~/lib/use-debounce';
import { SEARCH_SORTS, type SearchSort, type SearchTier, type SearchType } from '../../../common/search-types';

const SORT_LABELS = { relevance: 'Most relevant', newest: 'Newest', shortest: 'Shortest' } as const;

/** The search box (searching as the typist pauses), the sort, and the type and access filters carried along. */
export function SearchForm({
  query,
  type,
  tier,
  sort,
}: {
  query: string;
  type: SearchType | null;
  tier: SearchTier | null;
  sort: SearchSort;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // Typing searches once the typist pauses.
  const searchAsTyped = useDebounce((form: HTMLFormElement | null, text: string) => {
    if (form && text.trim()) void submit(form, { replace: true, preventScrollReset: true });
  }, 300);
  return (
    <Form ref={formRef} method="get" action="/search" role="search" className="mt-6 flex flex-col gap-3 sm:flex-row">
      <label htmlFor="search-q" className="sr-only">
        Search lessons, articles, ideas and help
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
        <Input
          id="search-q"
          name="q"
          type="search"
          defaultValue={query}
          key={query}
          placeholder="Try “automation”, “pricing” or “ChatGPT prompts”"
          maxLength={200}
          className="pl-9"
          onChange={(event) => searchAsTyped(event.currentTarget.form, event.target.value)}
        />
      </div>
      {type ? <input type="hidden" name="type" value={type} /> : null}
      {tier ? <input type="hidden" name="tier" value={tier} /> : null}
      <label htmlFor="search-sort" className="sr-only">
        Sort results
      </label>
      <select
        id="search-sort"
        name="sort"
        defaultValue={sort}
        key={`sort-${sort}`}
        onChange={(event) => event.currentTarget.form && void submit(event.currentTarget.form)}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <Button type="submit">Search</Button>
    </Form>
  );
}

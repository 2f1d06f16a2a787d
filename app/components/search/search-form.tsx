import { Search as SearchIcon } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { SEARCH_SORTS, type SearchSort, type SearchTier, type SearchType } from '../../../common/search-types';

const SORT_LABELS = { relevance: 'Most relevant', newest: 'Newest', shortest: 'Shortest' } as const;

/**
 * The search box, the sort, and the type and access filters carried along: a GET form, sent by Enter or the
 * button; a new sort is sent at once by the enhancement module (`data-autosubmit`).
 */
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
  return (
    <Form method="get" action="/search" role="search" className="mt-6 flex flex-col gap-3 sm:flex-row">
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
        data-autosubmit=""
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

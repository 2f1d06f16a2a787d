import { data, Link, useNavigation } from 'react-router';
import { SearchFilters } from '~/components/search/search-filters';
import { SearchForm } from '~/components/search/search-form';
import { SearchResultItem } from '~/components/search/search-result';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { searchQuerySchema } from '../../common/search-schema';
import { alternatingPieces, type PageSearchResult, type SearchResponse } from '../../common/search-types';
import { tooManySearchesMessage } from '../../server/search/search-rate-limit';
import { searchReader } from '../../server/search/site-search';
import type { Route } from './+types/search';

// A reading page (docs/decisions/024f-reading-pages-without-react.md): the search box and the sort are a GET
// form, the filters are links, each result a link; no framework code in the browser.
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ matches, data }) =>
  seo({
    title: data?.query ? `Search: ${data.query}` : 'Search Course Content',
    description: 'Search every lesson, module, resource, article, business idea and help answer.',
    path: '/search',
    origin: originFrom(matches),
    // Result pages are thin and endless; the search page itself may be indexed, its results not.
    noindex: Boolean(data?.query),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  if (!params.q?.trim()) return { query: '', type: null, tier: null, sort: 'relevance' as const, response: null, error: null };
  const parsed = searchQuerySchema.safeParse(params);
  if (!parsed.success) {
    return data(
      {
        query: params.q ?? '',
        type: null,
        tier: null,
        sort: 'relevance' as const,
        response: null,
        error: parsed.error.issues[0]?.message ?? 'Invalid search',
      },
      { status: 400 },
    );
  }
  const { searchSite, searchLimiter, now } = context.services;
  const limited = await searchLimiter.hit(context.clientIp, now());
  if (!limited.allowed) {
    return data(
      {
        query: parsed.data.q,
        type: null,
        tier: null,
        sort: parsed.data.sort,
        response: null,
        error: tooManySearchesMessage(limited.retryAfterSeconds),
      },
      { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
    );
  }
  const found: SearchResponse = searchSite(parsed.data, searchReader(context.user));
  // The page sends only what it shows: a result's id, score and date are the API's (the list is in order already).
  const results = found.results.map(({ id: _id, score: _score, date: _date, title, snippet, ...shown }): PageSearchResult => ({
    ...shown,
    title: alternatingPieces(title),
    snippet: alternatingPieces(snippet),
  }));
  const response = { ...found, results };
  return {
    query: parsed.data.q,
    type: parsed.data.type ?? null,
    tier: parsed.data.tier ?? null,
    sort: parsed.data.sort,
    response,
    error: null,
  };
}

/** Passes the loader's Retry-After (a 429) on to the response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, type, tier, sort, response, error } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/search';

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Search Course Content</h1>
      <SearchForm query={query} type={type} tier={tier} sort={sort} />

      {error ? (
        <p role="alert" className="mt-4 text-red-700">
          {error}
        </p>
      ) : null}

      {response ? (
        <div className={cn('mt-8 grid gap-8 lg:grid-cols-[14rem_1fr]', searching && 'opacity-60')}>
          <SearchFilters query={query} sort={sort} type={type} tier={tier} counts={response.counts} />

          <div>
            <p className="text-sm text-slate-600" role="status">
              {response.total} result{response.total === 1 ? '' : 's'} for “{query}”
            </p>
            {response.results.length === 0 ? (
              <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
                <h2 className="text-xl font-bold text-slate-900">No results found</h2>
                <p className="mt-2 text-slate-600">Try another word, or fewer filters.</p>
                <Button asChild variant="outline" className="mt-6">
                  <Link to="/search">Clear Search</Link>
                </Button>
              </div>
            ) : (
              <ol className="mt-4 flex flex-col gap-4">
                {response.results.map((result, index) => (
                  // A list replaced whole by each search, of items without state: the position is a key.
                  <SearchResultItem key={index} result={result} />
                ))}
              </ol>
            )}
          </div>
        </div>
      ) : !error ? (
        <p className="mt-8 text-slate-600">Search every lesson, module, resource, blog article, business idea and help answer.</p>
      ) : null}
    </section>
  );
}

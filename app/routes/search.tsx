import { BookOpen, Crown, ExternalLink, FileText, HelpCircle, Layers, Lightbulb, Link2, Search as SearchIcon } from 'lucide-react';
import { useRef } from 'react';
import { data, Form, Link, useNavigation, useSubmit } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import { originFrom, seo } from '~/lib/seo';
import { useDebounce } from '~/lib/use-debounce';
import { searchQuerySchema } from '../../common/search-schema';
import { SEARCH_SORTS, type SearchResponse, type SearchType, type TextPart } from '../../common/search-types';
import { tooManySearchesMessage } from '../../server/search/search-rate-limit.server';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  seo({
    title: data?.query ? `Search: ${data.query}` : 'Search Course Content',
    description: 'Search every lesson, module, resource, article, business idea and help answer.',
    path: '/search',
    origin: originFrom(matches),
    // Result pages are thin and endless; the search page itself may be indexed, its results not.
    noindex: Boolean(data?.query),
  });

const TYPE_LABELS: Record<SearchType, string> = {
  lesson: 'Lessons',
  module: 'Modules',
  resource: 'Resources',
  article: 'Articles',
  idea: 'Ideas',
  help: 'Help answers',
};
const TYPE_ICONS: Record<SearchType, typeof BookOpen> = {
  lesson: BookOpen,
  module: Layers,
  resource: Link2,
  article: FileText,
  idea: Lightbulb,
  help: HelpCircle,
};
const SORT_LABELS = { relevance: 'Most relevant', newest: 'Newest', shortest: 'Shortest' } as const;

export function loader({ request, context }: Route.LoaderArgs) {
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
  const limited = searchLimiter.hit(context.clientIp, now());
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
  const response: SearchResponse = searchSite(parsed.data, Boolean(context.user?.hasPremiumAccess));
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

function Marked({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-yellow-200 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function filterHref(query: string, sort: string, type: string | null, tier: string | null) {
  const params = new URLSearchParams({ q: query });
  if (type) params.set('type', type);
  if (tier) params.set('tier', tier);
  if (sort !== 'relevance') params.set('sort', sort);
  return `/search?${params}`;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, type, tier, sort, response, error } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // Typing searches once the typist pauses.
  const searchAsTyped = useDebounce((form: HTMLFormElement | null, text: string) => {
    if (form && text.trim()) void submit(form, { replace: true, preventScrollReset: true });
  }, 300);
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/search';

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Search Course Content</h1>
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

      {error ? (
        <p role="alert" className="mt-4 text-red-700">
          {error}
        </p>
      ) : null}

      {response ? (
        <div className={cn('mt-8 grid gap-8 lg:grid-cols-[14rem_1fr]', searching && 'opacity-60')}>
          <nav aria-label="Filter results" className="flex flex-col gap-6">
            <div>
              <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700">Type</h2>
              <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {([null, ...(Object.keys(TYPE_LABELS) as SearchType[])] as const).map((t) => (
                  <li key={t ?? 'all'}>
                    <Link
                      to={filterHref(query, sort, t, tier)}
                      aria-current={type === t ? 'true' : undefined}
                      className={cn(
                        'flex items-center justify-between gap-3 rounded-md px-3 py-1.5 text-sm',
                        type === t
                          ? 'bg-blue-600 font-semibold text-white'
                          : 'bg-white text-slate-800 hover:bg-slate-100 lg:bg-transparent',
                      )}
                    >
                      {t ? TYPE_LABELS[t] : 'All'} <span className="tabular-nums">{t ? response.counts[t] : response.counts.all}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700">Access</h2>
              <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {([null, 'free', 'premium'] as const).map((t) => (
                  <li key={t ?? 'any'}>
                    <Link
                      to={filterHref(query, sort, type, t)}
                      aria-current={tier === t ? 'true' : undefined}
                      className={cn(
                        'flex items-center justify-between gap-3 rounded-md px-3 py-1.5 text-sm',
                        tier === t
                          ? 'bg-blue-600 font-semibold text-white'
                          : 'bg-white text-slate-800 hover:bg-slate-100 lg:bg-transparent',
                      )}
                    >
                      {t === null ? 'Free and premium' : t === 'free' ? 'Free' : 'Premium'}{' '}
                      <span className="tabular-nums">{t === null ? response.counts.all : response.counts[t]}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </nav>

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
                {response.results.map((result) => {
                  const Icon = TYPE_ICONS[result.type];
                  const external = result.href.startsWith('http');
                  return (
                    <li key={result.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-slate-600">
                        <Icon className="size-3.5" aria-hidden /> {TYPE_LABELS[result.type].replace(/s$/, '')} · {result.context}
                        {result.tier === 'premium' ? (
                          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                            <Crown className="size-3" aria-hidden /> Premium
                          </span>
                        ) : null}
                        {result.minutes ? <span>· {result.minutes} min</span> : null}
                      </p>
                      <h2 className="mt-1 text-lg font-bold text-slate-900">
                        <Marked parts={result.title} />
                      </h2>
                      <p className="mt-1 text-sm text-slate-700">
                        <Marked parts={result.snippet} />
                      </p>
                      {external ? (
                        <a
                          href={result.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
                        >
                          View <ExternalLink className="size-3.5" aria-hidden />{' '}
                          <span className="sr-only">{result.title.map((p) => p.text).join('')} (opens in a new tab)</span>
                        </a>
                      ) : (
                        <Link to={result.href} className="mt-3 inline-flex text-sm font-semibold text-blue-700 hover:underline">
                          View<span className="sr-only"> {result.title.map((p) => p.text).join('')}</span>
                        </Link>
                      )}
                    </li>
                  );
                })}
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

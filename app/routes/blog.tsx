import { BookOpen, Calendar, Clock, Eye, Flame, RotateCcw, Search, SearchX, Sparkles, Star, TrendingUp } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { NewsletterBox } from '~/components/newsletter-box';
import { ShareWidget } from '~/components/share-widget';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import { originFrom, seo } from '~/lib/seo';
import {
  ALL_CATEGORIES,
  articlePath,
  BLOG_PATH,
  BLOG_SORTS,
  formatViews,
  hasActiveFilters,
  listingSearch,
  listingSummary,
  parseListingQuery,
  READING_TIMES,
  RSS_PATH,
  type BlogListingQuery,
  type BlogSort,
  type ReadingTime,
} from '../../common/blog-listing';
import { formatShortDate, shortenAtWord } from '../../common/format';
import { SITE_NAME } from '../../common/site';
import { articleSummaries } from '../../server/blog/article-views';
import { buildBlogListing, type ArticleSummary } from '../../server/blog/articles';
import type { Route } from './+types/blog';

const TITLE = 'AI Business Blog & Resources';
const DESCRIPTION =
  'Practical guides, tool comparisons and case studies for building a business with AI: ideas, pricing, automation and finding clients, written for non-technical founders.';
const FORM_ID = 'blog-filters';
const RESULTS_ID = 'all-articles';
const SUMMARY_ID = 'all-articles-summary';
/** Excerpt lengths of the cards: cut at a word (CSS line clamping cuts mid-word and can show part of a next line). */
const FEATURED_EXCERPT_LENGTH = 170;
const RESULT_EXCERPT_LENGTH = 140;
/** Typing updates the URL this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const origin = originFrom(matches);
  return seo({
    title: TITLE,
    description: DESCRIPTION,
    path: BLOG_PATH,
    origin,
    keywords: 'AI business blog, AI side hustle, ChatGPT prompts, AI automation agency, no-code AI, AI tools',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `${SITE_NAME} Blog`,
      description: DESCRIPTION,
      url: new URL(BLOG_PATH, origin).href,
      blogPost: (data?.featured ?? []).map((article) => ({
        '@type': 'BlogPosting',
        headline: article.title,
        url: new URL(articlePath(article.slug), origin).href,
        datePublished: article.publishDate,
        author: { '@type': 'Person', name: article.author },
      })),
    },
    extra: [{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${SITE_NAME} Blog`, href: RSS_PATH }],
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now } = context.services;
  return buildBlogListing(await articleSummaries(db, now()), new URL(request.url).searchParams);
}

/** The search text as the URL will hold it (trimmed, spaces collapsed). */
function normalizeSearch(text: string): string {
  return parseListingQuery(new URLSearchParams({ q: text })).q;
}

function MetaItem({ icon: Icon, children }: { icon: typeof Eye; children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden /> {children}
    </span>
  );
}

function CategoryBadge({ children }: { children: React.ReactNode }) {
  return <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-800">{children}</span>;
}

function FeaturedCard({ article }: { article: ArticleSummary }) {
  return (
    <Card className="flex flex-col p-5 transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
          <Star className="size-3.5" aria-hidden /> Featured
        </span>
        <CategoryBadge>{article.category}</CategoryBadge>
        <span className="ml-auto text-slate-600">
          <MetaItem icon={Eye}>{formatViews(article.views)}</MetaItem>
        </span>
      </div>
      <h3 className="mt-3 text-xl font-bold leading-snug text-slate-900">
        <Link
          to={articlePath(article.slug)}
          className="hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm"
        >
          {article.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-700">{shortenAtWord(article.excerpt, FEATURED_EXCERPT_LENGTH)}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-xs text-slate-600">
        <MetaItem icon={Calendar}>
          <time dateTime={article.publishDate}>{formatShortDate(article.publishDate)}</time>
        </MetaItem>
        <MetaItem icon={Clock}>{article.readTime}</MetaItem>
        <Link
          to={articlePath(article.slug)}
          className="ml-auto text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm"
        >
          Read More<span className="sr-only">: {article.title}</span> <span aria-hidden>→</span>
        </Link>
      </div>
    </Card>
  );
}

function ResultCard({ article }: { article: ArticleSummary }) {
  return (
    <Card className="p-5 transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {article.trending ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2.5 py-0.5 font-semibold text-rose-800">
            <Flame className="size-3.5" aria-hidden /> Trending
          </span>
        ) : null}
        <CategoryBadge>{article.category}</CategoryBadge>
        <MetaItem icon={Eye}>{formatViews(article.views)}</MetaItem>
        <MetaItem icon={Clock}>{article.readTime}</MetaItem>
      </div>
      <h3 className="mt-3 text-lg font-bold leading-snug text-slate-900">
        <Link
          to={articlePath(article.slug)}
          className="hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm"
        >
          {article.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-700">{shortenAtWord(article.excerpt, RESULT_EXCERPT_LENGTH)}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
        {article.tags.slice(0, 3).map((tag) => (
          <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-slate-600">
        <span>By {article.author}</span>
        <MetaItem icon={Calendar}>
          <time dateTime={article.publishDate}>{formatShortDate(article.publishDate)}</time>
        </MetaItem>
        <Link
          to={articlePath(article.slug)}
          className="ml-auto text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm"
        >
          Read Article<span className="sr-only">: {article.title}</span> <span aria-hidden>→</span>
        </Link>
      </div>
    </Card>
  );
}

function FilterSelect<T extends string>({
  id,
  label,
  name,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        form={FORM_ID}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 sm:text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query, results, featured, trending, categories, total } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === BLOG_PATH;
  const filtering = hasActiveFilters(query);
  // Featured articles give way to the results while the list is narrowed (a different order alone keeps them).
  const narrowed = query.q !== '' || query.category !== ALL_CATEGORIES || query.time !== 'any';
  // While the next list loads, the selects already show what was chosen.
  const shown = loading ? parseListingQuery(new URLSearchParams(navigation.location.search)) : query;

  // The search box, kept in step with the URL: typing updates the URL after a pause; a URL change
  // from elsewhere (back button, a category link, 'Clear All Filters') updates the box.
  const [text, setText] = useState(query.q);
  const sentQuery = useRef(query.q);
  const latestQuery = useRef(query);
  useEffect(() => {
    latestQuery.current = query;
  }, [query]);
  const timer = useRef<number | undefined>(undefined);
  // Marks the form once JavaScript drives it (typing then updates the list without a submit).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (query.q !== sentQuery.current) {
      window.clearTimeout(timer.current);
      sentQuery.current = query.q;
      setText(query.q);
    }
  }, [query.q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (next: BlogListingQuery, replace = false) => {
    window.clearTimeout(timer.current);
    sentQuery.current = next.q;
    navigate(`${BLOG_PATH}${listingSearch(next)}`, { replace, preventScrollReset: true });
  };

  const onSearchChange = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const q = normalizeSearch(value);
      const current = latestQuery.current;
      if (q === current.q) return;
      // The first keystroke of a search adds a history entry, so Back returns to the list before it;
      // refining that search replaces it.
      go({ ...current, q }, current.q !== '');
    }, SEARCH_DEBOUNCE_MS);
  };

  // 'Filter Results' (or Enter in the box) asks to see the results: once they are rendered, they are
  // scrolled into view and the summary line ('Showing 3 articles…') takes the focus, so it is read out.
  // On a phone the results start well below the hero; without this the button seemed to do nothing.
  const revealResults = useRef(false);
  useEffect(() => {
    if (!revealResults.current) return;
    revealResults.current = false;
    const summaryLine = document.getElementById(SUMMARY_ID);
    if (!summaryLine) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    summaryLine.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    summaryLine.focus({ preventScroll: true });
  }, [loaderData]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    revealResults.current = true;
    go(parseListingQuery(new URLSearchParams([...form].map(([key, value]) => [key, String(value)]))));
  };

  const categoryOptions = [
    { value: ALL_CATEGORIES, label: 'All Categories' },
    ...categories.map((category) => ({ value: category.name, label: category.name })),
  ];

  return (
    <>
      <section className="bg-gradient-to-br from-blue-700 via-indigo-700 to-violet-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
            <BookOpen className="size-4" aria-hidden /> {total} in-depth guides
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{TITLE}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">
            Practical guides, tool comparisons and real case studies for building a business with AI, without writing code.
          </p>
          <form
            id={FORM_ID}
            method="get"
            // Without JavaScript the browser keeps this fragment, so the reloaded page opens at the results.
            action={`${BLOG_PATH}#${RESULTS_ID}`}
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
                onChange={(event) => onSearchChange(event.target.value)}
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
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        {!narrowed && featured.length > 0 ? (
          <section aria-labelledby="featured-heading" className="mb-12">
            <h2 id="featured-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
              <Sparkles className="size-6 text-amber-500" aria-hidden /> Featured Articles
            </h2>
            <div className="mt-5 grid gap-5 md:grid-cols-2">
              {featured.map((article) => (
                <FeaturedCard key={article.slug} article={article} />
              ))}
            </div>
          </section>
        ) : null}

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="all-articles-heading" id={RESULTS_ID} className="scroll-mt-20">
            <h2 id="all-articles-heading" className="text-2xl font-bold text-slate-900">
              All Articles
            </h2>
            <div className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
              <FilterSelect
                id="blog-category"
                name="category"
                label="Category"
                value={shown.category}
                options={categoryOptions}
                onChange={(category) => go({ ...query, q: normalizeSearch(text), category })}
              />
              <FilterSelect<BlogSort>
                id="blog-sort"
                name="sort"
                label="Sort By"
                value={shown.sort}
                options={BLOG_SORTS}
                onChange={(sort) => go({ ...query, q: normalizeSearch(text), sort })}
              />
              <FilterSelect<ReadingTime>
                id="blog-time"
                name="time"
                label="Reading Time"
                value={shown.time}
                options={READING_TIMES}
                onChange={(time) => go({ ...query, q: normalizeSearch(text), time })}
              />
              <noscript>
                <Button type="submit" form={FORM_ID} variant="outline">
                  Apply
                </Button>
              </noscript>
            </div>

            <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
              <p
                id={SUMMARY_ID}
                role="status"
                tabIndex={-1}
                className="scroll-mt-20 rounded-sm text-sm text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
              >
                {listingSummary(results.length, query)}
              </p>
              {filtering && results.length > 0 ? (
                <Button asChild variant="ghost" size="sm">
                  <Link to={BLOG_PATH} preventScrollReset>
                    <RotateCcw aria-hidden /> Clear All Filters
                  </Link>
                </Button>
              ) : null}
            </div>

            {results.length > 0 ? (
              <ul
                aria-label="Articles"
                className={cn('mt-4 grid gap-4 transition-opacity', loading && 'opacity-60')}
                aria-busy={loading || undefined}
              >
                {results.map((article) => (
                  <li key={article.slug}>
                    <ResultCard article={article} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <SearchX className="size-10 text-slate-400" aria-hidden />
                <h3 className="mt-3 text-lg font-bold text-slate-900">No articles found</h3>
                <p className="mt-1 text-slate-600">Try adjusting your search or filter criteria</p>
                <Button asChild variant="outline" className="mt-5">
                  <Link to={BLOG_PATH} preventScrollReset>
                    <RotateCcw aria-hidden /> Clear All Filters
                  </Link>
                </Button>
              </div>
            )}
          </section>

          <aside className="flex flex-col gap-6" aria-label="Blog sidebar">
            <Card className="bg-gradient-to-br from-blue-700 to-indigo-700 p-5 text-white">
              <NewsletterBox
                source="blog-sidebar"
                title="Weekly AI Insights"
                description="Join 10,000+ entrepreneurs. Unsubscribe anytime."
                tone="dark"
              />
            </Card>

            {trending.length > 0 ? (
              <Card className="p-5" role="region" aria-labelledby="trending-heading">
                <h2 id="trending-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
                  <TrendingUp className="size-5 text-rose-600" aria-hidden /> Trending Now
                </h2>
                <ol className="mt-3 space-y-3">
                  {trending.map((article, index) => (
                    <li key={article.slug} className="flex gap-3">
                      <span
                        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700"
                        aria-hidden
                      >
                        {index + 1}
                      </span>
                      <div className="min-w-0">
                        <Link
                          to={articlePath(article.slug)}
                          className="text-sm font-semibold leading-snug text-slate-900 hover:text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm"
                        >
                          {article.title}
                        </Link>
                        <p className="mt-0.5 text-xs text-slate-600">
                          {formatViews(article.weekViews)} this week · {article.readTime}
                        </p>
                      </div>
                    </li>
                  ))}
                </ol>
              </Card>
            ) : null}

            <Card className="p-5">
              <h2 className="text-lg font-bold text-slate-900">Share the Blog</h2>
              <p className="mt-1 text-sm text-slate-600">Know someone starting out with AI? Send them these guides.</p>
              <ShareWidget path={BLOG_PATH} title={TITLE} description={DESCRIPTION} className="mt-3" />
            </Card>

            <Card className="p-5">
              <h2 className="text-lg font-bold text-slate-900">Categories</h2>
              <ul className="mt-3 space-y-1">
                {categories.map((category) => {
                  const selected = category.name === query.category;
                  return (
                    <li key={category.name}>
                      <Link
                        to={`${BLOG_PATH}${listingSearch({ ...query, category: category.name })}#${RESULTS_ID}`}
                        aria-current={selected ? 'true' : undefined}
                        className={cn(
                          'flex items-center justify-between rounded-md px-2 py-1.5 text-sm hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
                          selected ? 'bg-blue-50 font-semibold text-blue-800' : 'text-slate-800',
                        )}
                      >
                        <span>{category.name}</span>
                        <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-700">
                          {category.count}
                          <span className="sr-only"> {category.count === 1 ? 'article' : 'articles'}</span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </Card>
          </aside>
        </div>
      </div>
    </>
  );
}

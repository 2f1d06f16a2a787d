import { BookOpen, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, redirect, useNavigate, useNavigation } from 'react-router';
import { FeaturedArticles } from '~/components/blog/article-cards';
import { ArticleResults } from '~/components/blog/article-results';
import { BlogSearchForm } from '~/components/blog/blog-search-form';
import { BlogSidebar } from '~/components/blog/blog-sidebar';
import { BlogFilterBar } from '~/components/blog/filter-select';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { useDebounce } from '~/lib/use-debounce';
import { useHydrated } from '~/lib/use-hydrated';
import {
  ALL_CATEGORIES,
  articlePath,
  BLOG_PATH,
  canonicalListingPath,
  hasActiveFilters,
  listingSearch,
  listingSummary,
  parseListingQuery,
  RSS_PATH,
  type BlogListingQuery,
} from '../../common/blog-listing';
import { SITE_NAME } from '../../common/site';
import { buildBlogListing } from '../../server/blog/build-blog-listing.server';
import { listArticleSummaries } from '../../server/blog/list-article-summaries.server';
import { localizeStrings } from '../../server/money/localize-amounts.server';
import { visitorCurrency } from '../../server/money/visitor-currency.server';
import type { Route } from './+types/blog';

const TITLE = 'AI Business Blog & Resources';
const DESCRIPTION =
  'Practical guides, tool comparisons and case studies for building a business with AI: ideas, pricing, automation and finding clients, written for non-technical founders.';
const FORM_ID = 'blog-filters';
const RESULTS_ID = 'all-articles';
const SUMMARY_ID = 'all-articles-summary';
/** Typing updates the URL this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

// A reading page: its filters are a GET form, the selects submit it through the enhancement module (DESIGN §12).
export const handle = DOCUMENT_PAGE;

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
  const url = new URL(request.url);
  const [summaries, currency] = await Promise.all([listArticleSummaries({ db, now: now() }), visitorCurrency({ db })]);
  const listing = buildBlogListing(summaries, url.searchParams);
  const canonical = canonicalListingPath(url, listing.query);
  if (canonical) throw redirect(canonical);
  // The cards say what the articles say: their amounts in the page's currency (docs/decisions/024j).
  const { results, featured, trending } = localizeStrings(
    { results: listing.results, featured: listing.featured, trending: listing.trending },
    { currency },
  );
  return { ...listing, results, featured, trending };
}

/** The search text as the URL will hold it (trimmed, spaces collapsed). */
function normalizeSearch(text: string): string {
  return parseListingQuery(new URLSearchParams({ q: text })).q;
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
  // The selects build the next address from it too: a second change made before the first list has
  // rendered keeps the first change instead of restoring the filters of the list still on screen.
  const shown = loading ? parseListingQuery(new URLSearchParams(navigation.location.search)) : query;

  // The search box, kept in step with the URL: typing updates the URL after a pause; a URL change
  // from elsewhere (back button, a category link, 'Clear All Filters') updates the box.
  const [text, setText] = useState(query.q);
  const sentQuery = useRef(query.q);
  // Marks the form once JavaScript drives it (typing then updates the list without a submit).
  const hydrated = useHydrated();
  const sendSearch = useDebounce((value: string) => {
    const q = normalizeSearch(value);
    if (q === query.q) return;
    // The first keystroke of a search adds a history entry, so Back returns to the list before it;
    // refining that search replaces it.
    go({ ...query, q }, query.q !== '');
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (query.q !== sentQuery.current) {
      sendSearch.cancel();
      sentQuery.current = query.q;
      setText(query.q);
    }
  }, [query.q, sendSearch]);

  const go = (next: BlogListingQuery, replace = false) => {
    sendSearch.cancel();
    sentQuery.current = next.q;
    navigate(`${BLOG_PATH}${listingSearch(next)}`, { replace, preventScrollReset: true });
  };

  const onSearchChange = (value: string) => {
    setText(value);
    sendSearch(value);
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
          <BlogSearchForm
            id={FORM_ID}
            // Without JavaScript the browser keeps this fragment, so the reloaded page opens at the results.
            action={`${BLOG_PATH}#${RESULTS_ID}`}
            text={text}
            hydrated={hydrated}
            onTextChange={onSearchChange}
            onSubmit={onSubmit}
          />
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        {!narrowed && featured.length > 0 ? <FeaturedArticles articles={featured} /> : null}

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="all-articles-heading" id={RESULTS_ID} className="scroll-mt-20">
            <h2 id="all-articles-heading" className="text-2xl font-bold text-slate-900">
              All Articles
            </h2>
            <BlogFilterBar
              form={FORM_ID}
              query={shown}
              categories={categoryOptions}
              hydrated={hydrated}
              onChange={(change) => go({ ...shown, q: normalizeSearch(text), ...change })}
            />

            <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
              <p
                id={SUMMARY_ID}
                // After the filter form's page load (`#all-articles`), the enhancement module focuses it, so it is read out.
                data-focus-on-arrival=""
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

            <ArticleResults results={results} loading={loading} />
          </section>

          <BlogSidebar
            query={query}
            trending={trending}
            categories={categories}
            resultsId={RESULTS_ID}
            shareTitle={TITLE}
            shareDescription={DESCRIPTION}
          />
        </div>
      </div>
    </>
  );
}

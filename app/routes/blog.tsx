import { BookOpen, RotateCcw } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { FeaturedArticles } from '~/components/blog/article-cards';
import { ArticleResults } from '~/components/blog/article-results';
import { BlogSearchForm } from '~/components/blog/blog-search-form';
import { BlogSidebar } from '~/components/blog/blog-sidebar';
import { BlogFilterBar } from '~/components/blog/filter-select';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { authorJsonLd } from '~/lib/structured-data';
import {
  ALL_CATEGORIES,
  articlePath,
  BLOG_PATH,
  canonicalListingPath,
  hasActiveFilters,
  listingSummary,
  RSS_PATH,
} from '../../common/blog-listing';
import { SITE_NAME } from '../../common/site';
import { buildBlogListing } from '../../server/blog/build-blog-listing';
import { listArticleSummaries } from '../../server/blog/list-article-summaries';
import { localizeStrings } from '../../server/money/localize-amounts';
import { visitorCurrency } from '../../server/money/visitor-currency';
import type { Route } from './+types/blog';

const TITLE = 'AI Business Blog & Resources';
const DESCRIPTION =
  'Practical guides, tool comparisons and case studies for building a business with AI: ideas, pricing, automation and finding clients, written for non-technical founders.';
const FORM_ID = 'blog-filters';
const RESULTS_ID = 'all-articles';
const SUMMARY_ID = 'all-articles-summary';

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
        author: authorJsonLd(article.author, origin),
      })),
    },
    extra: [{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${SITE_NAME} Blog`, href: RSS_PATH }],
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now } = context.services;
  const url = new URL(request.url);
  const [summaries, currency] = await Promise.all([
    listArticleSummaries({ db, now: now() }),
    visitorCurrency({ db, wanted: context.currency }),
  ]);
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

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query, results, featured, trending, categories, total } = loaderData;
  const filtering = hasActiveFilters(query);
  // Featured articles give way to the results while the list is narrowed (a different order alone keeps them).
  const narrowed = query.q !== '' || query.category !== ALL_CATEGORIES || query.time !== 'any';

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
            // The browser keeps this fragment, so the new page opens at the results.
            action={`${BLOG_PATH}#${RESULTS_ID}`}
            text={query.q}
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
            <BlogFilterBar form={FORM_ID} query={query} categories={categoryOptions} />

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

            <ArticleResults results={results} />
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

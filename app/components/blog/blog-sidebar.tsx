import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { TrendingList } from '~/components/blog/trending-list';
import { NewsletterBox } from '~/components/newsletter-box';
import { ShareWidget } from '~/components/share-widget';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/cn';
import { BLOG_PATH, listingSearch, type BlogListingQuery } from '../../../common/blog-listing';
import type { ArticleSummary } from '../../../server/blog/article-types';

/** The blog listing's sidebar: newsletter, this week's most read, sharing, and the categories with their counts. */
export function BlogSidebar({
  query,
  trending,
  categories,
  resultsId,
  shareTitle,
  shareDescription,
}: {
  query: BlogListingQuery;
  trending: ReadonlyArray<ArticleSummary>;
  categories: ReadonlyArray<{ name: string; count: number }>;
  /** The results section a category link opens at. */
  resultsId: string;
  shareTitle: string;
  shareDescription: string;
}) {
  return (
    <aside className="flex flex-col gap-6" aria-label="Blog sidebar">
      <Card className="bg-gradient-to-br from-blue-700 to-indigo-700 p-5 text-white">
        <NewsletterBox
          source="blog-sidebar"
          title="Weekly AI Insights"
          description="Weekly AI business tips. Unsubscribe anytime."
          tone="dark"
        />
      </Card>

      {trending.length > 0 ? (
        <section className="ui-card p-5" aria-labelledby="trending-heading">
          <h2 id="trending-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <TrendingUp className="size-5 text-rose-600" aria-hidden /> Trending Now
          </h2>
          <TrendingList articles={trending} />
        </section>
      ) : null}

      <Card className="p-5">
        <h2 className="text-lg font-bold text-slate-900">Share the Blog</h2>
        <p className="mt-1 text-sm text-slate-600">Know someone starting out with AI? Send them these guides.</p>
        <ShareWidget path={BLOG_PATH} title={shareTitle} description={shareDescription} className="mt-3" />
      </Card>

      <Card className="p-5">
        <h2 className="text-lg font-bold text-slate-900">Categories</h2>
        <ul className="mt-3 space-y-1">
          {categories.map((category) => {
            const selected = category.name === query.category;
            return (
              <li key={category.name}>
                <Link
                  to={`${BLOG_PATH}${listingSearch({ ...query, category: category.name })}#${resultsId}`}
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
  );
}

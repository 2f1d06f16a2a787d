import { ArrowRight, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { ArticleCard, type ArticleCardItem } from '~/components/blog/article-card';
import { TrendingList } from '~/components/blog/trending-list';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/** The newest articles as teasers, and this week's most read beside them once anyone has read one. */
export function RecentArticles({
  recent,
  trending,
}: {
  recent: ArticleCardItem[];
  trending: Array<ArticleCardItem & { weekViews: number }>;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="blog-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">From the blog</p>
          <h2 id="blog-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
            Recent Articles
          </h2>
        </div>
        <Button asChild variant="outline">
          <Link to="/blog" prefetch="intent">
            View All Articles <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      <div className={cn('mt-8 grid gap-8', trending.length > 0 && 'lg:grid-cols-[1fr_18rem]')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {recent.map((a) => (
            <li key={a.slug} className="flex">
              <ArticleCard article={a} tagLimit={2} />
            </li>
          ))}
        </ul>
        {/* Counted from real views (server/blog/record-article-view.ts): shown once someone has read an article this week. */}
        {trending.length > 0 ? (
          <aside aria-labelledby="trending-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 id="trending-heading" className="flex items-center gap-2 font-bold text-slate-900">
              <TrendingUp className="size-5 text-blue-700" aria-hidden /> Trending This Week
            </h3>
            <TrendingList articles={trending} />
          </aside>
        ) : null}
      </div>
    </section>
  );
}

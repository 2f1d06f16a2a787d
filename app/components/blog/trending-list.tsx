import { Link } from 'react-router';
import { articlePath, formatViews } from '../../../common/blog-listing';

/** This week's most read articles, numbered, with their views of the week: the blog's 'Trending Now' and the home page's 'Trending This Week'. */
export function TrendingList({
  articles,
}: {
  articles: ReadonlyArray<{ slug: string; title: string; readTime: string; weekViews: number }>;
}) {
  return (
    <ol className="mt-3 space-y-3">
      {articles.map((article, index) => (
        <li key={article.slug} className="flex gap-3">
          <span
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold tabular-nums text-slate-700"
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
            <p className="mt-0.5 text-xs tabular-nums text-slate-600">
              {formatViews(article.weekViews)} this week · {article.readTime}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

import { RotateCcw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ArticleCard } from '~/components/blog/article-card';
import { Button } from '~/components/ui/button';
import { BLOG_PATH } from '../../../common/blog-listing';
import type { ArticleSummary } from '../../../server/blog/article-types';

/** The listed articles, dimmed while the next list loads, or a way back to all of them when none match. */
export function ArticleResults({ results }: { results: ReadonlyArray<ArticleSummary> }) {
  if (results.length === 0) {
    return (
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
    );
  }
  return (
    <ul aria-label="Articles" className="mt-4 grid gap-4">
      {results.map((article) => (
        <li key={article.slug} className="flex">
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

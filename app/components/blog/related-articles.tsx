import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import { articlePath } from '../../../common/blog-listing';
import { formatShortDate } from '../../../common/format';
import type { ArticleCard } from '../../../server/blog/article-types';

/** The sidebar's list of articles near this one. */
export function RelatedArticles({ articles }: { articles: ArticleCard[] }) {
  if (articles.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <BookOpen className="size-5 text-blue-700" aria-hidden /> Related Articles
      </h2>
      <ul className="mt-3 space-y-4">
        {articles.map((article) => (
          <li key={article.slug}>
            <p className="text-xs font-semibold text-blue-800">{article.category}</p>
            <h3 className="mt-0.5 text-sm font-semibold leading-snug">
              <Link
                to={articlePath(article.slug)}
                className="text-slate-900 hover:text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm"
              >
                {article.title}
              </Link>
            </h3>
            <p className="mt-1 text-xs text-slate-600">
              {article.readTime} · {formatShortDate(article.publishDate)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

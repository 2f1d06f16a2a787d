import { Calendar, Clock, Eye, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { CategoryBadge, MetaItem, READ_LINK_CLASS, TITLE_LINK_CLASS } from '~/components/blog/article-card';
import { Card } from '~/components/ui/card';
import { articlePath, formatViews } from '../../../common/blog-listing';
import { formatShortDate, shortenAtWord } from '../../../common/format';
import type { ArticleSummary } from '../../../server/blog/article-types';

/** Excerpt length of a featured card: cut at a word (CSS line clamping cuts mid-word and can show part of a next line). */
const FEATURED_EXCERPT_LENGTH = 170;

/** A featured article: the larger card above the listing (the editors' choice, blog-schema `featured`). */
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
        <Link to={articlePath(article.slug)} className={TITLE_LINK_CLASS}>
          {article.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-700">{shortenAtWord(article.excerpt, FEATURED_EXCERPT_LENGTH)}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-xs text-slate-600">
        <MetaItem icon={Calendar}>
          <time dateTime={article.publishDate}>{formatShortDate(article.publishDate)}</time>
        </MetaItem>
        <MetaItem icon={Clock}>{article.readTime}</MetaItem>
        <Link to={articlePath(article.slug)} className={READ_LINK_CLASS}>
          Read More<span className="sr-only">: {article.title}</span> <span aria-hidden>→</span>
        </Link>
      </div>
    </Card>
  );
}

export function FeaturedArticles({ articles }: { articles: ReadonlyArray<ArticleSummary> }) {
  return (
    <section aria-labelledby="featured-heading" className="mb-12">
      <h2 id="featured-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Sparkles className="size-6 text-amber-500" aria-hidden /> Featured Articles
      </h2>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        {articles.map((article) => (
          <FeaturedCard key={article.slug} article={article} />
        ))}
      </div>
    </section>
  );
}

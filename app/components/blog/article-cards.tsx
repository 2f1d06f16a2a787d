import { Calendar, Clock, Eye, Flame, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import { articlePath, formatViews } from '../../../common/blog-listing';
import { formatShortDate, shortenAtWord } from '../../../common/format';
import type { ArticleSummary } from '../../../server/blog/articles.server';

/** Excerpt lengths of the cards: cut at a word (CSS line clamping cuts mid-word and can show part of a next line). */
const FEATURED_EXCERPT_LENGTH = 170;
const RESULT_EXCERPT_LENGTH = 140;

const TITLE_LINK_CLASS = 'hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm';
const READ_LINK_CLASS =
  'ml-auto text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm';

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

export function ResultCard({ article }: { article: ArticleSummary }) {
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
        <Link to={articlePath(article.slug)} className={TITLE_LINK_CLASS}>
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
        <Link to={articlePath(article.slug)} className={READ_LINK_CLASS}>
          Read Article<span className="sr-only">: {article.title}</span> <span aria-hidden>→</span>
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

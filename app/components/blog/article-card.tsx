import { Calendar, Clock, Eye, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import { articlePath, formatViews } from '../../../common/blog-listing';
import { formatShortDate, shortenAtWord } from '../../../common/format';
import type { ReactNode } from 'react';

/** Excerpt length of a card: cut at a word (CSS line clamping cuts mid-word and can show part of a next line). */
const EXCERPT_LENGTH = 140;

export const TITLE_LINK_CLASS =
  'hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm';
export const READ_LINK_CLASS =
  'ml-auto text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-sm';

export function MetaItem({ icon: Icon, children }: { icon: typeof Eye; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden /> {children}
    </span>
  );
}

export function CategoryBadge({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-800">{children}</span>;
}

/** What a card shows. Views, the trending flag and the author appear where the page has them (the blog listing). */
export interface ArticleCardItem {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  publishDate: string;
  tags: readonly string[];
  author?: string;
  views?: number;
  trending?: boolean;
}

/**
 * The one article teaser: the blog listing's results and the home page's Recent Articles. Spec 001 §1 and §6:
 * category, title, excerpt, tags (3 on the listing, 2 on the home page: `tagLimit`), read time and date.
 */
export function ArticleCard({ article, tagLimit = 3 }: { article: ArticleCardItem; tagLimit?: number }) {
  return (
    <Card className="flex w-full flex-col p-5 transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {article.trending ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2.5 py-0.5 font-semibold text-rose-800">
            <Flame className="size-3.5" aria-hidden /> Trending
          </span>
        ) : null}
        <CategoryBadge>{article.category}</CategoryBadge>
        {article.views !== undefined ? <MetaItem icon={Eye}>{formatViews(article.views)}</MetaItem> : null}
        <MetaItem icon={Clock}>{article.readTime}</MetaItem>
      </div>
      <h3 className="mt-3 text-lg font-bold leading-snug text-slate-900">
        <Link to={articlePath(article.slug)} className={TITLE_LINK_CLASS}>
          {article.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-700">{shortenAtWord(article.excerpt, EXCERPT_LENGTH)}</p>
      {article.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {article.tags.slice(0, tagLimit).map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Pinned to the card's foot, so cards side by side line up their dates and links. */}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-xs text-slate-600">
        {article.author ? <span>By {article.author}</span> : null}
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

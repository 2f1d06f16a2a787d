import { ArrowLeft, Calendar, Clock, Eye, User } from 'lucide-react';
import { Link } from 'react-router';
import { ArticleReactions } from '~/components/blog/article-reactions';
import { ArticleViewCount } from '~/components/blog/article-view-count';
import { Breadcrumb } from '~/components/breadcrumb';
import { ShareWidget } from '~/components/share-widget';
import { Button } from '~/components/ui/button';
import { articlePath, BLOG_PATH } from '../../../common/blog-listing';
import { formatShortDate } from '../../../common/format';

interface HeaderArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishDate: string;
  readTime: string;
}

/** Home › Blog › the article's category. */
export function ArticleBreadcrumb({ category, categoryPath }: { category: string; categoryPath: string }) {
  return (
    <Breadcrumb
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Blog', href: BLOG_PATH },
        { label: category, href: categoryPath },
      ]}
    />
  );
}

/** The article's title, excerpt, byline (author, date, read time, views), reactions and share buttons. */
export function ArticleHeader({ article, views }: { article: HeaderArticle; views: number }) {
  return (
    <header className="lg:col-start-1 lg:row-start-1">
      <span className="inline-block rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold text-blue-800">{article.category}</span>
      <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{article.excerpt}</p>
      <dl className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <dt>
            <User className="size-4" aria-hidden />
            <span className="sr-only">Author</span>
          </dt>
          <dd className="font-medium text-slate-800">{article.author}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Calendar className="size-4" aria-hidden />
            <span className="sr-only">Published</span>
          </dt>
          <dd>
            <time dateTime={article.publishDate}>{formatShortDate(article.publishDate)}</time>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Clock className="size-4" aria-hidden />
            <span className="sr-only">Reading time</span>
          </dt>
          <dd>{article.readTime}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Eye className="size-4" aria-hidden />
            <span className="sr-only">Views</span>
          </dt>
          <dd>
            <ArticleViewCount key={article.slug} slug={article.slug} initialViews={views} />
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-2 border-y border-slate-200 py-4">
        <ArticleReactions key={article.slug} slug={article.slug} />
        <ShareWidget path={articlePath(article.slug)} title={article.title} description={article.excerpt} />
        <Button asChild variant="ghost" className="sm:ml-auto">
          <Link to={BLOG_PATH}>
            <ArrowLeft aria-hidden /> Back to Blog
          </Link>
        </Button>
      </div>
    </header>
  );
}

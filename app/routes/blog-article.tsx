import {
  ArrowLeft,
  ArrowRight,
  BookOpen,
  Calendar,
  ChevronRight,
  Clock,
  Eye,
  FileQuestion,
  Lightbulb,
  Search,
  Tag,
  User,
} from 'lucide-react';
import { data, Link } from 'react-router';
import { ArticleReactions } from '~/components/blog/article-reactions';
import { ArticleViewCount } from '~/components/blog/article-view-count';
import { ReadingProgressBar } from '~/components/blog/reading-progress';
import { TableOfContents } from '~/components/blog/table-of-contents';
import { NewsletterBox } from '~/components/newsletter-box';
import { ShareWidget } from '~/components/share-widget';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { originFrom, seo } from '~/lib/seo';
import { articlePath, BLOG_PATH, listingSearch, RSS_PATH } from '../../common/blog-listing';
import { formatShortDate } from '../../common/format';
import { NEWSLETTER_FREQUENCY, SITE_NAME } from '../../common/site';
import { SLUG_PATTERN } from '../../content/blog/blog-schema';
import { articleViews } from '../../server/blog/article-views.server';
import { findArticle, getArticleCards, relatedArticles, type ArticleCard } from '../../server/blog/articles.server';
import type { Route } from './+types/blog-article';

const BODY_ID = 'article-body';
const MAX_SLUG_LENGTH = 80;

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? '';
  if (slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) {
    return data({ state: 'invalid' as const }, { status: 404 });
  }
  const article = findArticle(slug);
  if (!article) return data({ state: 'not-found' as const, slug }, { status: 404 });
  const views = await articleViews(context.services.db, slug);
  return { state: 'found' as const, article, views, related: relatedArticles(getArticleCards(), article, 3) };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, params }) => {
  const origin = originFrom(matches);
  const rss = { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${SITE_NAME} Blog`, href: RSS_PATH };
  if (loaderData?.state !== 'found') {
    const invalid = loaderData?.state === 'invalid';
    return seo({
      title: invalid ? 'Invalid Blog URL' : 'Article Not Found',
      description: invalid ? 'The blog post URL is missing or invalid.' : "The article you're looking for doesn't exist or has been moved.",
      path: invalid ? BLOG_PATH : articlePath(params.slug ?? ''),
      origin,
      noindex: true,
      extra: [rss],
    });
  }
  const { article } = loaderData;
  const path = articlePath(article.slug);
  const url = new URL(path, origin).href;
  const image = new URL(article.image ?? '/og-image.png', origin).href;
  return seo({
    title: article.title,
    description: article.excerpt,
    path,
    origin,
    type: 'article',
    image: article.image,
    keywords: article.tags.join(', '),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        image,
        datePublished: article.publishDate,
        dateModified: article.publishDate,
        author: { '@type': 'Person', name: article.author },
        publisher: {
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).href },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        articleSection: article.category,
        keywords: article.tags.join(', '),
        url,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', origin).href },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: new URL(BLOG_PATH, origin).href },
          {
            '@type': 'ListItem',
            position: 3,
            name: article.category,
            item: new URL(`${BLOG_PATH}${listingSearch({ category: article.category })}`, origin).href,
          },
        ],
      },
    ],
    extra: [
      { property: 'article:published_time', content: article.publishDate },
      { property: 'article:author', content: article.author },
      { property: 'article:section', content: article.category },
      ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
      rss,
    ],
  });
};

/** 'Article Not Found' and 'Invalid Blog URL' (spec 001 §8), with the blog search as a way on. */
function ArticleProblem({ title, message, searchFor }: { title: string; message: string; searchFor?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-24">
      <FileQuestion className="size-14 text-blue-600" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      {searchFor !== undefined ? (
        <form method="get" action={BLOG_PATH} role="search" aria-label="Blog articles" className="mt-8 w-full">
          <label htmlFor="missing-article-search" className="block text-sm font-medium text-slate-800">
            Try the blog search to find what you were looking for:
          </label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <Input
              id="missing-article-search"
              name="q"
              type="search"
              defaultValue={searchFor}
              placeholder="Search articles, guides, case studies..."
              maxLength={100}
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden /> Search
            </Button>
          </div>
        </form>
      ) : null}
      <Button asChild className="mt-8">
        <Link to={BLOG_PATH}>
          <ArrowLeft aria-hidden /> Back to Blog
        </Link>
      </Button>
    </section>
  );
}

function RelatedArticles({ articles }: { articles: ArticleCard[] }) {
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

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'invalid') {
    return <ArticleProblem title="Invalid Blog URL" message="The blog post URL is missing or invalid." />;
  }
  if (loaderData.state === 'not-found') {
    return (
      <ArticleProblem
        title="Article Not Found"
        message="The article you're looking for doesn't exist or has been moved."
        searchFor={loaderData.slug.replace(/-/g, ' ')}
      />
    );
  }

  const { article, views, related } = loaderData;
  const categoryPath = `${BLOG_PATH}${listingSearch({ category: article.category })}`;

  return (
    <>
      <ReadingProgressBar key={article.slug} targetId={BODY_ID} />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            <li>
              <Link to="/" className="hover:text-blue-700 hover:underline">
                Home
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <ChevronRight className="size-4" aria-hidden />
              <Link to={BLOG_PATH} className="hover:text-blue-700 hover:underline">
                Blog
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <ChevronRight className="size-4" aria-hidden />
              <Link to={categoryPath} className="hover:text-blue-700 hover:underline">
                {article.category}
              </Link>
            </li>
          </ol>
        </nav>

        <div className="mt-6 grid gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <header className="lg:col-start-1 lg:row-start-1">
            <span className="inline-block rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold text-blue-800">{article.category}</span>
            <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
            <p className="mt-4 text-lg text-slate-700">{article.excerpt}</p>
            <dl className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Author</dt>
                <User className="size-4" aria-hidden />
                <dd className="font-medium text-slate-800">{article.author}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Published</dt>
                <Calendar className="size-4" aria-hidden />
                <dd>
                  <time dateTime={article.publishDate}>{formatShortDate(article.publishDate)}</time>
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Reading time</dt>
                <Clock className="size-4" aria-hidden />
                <dd>{article.readTime}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Views</dt>
                <Eye className="size-4" aria-hidden />
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

          {article.toc.length > 0 ? (
            <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <div className="lg:sticky lg:top-20">
                <TableOfContents key={article.slug} items={article.toc} readTime={article.readTime} bodyId={BODY_ID} />
              </div>
            </div>
          ) : null}

          <div
            id={BODY_ID}
            className="prose-article min-w-0 lg:col-start-1 lg:row-start-2"
            dangerouslySetInnerHTML={{ __html: article.html }}
          />

          <footer className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-3">
            <div>
              <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Tag className="size-4" aria-hidden /> Tags
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`${BLOG_PATH}${listingSearch({ q: tag })}`}
                      className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-blue-50 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>

            <section
              aria-labelledby="cta-heading"
              className="rounded-2xl bg-gradient-to-br from-blue-700 to-indigo-800 p-6 text-white sm:p-8"
            >
              <h2 id="cta-heading" className="flex items-center gap-2 text-2xl font-bold">
                <Lightbulb className="size-6 text-amber-300" aria-hidden /> Ready to Start Your AI Business?
              </h2>
              <p className="mt-3 text-blue-100">
                Pick one idea that suits your skills and follow a step-by-step plan. Results depend on the work you put in, but with a clear
                plan you spend your time on clients, not guesswork.
              </p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Button asChild variant="premium" size="lg">
                  <Link to="/business-ideas" prefetch="intent">
                    <Lightbulb aria-hidden /> View Business Ideas
                  </Link>
                </Button>
                <Button asChild size="lg" className="bg-white text-blue-800 hover:bg-blue-50">
                  <Link to="/courses" prefetch="intent">
                    Explore Courses <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </div>
            </section>
          </footer>

          <aside aria-label="More from the blog" className="flex flex-col gap-6 lg:col-start-2 lg:row-start-3">
            <Card className="p-5">
              <NewsletterBox
                source="blog-article"
                title="Weekly AI Business Tips"
                description={`${NEWSLETTER_FREQUENCY}: tools, prompts and ideas that work. Unsubscribe anytime.`}
                buttonLabel="Subscribe"
              />
            </Card>
            <RelatedArticles articles={related} />
          </aside>
        </div>
      </div>
    </>
  );
}

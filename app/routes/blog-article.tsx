import { data, redirect } from 'react-router';
import { ArticleFooter } from '~/components/blog/article-footer';
import { ArticleBreadcrumb, ArticleHeader } from '~/components/blog/article-header';
import { ArticleProblem } from '~/components/blog/article-problem';
import { ReadingProgressBar } from '~/components/blog/reading-progress';
import { RelatedArticles } from '~/components/blog/related-articles';
import { TableOfContents } from '~/components/blog/table-of-contents';
import { NewsletterBox } from '~/components/newsletter-box';
import { Card } from '~/components/ui/card';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { authorJsonLd, organizationWithLogo } from '~/lib/structured-data';
import { articlePath, BLOG_PATH, listingSearch, RSS_PATH } from '../../common/blog-listing';
import { NEWSLETTER_FREQUENCY, SITE_NAME } from '../../common/site';
import { SLUG_PATTERN } from '../../content/blog/blog-schema';
import { findArticle, getArticleCards } from '../../server/blog/article-collection';
import { countArticleViews } from '../../server/blog/count-article-views';
import { relatedArticles } from '../../server/blog/related-articles';
import { movedSlug } from '../../server/content-store/moved-content';
import { localizeHtmlAmounts, localizeStrings } from '../../server/money/localize-amounts';
import { visitorCurrency } from '../../server/money/visitor-currency';
import type { Route } from './+types/blog-article';

// A reading page: views, Like and Save and the table of contents are the enhancement module's, reading
// progress is CSS (docs/decisions/024f-reading-pages-without-react.md).
export const handle = DOCUMENT_PAGE;

const BODY_ID = 'article-body';
const MAX_SLUG_LENGTH = 80;

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? '';
  if (slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) {
    return data({ state: 'invalid' as const }, { status: 404 });
  }
  const article = findArticle(slug);
  if (!article) {
    // An old address of an article whose slug the owner changed (issue 29).
    const moved = await movedSlug({ db: context.services.db, kind: 'articles', slug });
    if (moved) throw redirect(articlePath(moved), 301);
    return data({ state: 'not-found' as const, slug }, { status: 404 });
  }
  const [views, currency] = await Promise.all([
    countArticleViews({ db: context.services.db, slug }),
    visitorCurrency({ db: context.services.db, wanted: context.currency }),
  ]);
  // The article's amounts (written in dollars, never inside its code) in the currency of the site's prices (decision 024j).
  const { html, ...fields } = article;
  return {
    state: 'found' as const,
    article: { ...localizeStrings(fields, { currency }), html: localizeHtmlAmounts(html, { currency }) },
    views,
    related: localizeStrings(relatedArticles(getArticleCards(), article, 3), { currency }),
  };
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
  // Search results and link previews: the owner's own wording and picture for them when set (issue 29).
  const preview = article.socialImage ?? article.image;
  const image = new URL(preview ?? '/og-image.png', origin).href;
  return seo({
    title: article.seoTitle ?? article.title,
    description: article.seoDescription ?? article.excerpt,
    path,
    origin,
    type: 'article',
    image: preview,
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
        author: authorJsonLd(article.author, origin),
        publisher: organizationWithLogo(origin),
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

// React Router wraps a route module's default export to read its own route's data; the page is a named
// component too, so the studio's preview (app/routes/content-preview.tsx) can lay out a draft with it.
export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <BlogArticlePage loaderData={loaderData} />;
}

export function BlogArticlePage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
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
      <div className="reading-scope mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <ReadingProgressBar />
        <ArticleBreadcrumb category={article.category} categoryPath={categoryPath} />

        <div className="mt-6 grid gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <ArticleHeader article={article} views={views} />

          {article.toc.length > 0 ? (
            <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <div className="lg:sticky lg:top-20">
                <TableOfContents key={article.slug} items={article.toc} readTime={article.readTime} />
              </div>
            </div>
          ) : null}

          <div
            id={BODY_ID}
            className="prose-article reading-body min-w-0 lg:col-start-1 lg:row-start-2"
            dangerouslySetInnerHTML={{ __html: article.html }}
          />

          <ArticleFooter tags={article.tags} />

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

import { Hono, type Context } from 'hono';
import { BASE_CURRENCY } from '../../common/currencies';
import { loadIdeas } from '../../content/ideas/load-ideas';
import { getArticles } from '../blog/article-collection';
import { localizeAmounts } from '../money/localize-amounts';
import { listArchivedIssues } from '../newsletter/archived-issues';
import { listOffers } from '../offers/list-offers';
import { newsletterRssXml, robotsTxt, rssXml, sitemapXml, type SitemapArticle } from './site-files';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * The articles as the feed lists them: their titles and excerpts with the content's dollar amounts in the site's
 * default currency, converted as the pages are (docs/decisions/024j-one-currency-per-page.md). A feed has no
 * visitor to ask, and a page without another choice shows that currency: the feed's "Under £79" is the page's,
 * its og:title's and its JSON-LD's (issue 41).
 */
function feedArticles(): SitemapArticle[] {
  const money = { currency: BASE_CURRENCY };
  return getArticles().map((article) => ({
    ...article,
    title: localizeAmounts(article.title, money),
    excerpt: localizeAmounts(article.excerpt, money),
  }));
}

/**
 * robots.txt, sitemap.xml and the blog's RSS feed, from the published content as the site holds it now (replaced
 * on every publish, server/content-store/); the newsletter's feed, from the database.
 */
export function siteFileRoutes(services: Services) {
  // The content ships with the build, so the server's start is a fair "last modified" for the static pages.
  const startedOn = services.now().toISOString().slice(0, 10);
  const origin = (c: Context) => services.config.publicUrl ?? new URL(c.req.url).origin;
  const cache = 'public, max-age=3600';
  const issuesCache = 'public, max-age=300';

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => c.text(robotsTxt(origin(c)), 200, { 'Cache-Control': cache }))
    .get('/sitemap.xml', async (c) =>
      c.body(
        sitemapXml(
          origin(c),
          getArticles(),
          startedOn,
          await listArchivedIssues({ db: services.db }),
          loadIdeas().map((idea) => idea.id),
          (await listOffers({ db: services.db, currency: BASE_CURRENCY })).map((offer) => offer.slug),
        ),
        200,
        {
          'Content-Type': 'application/xml; charset=utf-8',
          // The newsletter's issues change it, so it is kept for minutes, not the hour of the static files.
          'Cache-Control': issuesCache,
        },
      ),
    )
    .get('/blog/rss.xml', (c) =>
      c.body(rssXml(origin(c), feedArticles()), 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': cache }),
    )
    .get('/newsletter/archive/rss.xml', async (c) =>
      c.body(newsletterRssXml(origin(c), await listArchivedIssues({ db: services.db, limit: 50 })), 200, {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': issuesCache,
      }),
    );
}

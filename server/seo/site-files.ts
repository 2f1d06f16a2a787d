import { ideaGuidePath } from '../../common/business-ideas';
import { SITE_NAME, SITE_TAGLINE } from '../../common/site';

export interface SitemapArticle {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  publishDate: string;
}

/** Public pages that crawlers should find; private ones (account, checkout, lessons) are left out on purpose. */
export const PUBLIC_PAGES = [
  '/',
  '/courses',
  '/course/free',
  '/course/premium',
  '/business-ideas',
  '/blog',
  '/search',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
  '/refund-policy',
  '/community',
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /checkout/',
    'Disallow: /dashboard',
    'Disallow: /premium',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A sent newsletter issue, as the sitemap and the newsletter's feed list it. */
export interface FeedIssue {
  slug: string;
  subject: string;
  excerpt: string;
  sentAt: Date;
}

/** Every public page and article (and sent newsletter issue), with their dates as last-modified. */
export function sitemapXml(
  origin: string,
  articles: readonly SitemapArticle[],
  siteUpdated: string,
  issues: readonly FeedIssue[] = [],
  /** Business ideas' ids: each has a guide page (a premium one shows its locked card to visitors without access). */
  ideaIds: readonly string[] = [],
  /** Published offers' slugs (issue 43): each has a sales page, /offer/<slug>. */
  offerSlugs: readonly string[] = [],
): string {
  const newest = articles.reduce((max, a) => (a.publishDate > max ? a.publishDate : max), siteUpdated);
  const urls = [
    ...PUBLIC_PAGES.map((path) => ({ loc: `${origin}${path}`, lastmod: path === '/blog' ? newest : siteUpdated })),
    ...articles.map((a) => ({ loc: `${origin}/blog/${a.slug}`, lastmod: a.publishDate })),
    ...ideaIds.map((id) => ({ loc: `${origin}${ideaGuidePath(id)}`, lastmod: siteUpdated })),
    ...offerSlugs.map((slug) => ({ loc: `${origin}/offer/${slug}`, lastmod: siteUpdated })),
    ...(issues.length
      ? [
          { loc: `${origin}/newsletter/archive`, lastmod: issues[0]!.sentAt.toISOString().slice(0, 10) },
          ...issues.map((i) => ({ loc: `${origin}/newsletter/archive/${i.slug}`, lastmod: i.sentAt.toISOString().slice(0, 10) })),
        ]
      : []),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function rssXml(origin: string, articles: readonly SitemapArticle[]): string {
  const items = [...articles]
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
    .map((a) =>
      [
        '    <item>',
        `      <title>${escapeXml(a.title)}</title>`,
        `      <link>${origin}/blog/${a.slug}</link>`,
        `      <guid isPermaLink="true">${origin}/blog/${a.slug}</guid>`,
        `      <description>${escapeXml(a.excerpt)}</description>`,
        `      <category>${escapeXml(a.category)}</category>`,
        `      <dc:creator>${escapeXml(a.author)}</dc:creator>`,
        `      <pubDate>${new Date(`${a.publishDate}T08:00:00Z`).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${SITE_NAME} Blog`)}</title>`,
    `    <link>${origin}/blog</link>`,
    `    <atom:link href="${origin}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(SITE_TAGLINE)}</description>`,
    '    <language>en-gb</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The newsletter archive's feed: sent issues, newest first (the list is given in that order). */
export function newsletterRssXml(origin: string, issues: readonly FeedIssue[]): string {
  const items = issues.map((i) =>
    [
      '    <item>',
      `      <title>${escapeXml(i.subject)}</title>`,
      `      <link>${origin}/newsletter/archive/${i.slug}</link>`,
      `      <guid isPermaLink="true">${origin}/newsletter/archive/${i.slug}</guid>`,
      `      <description>${escapeXml(i.excerpt)}</description>`,
      `      <pubDate>${i.sentAt.toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${SITE_NAME} Newsletter`)}</title>`,
    `    <link>${origin}/newsletter/archive</link>`,
    `    <atom:link href="${origin}/newsletter/archive/rss.xml" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml('Every issue of the newsletter, as subscribers received it.')}</description>`,
    '    <language>en-gb</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

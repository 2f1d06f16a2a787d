import { describe, expect, it } from 'vitest';
import { listingSearch, listingSummary, parseListingQuery, formatViews } from '../../common/blog-listing';
import { findArticle, getArticleCards, getArticles } from './article-collection';
import { buildBlogListing, listArticles } from './build-blog-listing';
import { categoryCounts, resolveCategory } from './category-counts';
import { featuredArticles } from './featured-articles';
import { filterByCategory, filterByReadingTime } from './filter-articles';
import { relatedArticles } from './related-articles';
import { createSlugger, isSafeHref, renderMarkdown, slugify } from './render-markdown';
import { searchArticles } from './search-articles';
import { sortArticles } from './sort-articles';
import { trendingArticles, trendingCardArticles } from './trending-articles';
import { withViewStats } from './with-view-stats';
import type { ArticleSummary } from './article-types';

function article(overrides: Partial<ArticleSummary> & Pick<ArticleSummary, 'slug'>): ArticleSummary {
  return {
    id: overrides.slug,
    title: `Title of ${overrides.slug}`,
    excerpt: `Excerpt of ${overrides.slug}`,
    category: 'General',
    readTime: '5 min read',
    publishDate: '2025-01-10',
    tags: ['One', 'Two', 'Three'],
    author: 'Ann Author',
    views: 100,
    weekViews: 0,
    trending: false,
    ...overrides,
  };
}

const sample: ArticleSummary[] = [
  article({
    slug: 'a',
    title: 'Start an AI Agency',
    category: 'Agency',
    publishDate: '2025-01-15',
    views: 500,
    weekViews: 40,
    tags: ['Agency', 'Automation', 'Clients'],
  }),
  article({
    slug: 'b',
    excerpt: 'How to write PROMPTS that work',
    category: 'Content',
    publishDate: '2025-01-17',
    views: 900,
    featured: true,
  }),
  article({
    slug: 'c',
    category: 'Agency',
    publishDate: '2025-01-08',
    views: 50,
    tags: ['Zapier', 'No-Code', 'Automation'],
    readTime: '3 min read',
  }),
  article({
    slug: 'd',
    category: 'Tools',
    publishDate: '2025-01-12',
    views: 700,
    weekViews: 60,
    tags: ['Automation', 'Clients', 'Tools'],
    readTime: '16 min read',
  }),
  article({ slug: 'e', category: 'Tools', publishDate: '2025-01-12', views: 700, tags: ['Video', 'YouTube', 'Editing'], featured: true }),
];
const slugs = (list: readonly ArticleSummary[]) => list.map((a) => a.slug);

describe('renderMarkdown', () => {
  it('renders headings, emphasis, code, lists and links', () => {
    const { html } = renderMarkdown('## Intro\n\nSome **bold**, *italic* and `code`.\n\n- one\n- two\n\n```js\nconst x = 1 < 2;\n```\n');
    expect(html).toContain('<h2 id="intro">Intro</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<pre><code class="language-js">const x = 1 &lt; 2;');
  });

  it('gives every heading a unique id and lists it in the table of contents', () => {
    const { html, toc } = renderMarkdown('# Top\n\n## Set *up* & go\n\ntext\n\n### Set up & go\n\n## Main\n\n###### Deep');
    expect(toc).toEqual([
      { id: 'top', title: 'Top', level: 1 },
      { id: 'set-up-go', title: 'Set up & go', level: 2 },
      { id: 'set-up-go-1', title: 'Set up & go', level: 3 },
      { id: 'main-1', title: 'Main', level: 2 },
      { id: 'deep', title: 'Deep', level: 6 },
    ]);
    for (const entry of toc) expect(html).toContain(`<h${entry.level} id="${entry.id}">`);
  });

  it('returns an empty table of contents without headings', () => {
    expect(renderMarkdown('Just a paragraph.').toc).toEqual([]);
  });

  it('makes no link or image of an address that could run script (the owner writes in the browser, issue 29)', () => {
    const { html } = renderMarkdown(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](JAVASCRIPT:void(0)) [d](data:text/html,x) [e](vbscript:x) ![f](javascript:alert(1))\n\n[ok](https://example.com) [site](/blog) [mail](mailto:a@b.example) [top](#top)',
    );
    expect(isSafeHref('java\tscript:alert(1)')).toBe(false);
    expect(isSafeHref(' \u0001javascript:alert(1)')).toBe(false);
    expect(html).not.toMatch(/javascript|data:|vbscript/i);
    expect(html).toContain('<p>a b c d e f</p>');
    expect(html).toContain('href="/blog"');
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain('href="#top"');
    expect(html).toContain('href="https://example.com"');
  });

  it('opens external links in a new tab, safely; site links stay', () => {
    const { html } = renderMarkdown('[Zapier](https://zapier.com) and [courses](/courses)');
    expect(html).toContain('<a href="https://zapier.com" target="_blank" rel="noopener noreferrer">Zapier');
    expect(html).toContain('<a href="/courses">courses</a>');
  });

  it('escapes raw HTML instead of passing it through', () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script>\n\n<div onclick="x()">hi</div>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<div');
    expect(html).toContain('&lt;script&gt;');
  });

  it('slugifies like a reader expects', () => {
    expect(slugify('What it costs: $20/month')).toBe('what-it-costs-20month');
    expect(slugify('  Café  déjà-vu  ')).toBe('cafe-deja-vu');
    const slug = createSlugger([]);
    expect([slug('A'), slug('A'), slug('!!!')]).toEqual(['a', 'a-1', 'section']);
  });
});

describe('listing functions', () => {
  it('searches title, excerpt and tags case-insensitively', () => {
    expect(slugs(searchArticles(sample, 'ai agency'))).toEqual(['a']);
    expect(slugs(searchArticles(sample, 'prompts'))).toEqual(['b']);
    expect(slugs(searchArticles(sample, 'zapier'))).toEqual(['c']);
    expect(slugs(searchArticles(sample, 'AUTOMATION'))).toEqual(['a', 'c', 'd']);
    expect(slugs(searchArticles(sample, '  '))).toEqual(slugs(sample));
    expect(searchArticles(sample, 'nothing like this')).toEqual([]);
  });

  it('filters by category; all keeps everything', () => {
    expect(slugs(filterByCategory(sample, 'Agency'))).toEqual(['a', 'c']);
    expect(filterByCategory(sample, 'all')).toHaveLength(sample.length);
    expect(filterByCategory(sample, 'Unknown')).toEqual([]);
  });

  it('filters by reading time', () => {
    expect(slugs(filterByReadingTime(sample, 'quick'))).toEqual(['c']);
    expect(slugs(filterByReadingTime(sample, 'medium'))).toEqual(['a', 'b', 'e']);
    expect(slugs(filterByReadingTime(sample, 'deep'))).toEqual(['d']);
    expect(filterByReadingTime(sample, 'any')).toHaveLength(sample.length);
  });

  it('sorts newest, oldest, popular and trending', () => {
    expect(slugs(sortArticles(sample, 'newest'))).toEqual(['b', 'a', 'd', 'e', 'c']);
    expect(slugs(sortArticles(sample, 'oldest'))).toEqual(['c', 'd', 'e', 'a', 'b']);
    expect(slugs(sortArticles(sample, 'popular'))).toEqual(['b', 'd', 'e', 'a', 'c']);
    // Trending: views of the last seven days; articles without any keep the newest-first order.
    expect(slugs(sortArticles(sample, 'trending'))).toEqual(['d', 'a', 'b', 'e', 'c']);
    // The input is not changed.
    expect(slugs(sample)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('combines search, category and sort', () => {
    const query = { q: 'automation', category: 'Agency', sort: 'popular', time: 'any' } as const;
    expect(slugs(listArticles(sample, query))).toEqual(['a', 'c']);
  });

  it('counts categories from the articles', () => {
    expect(categoryCounts(sample)).toEqual([
      { name: 'Agency', count: 2 },
      { name: 'Content', count: 1 },
      { name: 'Tools', count: 2 },
    ]);
  });

  it('resolves a category from the URL in any letter case', () => {
    expect(resolveCategory(sample, 'tools')).toBe('Tools');
    expect(resolveCategory(sample, 'Nope')).toBe('all');
  });

  it('lists related articles: same category first, then shared tags, at most 3', () => {
    const a = sample[0]!;
    expect(slugs(relatedArticles(sample, a))).toEqual(['c', 'd']);
    expect(slugs(relatedArticles(sample, a, 1))).toEqual(['c']);
    const e = sample[4]!;
    expect(slugs(relatedArticles(sample, e))).toEqual(['d']);
    const many = [a, ...['p', 'q', 'r', 's'].map((slug) => article({ slug, tags: ['Agency', 'X', 'Y'] }))];
    expect(relatedArticles(many, a)).toHaveLength(3);
  });

  it("lists trending articles by this week's views (only those read this week), featured ones newest first", () => {
    expect(slugs(trendingArticles(sample))).toEqual(['d', 'a']);
    expect(slugs(trendingArticles(sample, 1))).toEqual(['d']);
    expect(trendingArticles(sample.map((a) => ({ ...a, weekViews: 0 })))).toEqual([]);
    expect(slugs(featuredArticles(sample))).toEqual(['b', 'e']);
  });

  it("leaves the home page's 'Trending This Week' card out while fewer than three articles were read this week (issue 26)", () => {
    // `sample` has two articles read this week: one or two entries made a tall, nearly empty card.
    expect(trendingArticles(sample, 5)).toHaveLength(2);
    expect(trendingCardArticles(sample, 5)).toEqual([]);
    const three = sample.map((a) => (a.slug === 'b' ? { ...a, weekViews: 1 } : a));
    expect(slugs(trendingCardArticles(three, 5))).toEqual(['d', 'a', 'b']);
  });

  it('gives every card its counted views; unread articles have 0 and none trends without views', () => {
    const cards = sample.map(({ views: _views, weekViews: _week, trending: _trending, ...card }) => card);
    const unread = withViewStats(cards, new Map());
    expect(unread.map((a) => [a.views, a.weekViews, a.trending])).toEqual(cards.map(() => [0, 0, false]));
    const counted = withViewStats(
      cards,
      new Map([
        ['c', { views: 9, weekViews: 2 }],
        ['e', { views: 3, weekViews: 3 }],
        ['b', { views: 1, weekViews: 1 }],
        ['a', { views: 7, weekViews: 1 }],
      ]),
    );
    expect(counted.find((a) => a.slug === 'c')).toMatchObject({ views: 9, weekViews: 2, trending: true });
    expect(slugs(counted.filter((a) => a.trending))).toEqual(['b', 'c', 'e']);
    expect(counted.find((a) => a.slug === 'd')).toMatchObject({ views: 0, weekViews: 0, trending: false });
  });

  it('builds the listing from URL parameters', () => {
    const listing = buildBlogListing(sample, new URLSearchParams('q=automation&category=agency&sort=popular&time=bogus'));
    expect(listing.query).toEqual({ q: 'automation', category: 'Agency', sort: 'popular', time: 'any' });
    expect(slugs(listing.results)).toEqual(['a', 'c']);
    expect(listing.total).toBe(5);
    const unknown = buildBlogListing(sample, new URLSearchParams('category=Gone&sort=weird'));
    expect(unknown.query).toEqual({ q: '', category: 'all', sort: 'newest', time: 'any' });
    expect(unknown.results).toHaveLength(5);
  });
});

describe('listing query and formatting', () => {
  it('parses and writes the URL query, defaults left out', () => {
    expect(parseListingQuery(new URLSearchParams(''))).toEqual({ q: '', category: 'all', sort: 'newest', time: 'any' });
    expect(parseListingQuery(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
    expect(listingSearch({ q: ' ai ', category: 'all', sort: 'newest', time: 'any' })).toBe('?q=ai');
    expect(listingSearch({ q: '', category: 'Tools & Software', sort: 'popular' })).toBe('?category=Tools+%26+Software&sort=popular');
    expect(listingSearch({})).toBe('');
  });

  it('words the summary line for what is set', () => {
    expect(listingSummary(14, { q: '', category: 'all' })).toBe('Showing 14 articles');
    expect(listingSummary(1, { q: '', category: 'Consulting' })).toBe('Showing 1 article in Consulting');
    expect(listingSummary(2, { q: 'ai', category: 'Consulting' })).toBe('Showing 2 articles in Consulting matching “ai”');
    expect(listingSummary(0, { q: 'ai', category: 'all' })).toBe('Showing 0 articles matching “ai”');
  });

  it('formats views', () => {
    expect(formatViews(15420)).toBe('15,420 views');
    expect(formatViews(999)).toBe('999 views');
    expect(formatViews(1000)).toBe('1,000 views');
    expect(formatViews(1234567)).toBe('1,234,567 views');
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(0)).toBe('0 views');
  });
});

describe('the blog collection', () => {
  it('loads once and renders every article with a unique-id table of contents', () => {
    const articles = getArticles();
    expect(getArticles()).toBe(articles);
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const a of articles) {
      expect(a.html.length, a.slug).toBeGreaterThan(1000);
      expect(a.toc.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(new Set(a.toc.map((entry) => entry.id)).size, a.slug).toBe(a.toc.length);
      for (const entry of a.toc) expect(a.html).toContain(` id="${entry.id}"`);
      expect(findArticle(a.slug)).toBe(a);
    }
    expect(findArticle('no-such-article')).toBeUndefined();
  });

  it('gives cards without bodies and without made-up numbers', () => {
    for (const summary of getArticleCards()) {
      expect(summary).not.toHaveProperty('views');
      expect(summary).not.toHaveProperty('trending');
      expect(summary).not.toHaveProperty('content');
      expect(summary).not.toHaveProperty('html');
    }
  });
});

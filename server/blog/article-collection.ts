// The blog collection as the pages use it, each body rendered to HTML on the server once per load: once the site
// runs, the published rows of `content_items` (server/content-store/), replaced when one changes; before that
// (tests, scripts), content/blog read at first use.
import { loadArticles } from '../../content/blog/load-articles';
import { contentSlot } from '../../content/content-slot';
import { renderMarkdown, type ImageLookup } from './render-markdown';
import type { BlogArticle } from '../../content/blog/blog-schema';
import type { ArticleCard, RenderedArticle } from './article-types';

interface Collection {
  articles: RenderedArticle[];
  bySlug: Map<string, RenderedArticle>;
}

/** The card fields of an article (drops the body, its HTML and table of contents). */
export function toCard(article: ArticleCard): ArticleCard {
  const { id, title, excerpt, category, readTime, publishDate, tags, slug, author, featured, image } = article;
  const { seoTitle, seoDescription, socialImage } = article;
  const card: ArticleCard = { id, title, excerpt, category, readTime, publishDate, tags, slug, author };
  if (featured !== undefined) card.featured = featured;
  if (image !== undefined) card.image = image;
  if (seoTitle !== undefined) card.seoTitle = seoTitle;
  if (seoDescription !== undefined) card.seoDescription = seoDescription;
  if (socialImage !== undefined) card.socialImage = socialImage;
  return card;
}

/** Renders a loaded collection; `images` describes the uploaded images they show (server/images/load-image-lookup.ts). */
export function renderArticles(articles: readonly BlogArticle[], images?: ImageLookup): RenderedArticle[] {
  return articles.map((article) => ({ ...toCard(article), ...renderMarkdown(article.content, { images }) }));
}

function toCollection(articles: RenderedArticle[]): Collection {
  return { articles, bySlug: new Map(articles.map((article) => [article.slug, article])) };
}

// content/blog is found next to the loader, or under process.cwd() once the server is bundled into build/.
const articleSlot = contentSlot<Collection>('articles', () => toCollection(renderArticles(loadArticles())));

function collection(): Collection {
  return articleSlot.get();
}

/**
 * Installs the articles the site shows from now on (the content store's swap point): rendered and sanitized
 * here, once, and sorted newest first (same day: by slug) as the files' loader sorts them.
 */
export function replaceArticles(articles: readonly BlogArticle[], images?: ImageLookup): void {
  const sorted = [...articles].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug));
  articleSlot.set(toCollection(renderArticles(sorted, images)));
}

/** Every article, newest first, rendered. */
export function getArticles(): readonly RenderedArticle[] {
  return collection().articles;
}

/** Every article without its body, newest first. */
export function getArticleCards(): ArticleCard[] {
  return getArticles().map(toCard);
}

export function findArticle(slug: string): RenderedArticle | undefined {
  return collection().bySlug.get(slug);
}

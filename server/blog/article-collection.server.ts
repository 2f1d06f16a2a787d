// The blog collection as the pages use it: loaded from content/blog once (at first use), each body
// rendered to HTML on the server.
import { loadArticles } from '../../content/blog/load-articles';
import { renderMarkdown } from './render-markdown';
import type { BlogArticle } from '../../content/blog/blog-schema';
import type { ArticleCard, RenderedArticle } from './article-types';

interface Collection {
  articles: RenderedArticle[];
  bySlug: Map<string, RenderedArticle>;
}

let cache: Collection | undefined;

/** The card fields of an article (drops the body, its HTML and table of contents). */
export function toCard(article: ArticleCard): ArticleCard {
  const { id, title, excerpt, category, readTime, publishDate, tags, slug, author, featured, image } = article;
  const card: ArticleCard = { id, title, excerpt, category, readTime, publishDate, tags, slug, author };
  if (featured !== undefined) card.featured = featured;
  if (image !== undefined) card.image = image;
  return card;
}

/** Renders a loaded collection. */
export function renderArticles(articles: readonly BlogArticle[]): RenderedArticle[] {
  return articles.map((article) => ({ ...toCard(article), ...renderMarkdown(article.content) }));
}

function collection(): Collection {
  if (!cache) {
    // content/blog is found next to the loader, or under process.cwd() once the server is bundled into build/.
    const articles = renderArticles(loadArticles());
    cache = { articles, bySlug: new Map(articles.map((article) => [article.slug, article])) };
  }
  return cache;
}

/** Every article, newest first, rendered. Loaded and rendered on the first call only. */
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

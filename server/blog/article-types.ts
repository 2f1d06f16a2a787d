// What the blog's pages and functions pass around: an article's fields, its counted views, its rendered body.
import type { BlogArticle } from '../../content/blog/blog-schema';
import type { TocEntry } from './render-markdown';

export type { TocEntry } from './render-markdown';

/** An article's own fields without its body: what the files say. */
export type ArticleCard = Omit<BlogArticle, 'content'>;

/** A card with what readers did: counted views (server/blog/record-article-view.ts) and whether it trends this week. */
export type ArticleSummary = ArticleCard & {
  views: number;
  /** Views in the last seven days. */
  weekViews: number;
  /** Among the TRENDING_LIMIT most viewed articles of the last seven days. */
  trending: boolean;
};

/** An article ready for its page: the body as HTML and its table of contents. */
export type RenderedArticle = ArticleCard & { html: string; toc: TocEntry[] };

export interface CategoryCount {
  name: string;
  count: number;
}

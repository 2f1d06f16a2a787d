import { loadLegalPages } from '../../content/legal/load-legal-pages';
import { renderMarkdown } from '../blog/render-markdown';
import type { LegalPageSlug } from '../../content/legal/legal-schema';

export interface RenderedLegalPage {
  slug: LegalPageSlug;
  title: string;
  description: string;
  updated: string;
  html: string;
}

let cached: Record<LegalPageSlug, RenderedLegalPage> | undefined;

/** A legal page as HTML (the site's own Markdown, raw HTML in it escaped); read and rendered once, like the help questions. */
export function getLegalPage(slug: LegalPageSlug): RenderedLegalPage {
  cached ??= Object.fromEntries(
    Object.values(loadLegalPages()).map((page) => [
      page.slug,
      {
        slug: page.slug,
        title: page.title,
        description: page.description,
        updated: page.updated,
        html: renderMarkdown(page.markdown).html,
      },
    ]),
  ) as Record<LegalPageSlug, RenderedLegalPage>;
  return cached[slug];
}

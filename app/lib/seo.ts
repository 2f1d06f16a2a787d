import { SITE_NAME } from '../../common/site';
import type { MetaDescriptor } from 'react-router';

export const DEFAULT_DESCRIPTION =
  'Learn to build income with AI-based businesses, step by step and without technical skills: a free starter course, business ideas with ready prompts, and practical guides.';
export const DEFAULT_KEYWORDS = 'AI business, make money with AI, ChatGPT for business, AI side hustle, AI automation, online course';

export interface SeoInput {
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/blog/my-article". */
  path: string;
  /** Absolute origin of the site (the root loader's `origin`). */
  origin: string;
  keywords?: string;
  type?: 'website' | 'article';
  image?: string;
  /** Private pages: account, checkout, lessons, dashboard. */
  noindex?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  extra?: MetaDescriptor[];
}

/** Title, description, Open Graph, Twitter card, canonical link and JSON-LD for one page. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const description = input.description ?? DEFAULT_DESCRIPTION;
  const url = new URL(input.path, input.origin).href;
  const image = new URL(input.image ?? '/og-image.png', input.origin).href;
  const title = documentTitle(input.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: input.keywords ?? DEFAULT_KEYWORDS },
    { name: 'author', content: SITE_NAME },
    { name: 'robots', content: input.noindex ? 'noindex, nofollow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  for (const block of [input.jsonLd ?? []].flat()) tags.push({ 'script:ld+json': block });
  return [...tags, ...(input.extra ?? [])];
}

/**
 * About where a results page cuts a title off. html-validate's long-title rule stops at 70 characters as written in
 * the HTML, where an apostrophe is six (`&#x27;`): 60 leaves room for those.
 */
export const MAX_TITLE_LENGTH = 60;

/** The page's title with the site's name after it when both fit; a long title keeps its own words instead. */
export function documentTitle(title: string): string {
  const branded = `${title} | ${SITE_NAME}`;
  return title.includes(SITE_NAME) || branded.length > MAX_TITLE_LENGTH ? title : branded;
}

/** The site's origin from the root loader, for canonical and Open Graph URLs. */
export function originFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined;
  return root?.origin ?? 'http://localhost:3000';
}

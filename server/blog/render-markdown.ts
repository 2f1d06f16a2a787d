// Markdown → HTML for blog articles, on the server (DESIGN §8). The content is trusted (content/blog),
// but raw HTML in it is still escaped rather than passed through, so a stray tag can never become markup.
import { Marked, type Token, type Tokens } from 'marked';
import { imageIdOf, largestUrl, srcsetOf, type ImageFiles } from '../images/image-urls';

/**
 * The uploaded images a text refers to, by id (server/images/load-image-lookup.ts builds it before
 * rendering, so rendering stays synchronous): `![alt](/images/<id>)` becomes a responsive image.
 */
export type ImageLookup = ReadonlyMap<string, ImageFiles>;

export interface RenderMarkdownOptions {
  images?: ImageLookup;
}

/**
 * How wide an article's body is drawn (app/routes/blog-article.tsx: max-w-6xl with 1rem padding, and from
 * lg a 18rem table of contents beside it across a 2.5rem gap), so the browser picks the copy it needs.
 */
export const ARTICLE_IMAGE_SIZES = '(min-width: 1152px) 792px, (min-width: 1024px) calc(100vw - 360px), calc(100vw - 2rem)';

export interface TocEntry {
  /** The heading's id attribute: a slug of its text, unique within the article. */
  id: string;
  title: string;
  /** 1 to 6. */
  level: number;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

/** Ids the page around an article already uses; a heading never takes one of them. */
const RESERVED_IDS = ['main', 'article-body', 'table-of-contents'];

/** 'What it costs: $20/month' → 'what-it-costs-20month'. Letters and digits of any script are kept. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out slugs that are unique within one article: 'setup', 'setup-1', 'setup-2'… */
export function createSlugger(reserved: Iterable<string> = RESERVED_IDS) {
  const used = new Set(reserved);
  return (text: string): string => {
    const base = slugify(text) || 'section';
    let candidate = base;
    for (let n = 1; used.has(candidate); n += 1) candidate = `${base}-${n}`;
    used.add(candidate);
    return candidate;
  };
}

/** The text a reader sees in inline tokens (emphasis, code, links…), without markup. */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0) return plainText(token.tokens);
      if (token.type === 'text' || token.type === 'codespan' || token.type === 'escape') return token.text;
      return '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An absolute http(s) address: it leaves the site, so it opens in a new tab. */
/**
 * A web address, an email or a phone link, or an address on this site (`/…`, `#…`, `?…`, or relative): never a
 * `javascript:`, `data:` or other scheme, whatever its case or the control characters browsers ignore in it.
 */
export function isSafeHref(href: string): boolean {
  const visible = [...href].filter((char) => char.charCodeAt(0) > 0x20 && (char.charCodeAt(0) < 0x7f || char.charCodeAt(0) > 0x9f));
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(visible.join(''));
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Renders one article body. Every heading gets a stable id (see slugify) and an entry in the table of
 * contents; external links get target="_blank" and rel="noopener noreferrer".
 */
export function renderMarkdown(markdown: string, { images }: RenderMarkdownOptions = {}): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const slug = createSlugger();
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Token[]): string } }, { tokens, depth }: Tokens.Heading) {
        const title = plainText(tokens);
        const id = slug(title);
        toc.push({ id, title, level: depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Token[]): string } }, { href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        // The owner writes articles in the browser now (issue 29): an address that could run script is no link.
        if (!isSafeHref(href)) return text;
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        if (isExternalHref(href)) {
          return `<a href="${escapeHtml(href)}"${titleAttr} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> (opens in a new tab)</span></a>`;
        }
        return `<a href="${escapeHtml(href)}"${titleAttr}>${text}</a>`;
      },
      // An uploaded image gets its copies (srcset), its size (no layout shift) and lazy loading; any other
      // image keeps its address. Alt text is required at publish (server/images/find-images-without-alt.ts).
      image({ href, title, tokens, text }: Tokens.Image) {
        const alt = escapeHtml(tokens ? plainText(tokens) : text);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        const id = imageIdOf(href);
        const image = id ? images?.get(id) : undefined;
        if (!image && !isSafeHref(href)) return alt;
        if (!image) return `<img src="${escapeHtml(href)}" alt="${alt}"${titleAttr} loading="lazy" decoding="async">`;
        return `<img src="${largestUrl(image)}" srcset="${srcsetOf(image)}" sizes="${ARTICLE_IMAGE_SIZES}" width="${image.width}" height="${image.height}" alt="${alt}"${titleAttr} loading="lazy" decoding="async">`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, toc };
}

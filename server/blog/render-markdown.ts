// Markdown → HTML for blog articles, on the server (DESIGN §8). The content is trusted (content/blog),
// but raw HTML in it is still escaped rather than passed through, so a stray tag can never become markup.
import { Marked, type Token, type Tokens } from 'marked';

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
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Renders one article body. Every heading gets a stable id (see slugify) and an entry in the table of
 * contents; external links get target="_blank" and rel="noopener noreferrer".
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
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
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        if (isExternalHref(href)) {
          return `<a href="${escapeHtml(href)}"${titleAttr} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> (opens in a new tab)</span></a>`;
        }
        return `<a href="${escapeHtml(href)}"${titleAttr}>${text}</a>`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, toc };
}

// The text/plain part of an email written in Markdown (a newsletter issue, a sequence step), from the same source
// and the same parser (marked) as its HTML part: what a reader of the text part sees is what the HTML says, with
// no Markdown left in it (issue 41). A link is its text and its absolute address in brackets.
import { Marked, type Token, type Tokens } from 'marked';
import { isSafeHref } from '../blog/render-markdown';

export interface MarkdownToTextOptions {
  /** The site's origin: a link to a page of the site (`/blog`) gets it, as in the HTML part. */
  siteUrl: string;
  /** Rewrites a web address (absolute http or https) as sent, e.g. to a sequence's click redirect. */
  track?: (url: string) => string;
}

interface ParserThis {
  parser: { parse(tokens: Token[]): string; parseInline(tokens: Token[]): string };
}

const BLOCK_END = '\n\n';

/** A link's target as the reader can use it from a mail client, or null when it leads nowhere outside the email. */
function absoluteHref(href: string, { siteUrl, track }: MarkdownToTextOptions): string | null {
  if (!isSafeHref(href)) return null;
  if (/^mailto:/i.test(href)) return href.slice('mailto:'.length);
  if (/^tel:/i.test(href)) return href.slice('tel:'.length);
  const absolute = href.startsWith('/') && !href.startsWith('//') ? `${siteUrl}${href}` : href;
  if (!/^https?:\/\//i.test(absolute)) return null;
  return track ? track(absolute) : absolute;
}

/** Each line of a block indented (a list item's continuation, a quote). */
function indent(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, index) => (line ? `${index === 0 ? first : rest}${line}` : line))
    .join('\n');
}

/**
 * Plain text from Markdown: paragraphs and headings as lines with a blank line between, lists with "-" or their
 * numbers, quotes with "> ", tables as cells between " | ", code as written; emphasis and escapes resolved
 * ("ref\_user" is "ref_user"); a link as "text (https://…)", its address made absolute and tracked as the HTML
 * part's is; an image (which no email loads) as its alt text; raw HTML as the text it is shown as.
 */
export function markdownToText(markdown: string, options: MarkdownToTextOptions): string {
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      space: () => '',
      def: () => '',
      hr: () => `----------${BLOCK_END}`,
      code: ({ text }: Tokens.Code) => `${text.replace(/\n+$/, '')}${BLOCK_END}`,
      html: ({ text }: Tokens.HTML | Tokens.Tag) => text,
      heading(this: ParserThis, { tokens }: Tokens.Heading) {
        return `${this.parser.parseInline(tokens)}${BLOCK_END}`;
      },
      paragraph(this: ParserThis, { tokens }: Tokens.Paragraph) {
        return `${this.parser.parseInline(tokens)}${BLOCK_END}`;
      },
      blockquote(this: ParserThis, { tokens }: Tokens.Blockquote) {
        const inner = this.parser.parse(tokens).trimEnd();
        return `${inner
          .split('\n')
          .map((line) => (line ? `> ${line}` : '>'))
          .join('\n')}${BLOCK_END}`;
      },
      list(this: ParserThis, token: Tokens.List) {
        const start = typeof token.start === 'number' ? token.start : 1;
        const items = token.items.map((item, index) => {
          const marker = token.ordered ? `${start + index}. ` : '- ';
          const check = item.task ? (item.checked ? '[x] ' : '[ ] ') : '';
          // An item's blocks (its text, a nested list) each on their own lines.
          const body = item.tokens
            .map((block) => this.parser.parse([block]).trim())
            .filter(Boolean)
            .join(token.loose ? '\n\n' : '\n');
          return indent(`${check}${body}`, marker, ' '.repeat(marker.length));
        });
        return `${items.join(token.loose ? '\n\n' : '\n')}${BLOCK_END}`;
      },
      checkbox: () => '',
      table(this: ParserThis, token: Tokens.Table) {
        const row = (cells: Tokens.TableCell[]) => cells.map((cell) => this.parser.parseInline(cell.tokens)).join(' | ');
        return `${[row(token.header), ...token.rows.map(row)].join('\n')}${BLOCK_END}`;
      },
      strong(this: ParserThis, { tokens }: Tokens.Strong) {
        return this.parser.parseInline(tokens);
      },
      em(this: ParserThis, { tokens }: Tokens.Em) {
        return this.parser.parseInline(tokens);
      },
      del(this: ParserThis, { tokens }: Tokens.Del) {
        return this.parser.parseInline(tokens);
      },
      codespan: ({ text }: Tokens.Codespan) => text,
      br: () => '\n',
      link(this: ParserThis, { href, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const target = absoluteHref(href, options);
        if (!target) return text;
        // An address written as its own text (`<https://…>`, a bare URL) is shown once.
        return text === href || text === target ? target : `${text} (${target})`;
      },
      image: ({ text }: Tokens.Image) => text,
      text(this: ParserThis, token: Tokens.Text | Tokens.Escape) {
        return 'tokens' in token && token.tokens ? this.parser.parseInline(token.tokens) : token.text;
      },
    },
  });
  const text = marked.parse(markdown, { async: false });
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

import { Marked, type Token } from 'marked';

export interface ImageWithoutAlt {
  /** The image's address as written. */
  href: string;
  /** 1-based line of the Markdown it is on. */
  line: number;
}

/**
 * The images in a text that have no alt text (`![](…)`, or only spaces): publishing refuses them (issue 29:
 * alt text required), so a reader of a screen reader is never left with a file name. Images anywhere count:
 * in lists, quotes, tables, links.
 *
 *   const missing = findImagesWithoutAlt(fields.body);
 *   if (missing.length > 0) issues.push({ field: 'body', message: `Describe the image on line ${missing[0].line} (alt text)` });
 */
export function findImagesWithoutAlt(markdown: string): ImageWithoutAlt[] {
  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(markdown);
  const found: ImageWithoutAlt[] = [];
  // Lines are counted from the raw text of the block tokens, in order, since marked's tokens carry no positions.
  let offset = 0;
  for (const block of tokens) {
    const start = markdown.indexOf(block.raw, offset);
    const blockStart = start === -1 ? offset : start;
    marked.walkTokens([block], (token: Token) => {
      if (token.type !== 'image' || token.text.trim() !== '') return;
      const at = markdown.indexOf(token.raw, blockStart);
      found.push({ href: token.href, line: lineAt(markdown, at === -1 ? blockStart : at) });
    });
    if (start !== -1) offset = start + block.raw.length;
  }
  return found;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

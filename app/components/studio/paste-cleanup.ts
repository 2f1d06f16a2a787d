/**
 * HTML pasted from a word processor (Word, Google Docs, LibreOffice), tidied before the editor reads it.
 * The editor's schema already drops what it has no node for (spans, fonts, classes); what it cannot drop
 * alone is what would become text: comments and Word's conditional comments, style sheets and XML islands,
 * `<o:p>` paragraphs, the bullet characters Word writes before each list paragraph, and empty spacer
 * paragraphs. Word's list paragraphs become real lists, so a pasted list stays a list. Inline
 * `font-weight`/`font-style` styles are kept: they are how Google Docs marks bold and italic text.
 */
export function cleanPastedHtml(html: string): string {
  let out = html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|script|xml|title|head)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/?(meta|link|o:p|w:[a-z]+|v:[a-z]+)\b[^>]*>/gi, '');
  out = wordListsToLists(out);
  out = out
    // Every attribute but the ones that carry structure or meaning.
    .replace(/<([a-z][a-z0-9]*)\b([^>]*)>/gi, (_tag, name: string, attributes: string) => `<${name}${keptAttributes(name, attributes)}>`)
    .replace(/<span>\s*<\/span>/gi, '')
    .replace(/<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi, '');
  return out;
}

const KEPT: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};

function keptAttributes(tag: string, attributes: string): string {
  const kept: string[] = [];
  for (const match of attributes.matchAll(/([a-z:-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)) {
    const name = match[1]!.toLowerCase();
    const value = match[2]!.replace(/^["']|["']$/g, '');
    if (KEPT[tag.toLowerCase()]?.includes(name)) kept.push(`${name}="${value.replace(/"/g, '&quot;')}"`);
    else if (name === 'style') {
      const marks = value
        .split(';')
        .map((rule) => rule.trim())
        .filter((rule) => /^font-weight\s*:\s*(bold|[6-9]00)$/i.test(rule) || /^font-style\s*:\s*italic$/i.test(rule));
      if (marks.length > 0) kept.push(`style="${marks.join(';')}"`);
    }
  }
  return kept.length > 0 ? ` ${kept.join(' ')}` : '';
}

/** Word's list marker: a span styled mso-list:Ignore holding "·", "o", "1." or "a)" and spaces. */
const WORD_MARKER = /<span[^>]*mso-list:\s*Ignore[^>]*>([\s\S]*?)<\/span>(?:\s*<\/span>)?/i;

/** Runs of Word's `<p class=MsoListParagraph…>` (bulleted or numbered, by their first marker) as one `<ul>`/`<ol>`. */
function wordListsToLists(html: string): string {
  const paragraph = /<p\b[^>]*class=["']?MsoListParagraph\w*["']?[^>]*>([\s\S]*?)<\/p>/gi;
  return html.replace(new RegExp(`(?:${paragraph.source}\\s*)+`, 'gi'), (run) => {
    const firstMarker =
      WORD_MARKER.exec(run)?.[1]
        ?.replace(/<[^>]*>|&nbsp;/g, '')
        .trim() ?? '';
    const tag = /^(?:\d+|[a-z]|[ivx]+)[.)]$/i.test(firstMarker) ? 'ol' : 'ul';
    const items = [...run.matchAll(paragraph)].map(([, inner]) => `<li><p>${inner!.replace(WORD_MARKER, '').trim()}</p></li>`);
    return `<${tag}>${items.join('')}</${tag}>`;
  });
}

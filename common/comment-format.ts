/**
 * How a discussion comment's text is shown (issue 15): paragraphs, **bold**, *italic* or _italic_,
 * `inline code`, and http(s) addresses made into links; everything else exactly as typed, as text.
 * The result is a small tree that the page renders with React elements (app/components/discussion/
 * comment-body.tsx), so no typed character can ever become markup: there is no HTML string to escape.
 */

export type CommentInline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'strong'; children: CommentInline[] }
  | { type: 'em'; children: CommentInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; text: string };

/** One paragraph per block of text between blank lines; a single line break stays a line break. */
export type CommentBlocks = CommentInline[][];

/**
 * Characters that reorder how text is displayed (right-to-left overrides and isolates): in a comment they
 * could make a link or a name read as something else, so they are dropped from what is shown.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

// A code span; an address (stops at white space, quotes and angle brackets); **bold**; *italic*; _italic_
// (underscores only at word edges, so snake_case stays as typed).
const INLINE =
  /(`[^`\n]+`)|(https?:\/\/[^\s<>"'`]+)|(\*\*(?=\S)([\s\S]*?\S)\*\*)|((?<![\w*])\*(?=[^\s*])([^*]*?[^\s*])\*(?![\w*]))|((?<!\w)_(?=[^\s_])([^_]*?[^\s_])_(?!\w))/g;
/** Punctuation that ends a sentence, not the address before it. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** An address shown as a link only when it parses as http or https. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function pushText(out: CommentInline[], text: string): void {
  if (!text) return;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (i > 0) out.push({ type: 'break' });
    if (!line) return;
    const last = out[out.length - 1];
    if (last?.type === 'text') last.text += line;
    else out.push({ type: 'text', text: line });
  });
}

function parseInline(text: string, linksClickable: boolean, depth = 0): CommentInline[] {
  const out: CommentInline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, code, address, , bold, , italicStar, , italicUnderscore] = match;
    const start = match.index;
    pushText(out, text.slice(at, start));
    at = start + whole.length;
    if (code) {
      out.push({ type: 'code', text: code.slice(1, -1) });
    } else if (address) {
      const trailing = TRAILING.exec(address)?.[0] ?? '';
      const bare = address.slice(0, address.length - trailing.length);
      const href = linksClickable ? safeHref(bare) : null;
      if (href) out.push({ type: 'link', href, text: bare });
      else pushText(out, bare);
      // The punctuation after an address goes back into the text (it may start a **bold**, too rare to chase).
      pushText(out, trailing);
    } else if (depth < 2 && (bold ?? italicStar ?? italicUnderscore) !== undefined) {
      const inner = parseInline((bold ?? italicStar ?? italicUnderscore)!, linksClickable, depth + 1);
      out.push({ type: bold !== undefined ? 'strong' : 'em', children: inner });
    } else {
      pushText(out, whole);
    }
  }
  pushText(out, text.slice(at));
  return out;
}

/** The comment as blocks of inline parts; `linksClickable: false` shows addresses as plain text. */
export function formatComment(body: string, options: { linksClickable: boolean }): CommentBlocks {
  const text = withoutBidiControls(body).replace(/\r\n?/g, '\n').trim();
  if (!text) return [];
  return text
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => parseInline(paragraph, options.linksClickable));
}

/** The comment as plain text on one line, for excerpts and emails: no markers, at most `max` characters. */
export function commentExcerpt(body: string, max = 160): string {
  const flat = withoutBidiControls(body)
    .replace(/\*\*|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

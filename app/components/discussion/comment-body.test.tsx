import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { commentExcerpt, formatComment } from '../../../common/comment-format';
import { CommentBody } from './comment-body';

const render = (body: string, linksClickable = true) => renderToStaticMarkup(<CommentBody body={body} linksClickable={linksClickable} />);

/** Pieces hostile text is made of: markup, script, javascript: links, bidi overrides, very long words, the formatting markers. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '[click](javascript:alert(1))',
  'https://example.com/"onmouseover="alert(1)',
  'http://evil.example/<script>',
  'data:text/html,<script>alert(1)</script>',
  '\u202Eexe.txt',
  '\u2066\u2067\u2068\u2069',
  'x'.repeat(300),
  '**',
  '*',
  '_',
  '`',
  '\n',
  '\n\n',
  ' ',
  '&amp;&lt;',
  'https://example.com',
  'www.example.com',
];
const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 10 })), {
    maxLength: 25,
  })
  .map((parts) => parts.join(''));

const ALLOWED_TAGS = new Set(['div', 'p', 'br', 'strong', 'em', 'code', 'a']);

describe('a comment as shown', () => {
  it('renders only the allowed elements, never an event handler, and only http(s) links, whatever is typed', () => {
    fc.assert(
      fc.property(hostileText, fc.boolean(), (body, linksClickable) => {
        const html = render(body, linksClickable);
        for (const [, tag] of html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)) expect(ALLOWED_TAGS.has(tag!.toLowerCase()), tag).toBe(true);
        expect(html).not.toMatch(/<[^>]*\son\w+=/i);
        for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https?:\/\//);
        if (!linksClickable) expect(html).not.toContain('<a ');
        expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps every character typed (but the formatting markers and direction overrides) as visible text', () => {
    fc.assert(
      fc.property(hostileText, (body) => {
        const shown = formatComment(body, { linksClickable: true })
          .flat(Infinity as 1)
          .map(function text(part): string {
            if (part.type === 'text' || part.type === 'code' || part.type === 'link') return part.text;
            if (part.type === 'break') return '';
            return part.children.map(text).join('');
          })
          .join('');
        const typed = body.replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C*_`\s]/g, '');
        expect(shown.replace(/[*_`\s]/g, '')).toBe(typed);
      }),
      { numRuns: 400 },
    );
  });

  it('formats paragraphs, bold, italic, inline code and links', () => {
    expect(render('Hello **bold** and *it* and _also_ `a<b>` https://example.com/x.\n\nSecond\nline')).toBe(
      '<div dir="auto" class="flex flex-col gap-2 break-words text-slate-800 [overflow-wrap:anywhere]"><p>Hello <strong class="font-semibold">bold</strong> and <em>it</em> and <em>also</em> <code class="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900">a&lt;b&gt;</code> <a href="https://example.com/x" rel="ugc nofollow noopener noreferrer" class="text-blue-700 underline hover:text-blue-900">https://example.com/x</a>.</p><p>Second<br/>line</p></div>',
    );
    expect(render('snake_case_name stays')).toContain('snake_case_name stays');
    expect(render('See https://example.com', false)).toContain('See https://example.com</p>');
    expect(commentExcerpt('A **very** long `thing`', 12)).toBe('A very long…');
  });
});

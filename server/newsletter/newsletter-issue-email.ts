// A newsletter issue's Markdown, rendered by the blog's renderer (server/blog/render-markdown.ts, which
// already escapes raw HTML) and then passed through sanitize-html with an allow-list: the renderer lets
// any link scheme through (`[x](javascript:…)`), and an owner's text goes to every subscriber's inbox.
import { SITE_NAME } from '../../common/site';
import { renderMarkdown } from '../blog/render-markdown';
import { renderEmail, type RenderedEmail } from '../email/email-layout';
import { markdownToText } from '../email/markdown-to-text';
import { loadOnFirstUse } from '../lib/load-on-first-use';
import type SanitizeHtml from 'sanitize-html';

// ~14 MiB resident with htmlparser2 and postcss, for the archive's issues and the owner's sending only (issue 25).
const loadSanitizeHtml = loadOnFirstUse<typeof SanitizeHtml>('sanitize-html');
const sanitizeHtml = (html: string, options: SanitizeHtml.IOptions) => loadSanitizeHtml()(html, options);

const TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];
const SCHEMES = ['http', 'https', 'mailto'];

/**
 * The issue's body for the web archive: the allowed tags, links with their new-tab hint. No images: an
 * email must load nothing from elsewhere (server/email/email-layout.ts), and the archive shows the same.
 */
export function issueBodyHtml(markdown: string): string {
  return sanitizeHtml(renderMarkdown(markdown).html, {
    allowedTags: [...TEXT_TAGS, ...TABLE_TAGS, 'a', 'span'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], span: ['class'], th: ['align'], td: ['align'] },
    allowedClasses: { span: ['sr-only'] },
    allowedSchemes: SCHEMES,
    allowProtocolRelative: false,
  });
}

// Inline styles: mail clients ignore style sheets. The colours are the email layout's (slate and blue).
// Underlines and list markers are stated too, so the preview inside the site's own CSS looks as sent.
const BODY_TEXT = 'font-size:16px;line-height:1.5;color:#1e293b';
const EMAIL_STYLES: Record<string, string> = {
  h1: 'margin:24px 0 12px;font-size:22px;line-height:1.3;font-weight:700;color:#0f172a',
  h2: 'margin:24px 0 12px;font-size:20px;line-height:1.3;font-weight:700;color:#0f172a',
  h3: 'margin:20px 0 10px;font-size:18px;line-height:1.3;font-weight:700;color:#0f172a',
  h4: 'margin:16px 0 8px;font-size:16px;line-height:1.3;font-weight:700;color:#0f172a',
  h5: 'margin:16px 0 8px;font-size:15px;line-height:1.3;font-weight:700;color:#0f172a',
  h6: 'margin:16px 0 8px;font-size:14px;line-height:1.3;font-weight:700;color:#0f172a',
  p: `margin:0 0 16px;${BODY_TEXT}`,
  ul: 'margin:0 0 16px;padding-left:24px;list-style-type:disc',
  ol: 'margin:0 0 16px;padding-left:24px;list-style-type:decimal',
  li: `margin:0 0 6px;${BODY_TEXT}`,
  a: 'color:#1d4ed8;text-decoration:underline',
  blockquote: 'margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #cbd5e1;color:#475569',
  code: 'font-family:Menlo,Consolas,monospace;font-size:14px;background:#f1f5f9;padding:1px 4px;border-radius:4px',
  pre: 'margin:0 0 16px;padding:12px;background:#f1f5f9;border-radius:6px;overflow-x:auto;white-space:pre-wrap',
  hr: 'margin:24px 0;border:0;border-top:1px solid #e2e8f0',
  table: 'margin:0 0 16px;border-collapse:collapse;width:100%',
  th: 'padding:6px 8px;border:1px solid #e2e8f0;text-align:left;font-size:14px;color:#0f172a',
  td: 'padding:6px 8px;border:1px solid #e2e8f0;font-size:14px;color:#1e293b',
};

/**
 * The same body with inline styles, for the email; the web's "(opens in a new tab)" hint is dropped, and
 * a link to a page of the site (`/blog`) gets the site's origin, since an email has no address of its own.
 */
export function issueEmailBodyHtml(markdown: string, siteUrl: string): string {
  const styled: SanitizeHtml.Transformer = (tagName, attribs) => {
    const out: SanitizeHtml.Attributes = { ...attribs, style: EMAIL_STYLES[tagName] ?? '' };
    if (tagName === 'a' && attribs.href?.startsWith('/') && !attribs.href.startsWith('//')) out.href = `${siteUrl}${attribs.href}`;
    return { tagName, attribs: out };
  };
  return sanitizeHtml(renderMarkdown(markdown).html, {
    allowedTags: [...TEXT_TAGS, ...TABLE_TAGS, 'a', 'span'],
    allowedAttributes: { '*': ['style'], a: ['href', 'title', 'style'], span: ['class'], th: ['align', 'style'], td: ['align', 'style'] },
    allowedClasses: { span: ['sr-only'] },
    allowedSchemes: SCHEMES,
    allowProtocolRelative: false,
    transformTags: Object.fromEntries(Object.keys(EMAIL_STYLES).map((tag) => [tag, styled])),
    exclusiveFilter: (frame) => frame.tag === 'span' && frame.attribs.class === 'sr-only',
  });
}

export interface IssueEmailLinks {
  /** This recipient's unsubscribe page (a test message has none of its own). */
  unsubscribeUrl: string;
  /** The issue in the archive, once it is sent. */
  archiveUrl?: string;
}

/** One recipient's message: the site's email layout around the issue, with that recipient's own unsubscribe link. */
export function newsletterIssueEmail(siteUrl: string, issue: { subject: string; markdown: string }, links: IssueEmailLinks): RenderedEmail {
  return renderEmail(
    {
      subject: issue.subject,
      heading: issue.subject,
      paragraphs: [],
      body: { html: issueEmailBodyHtml(issue.markdown, siteUrl), text: markdownToText(issue.markdown, { siteUrl }) },
      footer: [
        `You received this email because you subscribed to ${SITE_NAME} tips and confirmed your address.`,
        ...(links.archiveUrl ? [{ text: 'Read it on the web', url: links.archiveUrl }] : []),
        { text: 'Unsubscribe', url: links.unsubscribeUrl },
      ],
    },
    siteUrl,
  );
}

/**
 * RFC 2369 and RFC 8058: one HTTPS address that unsubscribes on a POST without a page (mail providers'
 * own "Unsubscribe" button). No mailto: nothing here reads a mailbox.
 */
export function oneClickUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The part of a rendered email's HTML between its body tags: the admin preview shows it inline, as sent. */
export function emailBodyMarkup(html: string): string {
  const start = html.indexOf('>', html.indexOf('<body')) + 1;
  const end = html.lastIndexOf('</body>');
  return start > 0 && end > start ? html.slice(start, end) : html;
}

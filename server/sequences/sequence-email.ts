// A step's email: the owner's Markdown with the recipient's name, rendered and sanitized as a newsletter
// issue is (server/newsletter/newsletter-issue-email.ts), every web link sent through the site's own click
// redirect, and no images or pixels (server/email/email-layout.ts loads nothing from elsewhere).
import { SITE_NAME } from '../../common/site';
import { escapeHtml, renderEmail, type RenderedEmail } from '../email/email-layout';
import { markdownToText } from '../email/markdown-to-text';
import { issueEmailBodyHtml, oneClickUnsubscribeHeaders } from '../newsletter/newsletter-issue-email';

export interface StepEmailLinks {
  /** Rewrites a link of the body (absolute http or https) to the click redirect; identity for a preview. */
  track: (url: string) => string;
  /** Marketing mail only: the page that unsubscribes, and RFC 8058's one-click address. */
  unsubscribe?: { pageUrl: string; oneClickUrl: string };
}

/** Backslashes before Markdown's punctuation, so a name is shown as typed and never becomes a link or emphasis. */
function markdownText(value: string): string {
  return value.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (c) => `\\${c}`);
}

export function personalise(markdown: string, name: string): string {
  return markdown.replace(/\{\{\s*name\s*\}\}/g, () => markdownText(name));
}

const decode = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[e]!);

/** The rendered body's links (already sanitized: http, https, mailto), web ones rewritten. */
function trackLinks(html: string, track: (url: string) => string): string {
  return html.replace(/(<a\b[^>]*?\shref=")([^"]*)(")/g, (whole, before: string, href: string, after: string) => {
    const url = decode(href);
    return /^https?:\/\//i.test(url) ? `${before}${escapeHtml(track(url))}${after}` : whole;
  });
}

export function sequenceStepEmail(
  siteUrl: string,
  step: { subject: string; body: string },
  recipient: { name: string },
  links: StepEmailLinks,
): RenderedEmail & { headers: Record<string, string> } {
  const markdown = personalise(step.body, recipient.name);
  const subject = step.subject.replace(/\{\{\s*name\s*\}\}/g, () => recipient.name);
  const html = trackLinks(issueEmailBodyHtml(markdown, siteUrl), links.track);
  const rendered = renderEmail(
    {
      subject,
      heading: subject,
      paragraphs: [],
      body: { html, text: markdownToText(markdown, { siteUrl, track: links.track }) },
      footer: links.unsubscribe
        ? [
            `You received this email because you agreed to tips and offers by email from ${SITE_NAME}.`,
            { text: 'Unsubscribe from these emails', url: links.unsubscribe.pageUrl },
          ]
        : [`You received this email because you bought a course at ${SITE_NAME}.`],
    },
    siteUrl,
  );
  return { ...rendered, headers: links.unsubscribe ? oneClickUnsubscribeHeaders(links.unsubscribe.oneClickUrl) : {} };
}

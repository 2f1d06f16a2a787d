import { SITE_NAME } from '../../common/site';

/** The parts every message is built from; rendered once as plain text and once as HTML. */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /**
   * A body already rendered, after the paragraphs: HTML that has been sanitized (a newsletter issue's
   * Markdown, server/newsletter/newsletter-issue-email.ts) and its plain-text form. Never raw user input.
   */
  body?: { html: string; text: string };
  /** The one thing to do, shown as a button (and as a bare link in the text part). */
  action?: { label: string; url: string };
  /** Label/value rows, e.g. a receipt's lines. */
  details?: [label: string, value: string][];
  /** Paragraphs after the button. */
  after?: string[];
  /** Small print: why this arrived, how to stop it. Links are allowed here as { text, url }. */
  footer?: (string | { text: string; url: string })[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Plain markup with inline styles: no images, no remote resources, no tracking pixels or rewritten links.
 * Every value is escaped; nothing a user typed is ever inserted as HTML.
 */
export function renderEmail(content: EmailContent, siteUrl: string): RenderedEmail {
  const textLines: string[] = [content.heading, ''];
  for (const p of content.paragraphs) textLines.push(p, '');
  if (content.body) textLines.push(content.body.text.trim(), '');
  if (content.details?.length) {
    for (const [label, value] of content.details) textLines.push(`${label}: ${value}`);
    textLines.push('');
  }
  if (content.action) textLines.push(`${content.action.label}:`, content.action.url, '');
  for (const p of content.after ?? []) textLines.push(p, '');
  textLines.push('--', `${SITE_NAME} · ${siteUrl}`);
  for (const f of content.footer ?? []) textLines.push(typeof f === 'string' ? f : `${f.text}: ${f.url}`);

  const para = (p: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b">${escapeHtml(p)}</p>`;
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-collapse:collapse">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px 8px 0;border-bottom:1px solid #e2e8f0;font-size:14px;color:#475569;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:8px 0;border-bottom:1px solid #e2e8f0;font-size:14px;color:#0f172a;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footer = (content.footer ?? [])
    .map((f) =>
      typeof f === 'string'
        ? `<p style="margin:0 0 8px">${escapeHtml(f)}</p>`
        : `<p style="margin:0 0 8px"><a href="${escapeHtml(f.url)}" style="color:#475569">${escapeHtml(f.text)}</a></p>`,
    )
    .join('');

  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e2e8f0;font-size:18px;font-weight:700;color:#1d4ed8">${escapeHtml(SITE_NAME)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(para).join('\n')}
${content.body?.html ?? ''}
${details}
${action}
${(content.after ?? []).map(para).join('\n')}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:#64748b">
<p style="margin:0 0 8px"><a href="${escapeHtml(siteUrl)}" style="color:#475569">${escapeHtml(SITE_NAME)}</a></p>
${footer}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject: content.subject, text: `${textLines.join('\n')}\n`, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

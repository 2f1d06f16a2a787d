import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { escapeHtml } from './email-layout';
import { parseEmail } from './parse-email';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const FILE = /^[\w.-]+\.eml$/;

/**
 * Development only (app.ts mounts it when NODE_ENV=development): the messages written to DATA_DIR/outbox,
 * newest first, each readable as its text part, its HTML part or the raw .eml.
 */
export function devOutboxRoutes(services: Services) {
  const dir = join(services.config.dataDir, 'outbox');
  const read = async (name: string) => (FILE.test(name) ? readFile(join(dir, name), 'utf8').catch(() => null) : null);

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const names = (await readdir(dir).catch(() => [] as string[]))
        .filter((n) => FILE.test(n))
        .sort()
        .reverse();
      const rows = await Promise.all(
        names.map(async (name) => {
          const email = parseEmail((await read(name)) ?? '');
          return `<tr><td>${escapeHtml(email.headers.get('date') ?? '')}</td><td>${escapeHtml(email.to)}</td><td>${escapeHtml(email.subject)}</td><td><a href="/dev/outbox/${name}/text">text</a> · <a href="/dev/outbox/${name}/html">HTML</a> · <a href="/dev/outbox/${name}">.eml</a></td></tr>`;
        }),
      );
      const mode = services.config.mail.smtpUrl
        ? '<p><strong>SMTP_URL is set:</strong> new messages go to the mail server, not here.</p>'
        : '';
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}</style></head>
<body><h1>Outbox</h1><p>${names.length} message${names.length === 1 ? '' : 's'} in <code>${escapeHtml(dir)}</code> (development only).</p>${mode}
<table><thead><tr><th>Date</th><th>To</th><th>Subject</th><th>Open</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`);
    })
    .get('/:name', async (c) => {
      const raw = await read(c.req.param('name'));
      if (raw === null) return c.text('Not found', 404);
      return c.body(raw, 200, { 'Content-Type': 'message/rfc822; charset=utf-8', 'Content-Disposition': 'inline' });
    })
    .get('/:name/:part{text|html}', async (c) => {
      const raw = await read(c.req.param('name'));
      if (raw === null) return c.text('Not found', 404);
      const email = parseEmail(raw);
      if (c.req.param('part') === 'text') return c.text(`Subject: ${email.subject}\nTo: ${email.to}\n\n${email.text}`);
      // The message's own markup, fenced off: no scripts, nothing loaded from elsewhere.
      return c.body(email.html, 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    });
}

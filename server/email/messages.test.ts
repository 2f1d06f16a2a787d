import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../common/site';
import { escapeHtml } from './email-layout';
import {
  newsletterAlreadySubscribedEmail,
  newsletterConfirmEmail,
  passwordChangedEmail,
  passwordResetEmail,
  receiptEmail,
  refundEmail,
  welcomeEmail,
} from './messages';
import { decodeQuotedPrintable, decodeWords, parseEmail } from './parse-email';

const SITE = 'https://academy.example';

const all = [
  welcomeEmail(SITE, { username: 'ada' }),
  receiptEmail(SITE, {
    username: 'ada',
    title: 'Premium AI Business Course',
    startPath: '/course/premium',
    memberArea: true,
    amount: 999,
    currency: 'GBP',
    paidAt: new Date(Date.UTC(2026, 10, 22, 9, 30)),
    reference: 'pi_123',
  }),
  passwordResetEmail(SITE, `${SITE}/reset-password?token=abc`),
  passwordChangedEmail(SITE, { username: 'ada', at: new Date(Date.UTC(2026, 10, 22, 9, 30)), how: 'changed' }),
  newsletterConfirmEmail(SITE, {
    confirmUrl: `${SITE}/newsletter/confirm?token=c`,
    unsubscribeUrl: `${SITE}/newsletter/unsubscribe?token=u`,
  }),
  newsletterAlreadySubscribedEmail(SITE),
];

describe('messages', () => {
  it.each(all.map((m) => [m.subject, m] as const))('%s: text and HTML, the site name, no images or outside links', (_subject, message) => {
    expect(message.text.length).toBeGreaterThan(50);
    expect(message.text).toContain(SITE_NAME);
    expect(message.html).toContain(escapeHtml(SITE_NAME));
    expect(message.html).toMatch(/^<!doctype html>/);
    expect(message.html).not.toMatch(/<img|<script|src=/i);
    for (const [, href] of message.html.matchAll(/href="([^"]+)"/g)) expect(href!.startsWith(SITE)).toBe(true);
  });

  it("puts the receipt lines in both parts: course, £9.99, date (the site's single date format) and payment reference", () => {
    const receipt = all[1]!;
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('Premium AI Business Course');
      expect(part).toContain('£9.99');
      expect(part).toContain('22 Nov 2026');
      expect(part).toContain('pi_123');
    }
  });

  it('names the seller on a receipt and a refund notice: name, address and contact email (UK and EU e-commerce rules)', () => {
    const seller = { name: 'Academy Ltd', address: '1 High Street, London N1 1AA', email: 'hello@academy.example', example: false };
    const purchase = { username: 'ada', courseTitle: 'Premium', amount: 999, currency: 'GBP' };
    const receipt = receiptEmail(
      SITE,
      { ...purchase, title: 'Premium', startPath: '/course/premium', memberArea: true, paidAt: new Date(), reference: 'pi_1' },
      seller,
    );
    const refund = refundEmail(SITE, { ...purchase, refundedAt: new Date(), reference: 'pi_1' }, seller);
    for (const part of [receipt.text, receipt.html, refund.text, refund.html]) {
      expect(part).toContain('Academy Ltd');
      expect(part).toContain('1 High Street, London N1 1AA');
      expect(part).toContain('hello@academy.example');
    }
  });

  it('escapes whatever a user typed', () => {
    const message = welcomeEmail(SITE, { username: '<b>x</b>&"' });
    expect(message.html).not.toContain('<b>x</b>');
    expect(message.html).toContain('&lt;b&gt;x&lt;/b&gt;&amp;&quot;');
    expect(message.text).toContain('<b>x</b>&"');
  });
});

describe('parseEmail', () => {
  it('reads back what nodemailer writes: encoded subject, quoted-printable parts, long lines', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const longLink = `${SITE}/reset-password?token=${'A'.repeat(43)}`;
    const info = await transport.sendMail({
      from: `${SITE_NAME} <no-reply@academy.example>`,
      to: 'ada@example.com',
      subject: 'Café: your receipt for £9.99 — thank you',
      text: `Ünïcode and a long line ${'x '.repeat(60)}\n${longLink}`,
      html: `<p>${longLink}</p>`,
      headers: { 'List-Unsubscribe': '<https://academy.example/u>' },
    });
    const parsed = parseEmail((info.message as Buffer).toString('utf8'));
    expect(parsed.subject).toBe('Café: your receipt for £9.99 — thank you');
    expect(parsed.to).toBe('ada@example.com');
    expect(parsed.text).toBe(`Ünïcode and a long line ${'x '.repeat(60)}\n${longLink}`);
    expect(parsed.html).toBe(`<p>${longLink}</p>`);
    expect(parsed.headers.get('list-unsubscribe')).toBe('<https://academy.example/u>');
  });

  it('decodes quoted-printable and encoded words', () => {
    expect(decodeQuotedPrintable('a=3Db=\nc =C2=A3')).toBe('a=bc £');
    expect(decodeWords('=?UTF-8?Q?Caf=C3=A9_ok?= =?UTF-8?B?wqM5Ljk5?=')).toBe('Café ok£9.99');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, type ContactSubject } from '../../common/contact-schema';
import { contactAcknowledgementEmail, contactOwnerEmail } from './contact-emails';

const SITE = 'https://academy.example';
const subjects = Object.keys(CONTACT_SUBJECTS) as ContactSubject[];
/** Text a hostile visitor might type: markup, script links, bidi overrides, very long words, and anything else. */
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '\u202Egnp.exe',
    'W'.repeat(2000),
    "</div></td></tr></table><a href='javascript:alert(1)'>",
  ),
);

describe('contact emails, whatever the visitor typed (issue 15)', () => {
  it("never let the visitor's text become markup or reach the subject, and isolate it from the text around it", () => {
    fc.assert(
      fc.property(hostileText, hostileText, fc.constantFrom(...subjects), (name, message, subject) => {
        const mail = contactOwnerEmail(SITE, { name, email: 'sender@example.com', subject, message, receivedAt: new Date(0) });
        expect(mail.subject).toBe(`Contact form: ${CONTACT_SUBJECTS[subject]}`);
        // Every tag in the HTML is one the layout wrote: none comes from the visitor.
        const tags = new Set([...mail.html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
        for (const tag of tags)
          expect(['html', 'head', 'meta', 'title', 'body', 'table', 'tr', 'td', 'h1', 'p', 'div', 'a', 'br']).toContain(tag);
        expect(mail.html).not.toMatch(/href="javascript:/i);
        expect(mail.text).toContain(`\u2068${message}\u2069`);
        expect(mail.text).toContain(`\u2068${name}\u2069`);
      }),
    );
  });

  it('sends the sender nothing they typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...subjects), (subject) => {
        const mail = contactAcknowledgementEmail(SITE, { subject });
        expect(mail.text).toContain(CONTACT_SUBJECTS[subject]);
      }),
    );
  });
});

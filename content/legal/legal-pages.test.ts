import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES } from './legal-schema';
import { loadLegalPages, parseLegalPage } from './load-legal-pages';

describe('content/legal', () => {
  const pages = loadLegalPages();

  it('has every page, each with valid front matter and real text', () => {
    expect(Object.keys(pages).sort()).toEqual([...LEGAL_PAGES].sort());
  });

  it('says in the privacy policy what issue 19 asks: what, why, how long, processors, rights and how', () => {
    const text = pages.privacy.markdown;
    for (const topic of ['account', 'purchases', 'progress', 'newsletter', 'Discussions', 'Contact messages', 'Server logs']) {
      expect(text, topic).toContain(topic);
    }
    for (const fact of ['Stripe', 'email provider', 'UK GDPR', 'Download my data', 'Delete account', '(/account)', '30 days']) {
      expect(text, fact).toContain(fact);
    }
  });

  it('states the 30-day self-service refund and what happens after it', () => {
    const text = pages['refund-policy'].markdown;
    expect(text).toContain('Within 30 days of your purchase');
    expect(text).toContain('Access to the course ends at once');
    expect(text).toContain('(/contact)');
    expect(pages.terms.markdown).toContain('Lifetime access');
    expect(pages.terms.markdown).toContain('Discussions: acceptable use');
  });

  it('refuses a page without front matter or with an unknown field', () => {
    expect(() => parseLegalPage('terms', 'no front matter')).toThrow(/content\/legal\/terms.md: must start with front matter/);
    const body = 'Text. '.repeat(50);
    expect(() => parseLegalPage('terms', `---\ntitle: Terms\ndescription: ${'d'.repeat(50)}\nupdated: 2026-11-23\nauthor: x\n---\n${body}`)).toThrow(
      /invalid front matter/,
    );
  });
});

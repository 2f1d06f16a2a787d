import { describe, expect, it } from 'vitest';
import { loadExchangeRates } from '../../content/exchange-rates/load-exchange-rates';
import { renderMarkdown } from '../blog/render-markdown';
import { conversionFactor, localizeAmounts, localizeHtmlAmounts, localizeStrings } from './localize-amounts';

// A round rate, so every expectation can be checked by hand: one dollar is 0.80 pounds, 0.90 euros.
const rates = { source: 'test', sourceUrl: 'https://example.com/rates', date: '2026-01-01', base: 'USD', rates: { GBP: 0.8, EUR: 0.9 } };
const gbp = { currency: 'GBP', rates };

describe('localizeAmounts', () => {
  it.each([
    ['$500', '£400'],
    ['$45/hour', '£36/hour'],
    ['$1,500 - $5,000/month', '£1,200 - £4,000/month'],
    ['$0–$1,000', '£0–£800'],
    ['$2k', '£2k'],
    ['$50K a year', '£40K a year'],
    ['$20K–$50K', '£16K–£40K'],
    ['$1.5M', '£1.2M'],
    ['$0.20 in model usage', '£0.16 in model usage'],
    ['$2.50 and $10 per', '£2.00 and £8 per'],
    ['$0.0002', '£0.0002'],
    ['$5,000+', '£4,000+'],
    ['$100-a-month maintenance', '£80-a-month maintenance'],
    ['$3,000 to $4,600/month', '£2,400 to £3,700/month'],
    ['around $20 a month', 'around £16 a month'],
    ['$0', '£0'],
  ])('%s → %s', (source, expected) => {
    expect(localizeAmounts(source, gbp)).toBe(expected);
  });

  it('rounds to two significant figures, never more precise than the figure written', () => {
    expect(localizeAmounts('$1,234', gbp)).toBe('£990'); // 987.2
    expect(localizeAmounts('$13,000 a year', gbp)).toBe('£10,000 a year'); // 10,400
    expect(localizeAmounts('$5K', gbp)).toBe('£4K'); // 4,000: no "£4.0K"
    expect(localizeAmounts('$7', gbp)).toBe('£6'); // 5.6, but the source names whole dollars
  });

  it('keeps a range a range when its two ends would round to one figure', () => {
    expect(localizeAmounts('$100–$104', gbp)).toBe('£80–£83');
    expect(localizeAmounts('$10–$12', gbp)).toBe('£8–£10');
  });

  it('writes the amounts of euros with the euro sign, and dollars left in words by name', () => {
    expect(localizeAmounts('$1,500 - $5,000/month', { currency: 'EUR', rates })).toBe('€1,400 - €4,500/month');
    expect(localizeAmounts('a few hundred dollars per client', gbp)).toBe('a few hundred pounds per client');
  });

  it('leaves web addresses and other dollars alone', () => {
    const text = 'See https://example.com/pricing?plan=$20&max=$50 or www.example.com/$5 for US$30 and A$40.';
    expect(localizeAmounts(text, gbp)).toBe(text);
  });

  it('returns the very text in US dollars', () => {
    const text = '$1,500 - $5,000/month, a few dollars a month';
    expect(localizeAmounts(text, { currency: 'USD', rates })).toBe(text);
  });

  it('converts at the rates file, dated and sourced (ECB reference rates, quoted per euro)', () => {
    const file = loadExchangeRates();
    expect(file.source).toMatch(/\S/);
    expect(conversionFactor('GBP', file)).toBeCloseTo(file.rates.GBP! / file.rates.USD!, 10);
    expect(localizeAmounts('$1,500 - $5,000/month', { currency: 'GBP' })).toMatch(/^£1,\d00 - £[34],\d00\/month$/);
  });

  it('refuses a rates file without the content currency, or with an unknown currency', () => {
    expect(() => loadExchangeRates({ ...rates, base: 'EUR', rates: { GBP: 0.8 } })).toThrow(/USD/);
    expect(() => localizeAmounts('$5', { currency: 'JPY', rates })).toThrow(/JPY/);
  });
});

describe('localizeHtmlAmounts', () => {
  it('converts the article text but not its code, its links or its ids', () => {
    const markdown = [
      '## What it costs: $20/month',
      '',
      'Plans cost about $20 a month; see [the $20 plan](https://example.com/plans/$20) and `$PRICE = $20`.',
      '',
      '```js',
      'const price = "$20"; // dollars',
      '```',
    ].join('\n');
    const html = localizeHtmlAmounts(renderMarkdown(markdown).html, gbp);
    expect(html).toContain('<h2 id="what-it-costs-20month">What it costs: £16/month</h2>');
    expect(html).toContain('Plans cost about £16 a month');
    expect(html).toContain('href="https://example.com/plans/$20"');
    expect(html).toContain('>the £16 plan<');
    expect(html).toContain('<code>$PRICE = $20</code>');
    expect(html).toContain('const price = &quot;$20&quot;; // dollars');
  });
});

describe('localizeStrings', () => {
  it('converts every prose string of loader data and keeps addresses and ids', () => {
    const data = {
      id: 'idea-$5',
      potentialRevenue: '$1,500 - $5,000/month',
      sections: [{ content: ['Charge $500 a month.'], count: 3, url: 'https://example.com/$500' }],
      isPremium: false,
    };
    expect(localizeStrings(data, gbp)).toEqual({
      id: 'idea-$5',
      potentialRevenue: '£1,200 - £4,000/month',
      sections: [{ content: ['Charge £400 a month.'], count: 3, url: 'https://example.com/$500' }],
      isPremium: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { faqGroupsSchema } from './faq-schema';
import { homeFaq } from './home-faq';
import groups from './home-faq.json';

describe('content/faq/home-faq.json', () => {
  it('meets the FAQ schema', () => {
    const result = faqGroupsSchema.safeParse(groups);
    expect(result.success, result.error?.message).toBe(true);
  });

  it('fills the price placeholder from the value given, leaving no brace behind', () => {
    const answers = homeFaq({ premiumPrice: '£9.99' }).flatMap((g) => g.items.map((i) => i.a));
    expect(answers.some((a) => a.includes('A single payment of £9.99 gives lifetime access'))).toBe(true);
    expect(answers.filter((a) => /[{}]/.test(a))).toEqual([]);
  });

  it('refuses an unknown placeholder and a typed price', () => {
    const item = (answer: string) => [{ title: 'About', items: [{ question: 'What does it cost?', answer }] }];
    expect(faqGroupsSchema.safeParse(item('A single payment of {price} gives lifetime access to everything.')).success).toBe(false);
    expect(faqGroupsSchema.safeParse(item('A single payment of £9.99 gives lifetime access to everything.')).success).toBe(false);
  });
});

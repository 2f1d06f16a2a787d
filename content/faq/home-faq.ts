import groups from './home-faq.json';

/**
 * The home page's questions and answers: content/faq/home-faq.json, checked by faq-schema.ts in home-faq.test.ts.
 * An answer may name a course fact as a placeholder (`{premiumPrice}`), filled from the course's stored price,
 * so no price is typed into the text.
 */
export interface FaqItem {
  q: string;
  a: string;
}

export interface FaqGroup {
  title: string;
  items: FaqItem[];
}

export const FAQ_PLACEHOLDERS = ['premiumPrice'] as const;
export type FaqValues = Record<(typeof FAQ_PLACEHOLDERS)[number], string>;

export function homeFaq(values: FaqValues): FaqGroup[] {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name as keyof FaqValues] ?? whole);
  return groups.map((group) => ({
    title: group.title,
    items: group.items.map((item) => ({ q: item.question, a: fill(item.answer) })),
  }));
}

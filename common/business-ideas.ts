/**
 * What both sides know about the business ideas page: the categories, the URL query of the page
 * (`?category=…&tab=premium&idea=…`), and the difficulty badge colours (spec 001 §2, §9).
 *
 * Client-safe: no idea text lives here. The ideas themselves are server-only (content/ideas/).
 */

export const IDEAS_PATH = '/business-ideas';

/** The eight real categories of spec 001 §2 ('All Categories' is the filter's "all", not a category). */
export const IDEA_CATEGORIES = [
  { name: 'Content & Marketing', slug: 'content-marketing' },
  { name: 'Automation & AI', slug: 'automation-ai' },
  { name: 'SaaS & Technology', slug: 'saas-technology' },
  { name: 'Finance & Investment', slug: 'finance-investment' },
  { name: 'Healthcare & Medical', slug: 'healthcare-medical' },
  { name: 'Legal & Compliance', slug: 'legal-compliance' },
  { name: 'Manufacturing & Industrial', slug: 'manufacturing-industrial' },
  { name: 'Education & Courses', slug: 'education-courses' },
] as const;

export type IdeaCategory = (typeof IDEA_CATEGORIES)[number]['name'];
export type IdeaCategorySlug = (typeof IDEA_CATEGORIES)[number]['slug'];

export const IDEA_CATEGORY_NAMES = IDEA_CATEGORIES.map((c) => c.name) as [IdeaCategory, ...IdeaCategory[]];

export const IDEA_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type IdeaDifficulty = (typeof IDEA_DIFFICULTIES)[number];

/** How long 'Copied!' shows after a prompt is copied (spec 001 §9). */
export const PROMPT_COPIED_MS = 2000;

export const IDEA_TABS = ['free', 'premium'] as const;
export type IdeaTab = (typeof IDEA_TABS)[number];

/** The page's state as it lives in the URL. `category: null` is 'All Categories'. */
export interface IdeasQuery {
  category: IdeaCategorySlug | null;
  tab: IdeaTab;
  /** The idea whose guide is open, if any. */
  idea: string | null;
}

export const DEFAULT_IDEAS_QUERY: IdeasQuery = { category: null, tab: 'free', idea: null };

const IDEA_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function categoryBySlug(slug: string | null | undefined) {
  return IDEA_CATEGORIES.find((c) => c.slug === slug) ?? null;
}

export function categoryByName(name: string) {
  return IDEA_CATEGORIES.find((c) => c.name === name) ?? null;
}

/** Reads the query leniently: anything unknown falls back to the default, so an old or mistyped link still opens the page. */
export function parseIdeasQuery(search: URLSearchParams | string): IdeasQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = categoryBySlug(params.get('category'))?.slug ?? null;
  const tab = params.get('tab') === 'premium' ? 'premium' : 'free';
  const idea = params.get('idea');
  return { category, tab, idea: idea && isIdeaId(idea) ? idea : null };
}

/** The page's URL for a state; defaults are left out, so the plain page is just `/business-ideas`. */
export function ideasHref(query: Partial<IdeasQuery>, hash?: string): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.tab === 'premium') params.set('tab', 'premium');
  if (query.idea) params.set('idea', query.idea);
  const search = params.toString();
  return `${IDEAS_PATH}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** An idea's guide page, a reading page of its own (`/business-ideas/<id>`). */
export function ideaGuidePath(ideaId: string): string {
  return `${IDEAS_PATH}/${ideaId}`;
}

/** An idea id as its guide's address may carry it (content/ideas/idea-schema.ts: kebab-case). */
export function isIdeaId(value: string): boolean {
  return value.length <= 100 && IDEA_ID.test(value);
}

/** Keeps the ideas of one category (by slug), or all of them for `null`. */
export function inCategory<T extends { category: string }>(ideas: readonly T[], slug: IdeaCategorySlug | null): T[] {
  if (!slug) return [...ideas];
  const name = categoryBySlug(slug)?.name;
  return ideas.filter((idea) => idea.category === name);
}

export interface IdeaCounts {
  free: number;
  premium: number;
}

/** Free and premium counts for 'All Categories' (key `all`) and for each category slug. */
export type IdeaCountTable = Record<'all' | IdeaCategorySlug, IdeaCounts>;

/** Spec 001 §9: green Beginner, yellow Intermediate, red Advanced, grey otherwise. */
export function difficultyTone(difficulty: string): 'green' | 'yellow' | 'red' | 'grey' {
  switch (difficulty) {
    case 'Beginner':
      return 'green';
    case 'Intermediate':
      return 'yellow';
    case 'Advanced':
      return 'red';
    default:
      return 'grey';
  }
}

/** "25+" for 25–29 ideas: the headline rounds down to a multiple of five, so the claim stays true as ideas are added. */
export function roundedCount(total: number): string {
  if (total < 10) return String(total);
  return `${Math.floor(total / 5) * 5}+`;
}

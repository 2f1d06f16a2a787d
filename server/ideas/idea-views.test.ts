import { describe, expect, it } from 'vitest';
import { difficultyTone, ideasHref, IDEA_CATEGORIES, inCategory, parseIdeasQuery, roundedCount } from '../../common/business-ideas';
import { ALL_IDEAS } from '../../content/ideas/load-ideas';
import { countIdeas, ideaCountTable, ideaView, ideaViews, LOCKED_IDEA_FIELDS } from './idea-views';

const premiumIdeas = ALL_IDEAS.filter((idea) => idea.isPremium);
const freeIdeas = ALL_IDEAS.filter((idea) => !idea.isPremium);
const visitor = { hasPremiumAccess: false };
const member = { hasPremiumAccess: true };

/** Tools that appear only in premium ideas: seeing one would reveal a premium tool list. */
const premiumOnlyTools = [...new Set(premiumIdeas.flatMap((i) => i.requiredTools))].filter(
  (tool) => !freeIdeas.some((i) => i.requiredTools.includes(tool)),
);

describe('idea views', () => {
  it('a visitor gets premium ideas without description, prompt or tools, not even empty ones', () => {
    const views = ideaViews(ALL_IDEAS, visitor);
    for (const view of views.filter((v) => v.isPremium)) {
      expect(view.locked).toBe(true);
      expect(Object.keys(view).sort()).toEqual([...LOCKED_IDEA_FIELDS, 'locked'].sort());
      expect(view).not.toHaveProperty('description');
      expect(view).not.toHaveProperty('aiPromptTemplate');
      expect(view).not.toHaveProperty('requiredTools');
    }
  });

  it('no premium idea text is anywhere in what a visitor is sent', () => {
    const sent = JSON.stringify(ideaViews(ALL_IDEAS, visitor));
    for (const idea of premiumIdeas) {
      expect(sent).not.toContain(idea.description);
      expect(sent).not.toContain(idea.aiPromptTemplate);
      // Shorter slices too, in case a view ever sent a truncated preview.
      expect(sent).not.toContain(idea.description.slice(0, 60));
      expect(sent).not.toContain(idea.aiPromptTemplate.slice(0, 60));
    }
    expect(premiumOnlyTools.length).toBeGreaterThan(0);
    for (const tool of premiumOnlyTools) expect(sent).not.toContain(JSON.stringify(tool));
  });

  it('a visitor gets free ideas complete', () => {
    for (const idea of freeIdeas) {
      expect(ideaView(idea, visitor)).toEqual({ ...idea, locked: false });
    }
  });

  it('a premium member gets every idea complete', () => {
    const views = ideaViews(ALL_IDEAS, member);
    expect(views).toEqual(ALL_IDEAS.map((idea) => ({ ...idea, locked: false })));
  });

  it('views do not share arrays with the content', () => {
    const idea = freeIdeas[0]!;
    const view = ideaView(idea, visitor);
    expect(view.locked === false && view.requiredTools).not.toBe(idea.requiredTools);
  });
});

describe('idea counts', () => {
  it('counts free and premium ideas from the data', () => {
    expect(countIdeas(ALL_IDEAS)).toEqual({ free: freeIdeas.length, premium: premiumIdeas.length });
  });

  it('per-category counts follow the filter and add up to the totals', () => {
    const table = ideaCountTable(ALL_IDEAS);
    expect(table.all).toEqual({ free: freeIdeas.length, premium: premiumIdeas.length });
    let free = 0;
    let premium = 0;
    for (const category of IDEA_CATEGORIES) {
      const inIt = inCategory(ALL_IDEAS, category.slug);
      expect(inIt.length).toBeGreaterThan(0);
      expect(table[category.slug]).toEqual({
        free: inIt.filter((i) => !i.isPremium).length,
        premium: inIt.filter((i) => i.isPremium).length,
      });
      free += table[category.slug].free;
      premium += table[category.slug].premium;
    }
    expect({ free, premium }).toEqual(table.all);
  });

  it("counts are the same whether computed from ideas or from a visitor's views", () => {
    expect(ideaCountTable(ideaViews(ALL_IDEAS, visitor))).toEqual(ideaCountTable(ALL_IDEAS));
  });

  it('an empty list counts zero everywhere', () => {
    const table = ideaCountTable([]);
    expect(Object.values(table).every((c) => c.free === 0 && c.premium === 0)).toBe(true);
  });
});

describe('the page query', () => {
  it('reads category, tab and idea, and falls back to the defaults', () => {
    expect(parseIdeasQuery('')).toEqual({ category: null, tab: 'free', idea: null });
    expect(parseIdeasQuery('?category=legal-compliance&tab=premium&idea=law-firm-intake-automation')).toEqual({
      category: 'legal-compliance',
      tab: 'premium',
      idea: 'law-firm-intake-automation',
    });
    expect(parseIdeasQuery('?category=Legal%20%26%20Compliance&tab=gold&idea=%3Cscript%3E')).toEqual({
      category: null,
      tab: 'free',
      idea: null,
    });
  });

  it('builds links that leave the defaults out and read back the same', () => {
    expect(ideasHref({})).toBe('/business-ideas');
    expect(ideasHref({ category: null, tab: 'free' }, 'ideas')).toBe('/business-ideas#ideas');
    const query = { category: 'automation-ai', tab: 'premium', idea: 'ai-voice-receptionist' } as const;
    const href = ideasHref(query);
    expect(href).toBe('/business-ideas?category=automation-ai&tab=premium&idea=ai-voice-receptionist');
    expect(parseIdeasQuery(new URL(href, 'http://x').search)).toEqual(query);
  });

  it('colours difficulty badges as specified', () => {
    expect(difficultyTone('Beginner')).toBe('green');
    expect(difficultyTone('Intermediate')).toBe('yellow');
    expect(difficultyTone('Advanced')).toBe('red');
    expect(difficultyTone('Expert')).toBe('grey');
  });

  it('rounds the headline count down to a true claim', () => {
    expect(roundedCount(25)).toBe('25+');
    expect(roundedCount(26)).toBe('25+');
    expect(roundedCount(31)).toBe('30+');
    expect(roundedCount(7)).toBe('7');
  });
});

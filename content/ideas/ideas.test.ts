import { describe, expect, it } from 'vitest';
import { IDEA_CATEGORIES } from '../../common/business-ideas';
import { ideaSchema, MIN_PROMPT_CHARS, PLACEHOLDER_PATTERN, REVENUE_PATTERN, type IdeaInput } from './idea-schema';
import { ALL_IDEAS, readIdeaFiles, validateIdeas } from './load-ideas';

const IDEAS = readIdeaFiles().map((file) => file.data as IdeaInput);
/** Ideas as files in page order, named as the loader expects. */
const asFiles = (ideas: readonly unknown[]) =>
  ideas.map((data, index) => ({ file: `${String(index + 1).padStart(2, '0')}-${(data as IdeaInput).id}.yaml`, data }));

const free = ALL_IDEAS.filter((idea) => !idea.isPremium);
const premium = ALL_IDEAS.filter((idea) => idea.isPremium);

describe('business ideas content', () => {
  it('every idea passes the schema', () => {
    for (const idea of IDEAS) {
      const parsed = ideaSchema.safeParse(idea);
      expect(parsed.success, `${idea.id}: ${parsed.error?.message}`).toBe(true);
    }
    expect(ALL_IDEAS).toHaveLength(IDEAS.length);
  });

  it('has at least 25 ideas: at least 12 free (the page says so) and at least 13 premium', () => {
    expect(ALL_IDEAS.length).toBeGreaterThanOrEqual(25);
    expect(free.length).toBeGreaterThanOrEqual(12);
    expect(premium.length).toBeGreaterThanOrEqual(13);
  });

  it('ids and titles are unique', () => {
    expect(new Set(ALL_IDEAS.map((i) => i.id)).size).toBe(ALL_IDEAS.length);
    expect(new Set(ALL_IDEAS.map((i) => i.title.toLowerCase())).size).toBe(ALL_IDEAS.length);
  });

  it('uses all eight categories, each with free and premium ideas', () => {
    for (const category of IDEA_CATEGORIES) {
      expect(free.some((i) => i.category === category.name), `free idea in ${category.name}`).toBe(true);
      expect(premium.some((i) => i.category === category.name), `premium idea in ${category.name}`).toBe(true);
    }
  });

  it('lists the free ideas first, as the page shows them', () => {
    const firstPremium = ALL_IDEAS.findIndex((i) => i.isPremium);
    expect(ALL_IDEAS.slice(firstPremium).every((i) => i.isPremium)).toBe(true);
  });

  it('prompts are substantial, different from each other and ask for the reader\'s details', () => {
    const openings = new Set<string>();
    for (const idea of ALL_IDEAS) {
      const prompt = idea.aiPromptTemplate;
      expect(prompt.length, idea.id).toBeGreaterThanOrEqual(MIN_PROMPT_CHARS);
      expect(prompt.split(/\s+/).length, idea.id).toBeGreaterThanOrEqual(200);
      expect(new Set(prompt.match(PLACEHOLDER_PATTERN)).size, idea.id).toBeGreaterThanOrEqual(4);
      // A numbered list of deliverables: the plan the assistant must produce.
      expect(prompt.match(/^\d+\. /gm)?.length ?? 0, idea.id).toBeGreaterThanOrEqual(6);
      // Every bracket is a placeholder in capitals, so the reader can spot what to replace.
      expect(prompt.match(/\[[^\]]*\]/g), idea.id).toEqual(prompt.match(PLACEHOLDER_PATTERN));
      openings.add(prompt.slice(0, 80));
    }
    expect(openings.size).toBe(ALL_IDEAS.length);
  });

  it('regulated areas state the limits: qualified professionals and privacy rules', () => {
    for (const idea of ALL_IDEAS.filter((i) => ['Healthcare & Medical', 'Legal & Compliance', 'Finance & Investment'].includes(i.category))) {
      const text = `${idea.description} ${idea.aiPromptTemplate}`;
      expect(text, idea.id).toMatch(/qualified|authorised|registered|regulat|lawyer|solicitor|clinician|accountant/i);
    }
    for (const idea of ALL_IDEAS.filter((i) => i.category === 'Healthcare & Medical')) {
      expect(`${idea.description} ${idea.aiPromptTemplate}`, idea.id).toMatch(/HIPAA|GDPR|patient information|patient-identifiable|data-protection/i);
    }
  });

  it('revenue ranges read as dollars per month and time to start as weeks', () => {
    for (const idea of ALL_IDEAS) {
      expect(idea.potentialRevenue, idea.id).toMatch(REVENUE_PATTERN);
      expect(idea.timeToStart, idea.id).toMatch(/^\d+-\d+ weeks$/);
    }
  });
});

describe('validateIdeas', () => {
  const sample = IDEAS[0] as IdeaInput;

  it('rejects a repeated id', () => {
    expect(() => validateIdeas(asFiles([sample, { ...sample, title: 'Another title for the same id' }]))).toThrow(/Duplicate business idea id/);
  });

  it('names the idea whose content is invalid', () => {
    expect(() => validateIdeas(asFiles([{ ...sample, difficulty: 'Easy' }]))).toThrow(new RegExp(`id: ${sample.id}`));
    expect(() => validateIdeas(asFiles([{ ...sample, potentialRevenue: '$5,000 - $1,500/month' }]))).toThrow(/low end/);
    expect(() => validateIdeas(asFiles([{ ...sample, aiPromptTemplate: 'Write me a business plan.' }]))).toThrow(/substantial/);
    expect(() => validateIdeas(asFiles([{ ...sample, category: 'All Categories' }]))).toThrow(/category/);
    expect(() => validateIdeas(asFiles([{ ...sample, extra: true }]))).toThrow();
  });

  it('refuses a file whose name does not match the idea it holds', () => {
    expect(() => validateIdeas([{ file: `01-another-name.yaml`, data: sample }])).toThrow(/file name must be <NN>-/);
  });
});

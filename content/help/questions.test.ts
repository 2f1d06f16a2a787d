import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  blogSlugOf,
  countSentences,
  HELP_CATEGORIES,
  HELP_LINK_PATHS,
  MAX_ANSWER_SENTENCES,
  MIN_ANSWER_SENTENCES,
  type HelpQuestionInput,
} from './help-schema';
import { HelpContentError, listBlogSlugs, loadHelpQuestions, readHelpQuestionsFile } from './load-questions';

const HELP_QUESTIONS = readHelpQuestionsFile() as unknown[];

const questions = loadHelpQuestions();
const blogDir = fileURLToPath(new URL('../blog/', import.meta.url));

/** A valid entry to derive broken ones from. */
function entry(overrides: Partial<Record<keyof HelpQuestionInput | 'helpful', unknown>> = {}): Record<string, unknown> {
  return {
    id: 'sample-question',
    question: 'Is this a sample question?',
    answer: 'It is a sample answer for the tests. It has two sentences.',
    category: 'Getting Started',
    relatedLinks: [{ text: 'The free course', url: '/course/free' }],
    ...overrides,
  };
}

function load(...data: Record<string, unknown>[]) {
  return loadHelpQuestions({ data, blogSlugs: ['known-article'] });
}

describe('help questions content', () => {
  it('has exactly 20 questions (spec 001 §9)', () => {
    expect(questions).toHaveLength(20);
    expect(HELP_QUESTIONS).toHaveLength(20);
  });

  it('has unique ids and question texts', () => {
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.question.toLowerCase())).size).toBe(questions.length);
  });

  it('covers most of the spec categories', () => {
    const used = new Set(questions.map((q) => q.category));
    expect(used.size).toBeGreaterThanOrEqual(Math.ceil(HELP_CATEGORIES.length / 2) + 1);
  });

  it('flags 4–6 questions as trending', () => {
    const trending = questions.filter((q) => q.trending);
    expect(trending.length).toBeGreaterThanOrEqual(4);
    expect(trending.length).toBeLessThanOrEqual(6);
  });

  it('answers every question in 2–5 sentences', () => {
    for (const q of questions) {
      const sentences = q.answer.reduce((sum, paragraph) => sum + countSentences(paragraph), 0);
      expect(sentences, q.id).toBeGreaterThanOrEqual(MIN_ANSWER_SENTENCES);
      expect(sentences, q.id).toBeLessThanOrEqual(MAX_ANSWER_SENTENCES);
    }
  });

  it('links only to pages of this site, and every blog link opens an existing article', () => {
    for (const q of questions) {
      for (const link of q.relatedLinks) {
        const slug = blogSlugOf(link.url);
        if (slug === undefined) {
          expect(HELP_LINK_PATHS as readonly string[], `${q.id}: ${link.url}`).toContain(link.url);
        } else {
          expect(existsSync(path.join(blogDir, `${slug}.md`)), `${q.id}: ${link.url}`).toBe(true);
        }
      }
    }
  });

  it('carries no helpful counts or other invented numbers of votes', () => {
    for (const q of questions) expect(Object.keys(q)).not.toContain('helpful');
  });

  it('promises no income', () => {
    const promise = /\b(guaranteed income|you will earn|passive income for life|get rich)\b/i;
    for (const q of questions) expect(q.answer.join(' '), q.id).not.toMatch(promise);
  });

  it('lists the blog slugs from the file names of content/blog', () => {
    const slugs = listBlogSlugs(blogDir);
    expect(slugs).toContain('ai-business-startup-costs');
    expect(slugs.every((slug) => !slug.endsWith('.md'))).toBe(true);
  });
});

describe('help question validation', () => {
  it('accepts a valid entry and turns a single-string answer into paragraphs', () => {
    const [q] = load(entry());
    expect(q?.answer).toEqual(['It is a sample answer for the tests. It has two sentences.']);
  });

  it('accepts an answer written as a list of paragraphs', () => {
    expect(() => load(entry({ answer: ['First paragraph, one sentence.', 'Second paragraph, one more sentence.'] }))).not.toThrow();
  });

  it('refuses a helpful count (sample data, DESIGN §7.6) and unknown fields', () => {
    expect(() => load(entry({ helpful: 42 }))).toThrow(HelpContentError);
    expect(() => load(entry({ tags: ['x'] } as never))).toThrow(HelpContentError);
  });

  it('refuses ids that are not kebab-case', () => {
    for (const id of ['Sample', 'sample_question', 'sample--question', '-sample', '']) {
      expect(() => load(entry({ id })), id).toThrow(HelpContentError);
    }
  });

  it('refuses duplicate ids and duplicate questions', () => {
    expect(() => load(entry(), entry({ question: 'Is this another question?' }))).toThrow(/used twice/);
    expect(() => load(entry(), entry({ id: 'other-id' }))).toThrow(/asked twice/);
  });

  it('refuses answers shorter than 2 or longer than 5 sentences', () => {
    expect(() => load(entry({ answer: 'Only one sentence here, which is not enough.' }))).toThrow(/2–5 sentences/);
    const six = 'This is a sentence of the answer. '.repeat(6).trim();
    expect(() => load(entry({ answer: six }))).toThrow(/2–5 sentences/);
  });

  it('refuses a category outside the spec list', () => {
    expect(() => load(entry({ category: 'Crypto' }))).toThrow(HelpContentError);
  });

  it('refuses links outside the site and to unknown pages', () => {
    for (const url of ['https://example.com', '/help-center', '/blog/', '/blog/Not-A-Slug', '//evil.example/blog']) {
      expect(() => load(entry({ relatedLinks: [{ text: 'A link', url }] })), url).toThrow(HelpContentError);
    }
  });

  it('refuses a link to a blog article that does not exist', () => {
    expect(() => load(entry({ relatedLinks: [{ text: 'Known', url: '/blog/known-article' }] }))).not.toThrow();
    expect(() => load(entry({ relatedLinks: [{ text: 'Missing', url: '/blog/missing-article' }] }))).toThrow(
      /no article content\/blog\/missing-article\.md/,
    );
  });

  it('refuses questions without a question mark; an answer may stand without related links (issue 41)', () => {
    expect(() => load(entry({ question: 'This is not a question' }))).toThrow(HelpContentError);
    expect(() => load(entry({ relatedLinks: [] }))).not.toThrow();
  });
});

describe('countSentences', () => {
  it('counts sentence ends, not full stops inside numbers', () => {
    expect(countSentences('It costs £9.99 once. Plans start around $20 a month!')).toBe(2);
    expect(countSentences('Is it safe? Only if the terms allow it.')).toBe(2);
    expect(countSentences("Don't call it an 'AI expert'.")).toBe(1);
    expect(countSentences('')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addHelpfulVote,
  ALL_CATEGORIES,
  categoryChips,
  filterByCategory,
  filterShowing,
  mostAskedQuestions,
  MOST_ASKED_LIMIT,
  parseHelpfulVotes,
  questionElementIds,
} from './help-questions-state';

const questions = [
  { id: 'a', category: 'Getting Started', trending: true },
  { id: 'b', category: 'AI Tools' },
  { id: 'c', category: 'Getting Started', trending: false },
  { id: 'd', category: 'Pricing Strategy', trending: true },
  { id: 'e', category: 'AI Tools', trending: true },
  { id: 'f', category: 'Risk Management', trending: true },
  { id: 'g', category: 'Risk Management', trending: true },
];

describe('categoryChips', () => {
  it("is 'All' then each distinct category in order of first appearance", () => {
    expect(categoryChips(questions)).toEqual([ALL_CATEGORIES, 'Getting Started', 'AI Tools', 'Pricing Strategy', 'Risk Management']);
  });

  it("is just 'All' without questions", () => {
    expect(categoryChips([])).toEqual([ALL_CATEGORIES]);
  });
});

describe('filterByCategory', () => {
  it("returns every question for 'All'", () => {
    expect(filterByCategory(questions, ALL_CATEGORIES).map((q) => q.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('returns the questions of one category, in order', () => {
    expect(filterByCategory(questions, 'AI Tools').map((q) => q.id)).toEqual(['b', 'e']);
    expect(filterByCategory(questions, 'Unknown')).toEqual([]);
  });
});

describe('mostAskedQuestions', () => {
  it(`lists at most ${MOST_ASKED_LIMIT} trending questions, in order`, () => {
    expect(MOST_ASKED_LIMIT).toBe(4);
    expect(mostAskedQuestions(questions).map((q) => q.id)).toEqual(['a', 'd', 'e', 'f']);
  });

  it('lists fewer when fewer are trending, and none for a zero limit', () => {
    expect(mostAskedQuestions(questions.slice(0, 3)).map((q) => q.id)).toEqual(['a']);
    expect(mostAskedQuestions(questions, 0)).toEqual([]);
  });
});

describe('filterShowing', () => {
  it('keeps a filter that already shows the question', () => {
    expect(filterShowing(ALL_CATEGORIES, { category: 'AI Tools' })).toBe(ALL_CATEGORIES);
    expect(filterShowing('AI Tools', { category: 'AI Tools' })).toBe('AI Tools');
  });

  it("switches to 'All' when the filter hides the question", () => {
    expect(filterShowing('Pricing Strategy', { category: 'AI Tools' })).toBe(ALL_CATEGORIES);
  });
});

describe('helpful votes', () => {
  it('records one vote per question', () => {
    const once = addHelpfulVote([], 'a');
    expect(once).toEqual(['a']);
    expect(addHelpfulVote(once, 'a')).toBe(once);
    expect(addHelpfulVote(once, 'b')).toEqual(['a', 'b']);
  });

  it('reads stored votes defensively', () => {
    const known = new Set(['a', 'b']);
    expect(parseHelpfulVotes(null, known)).toEqual([]);
    expect(parseHelpfulVotes('not json', known)).toEqual([]);
    expect(parseHelpfulVotes('{"a":1}', known)).toEqual([]);
    expect(parseHelpfulVotes('["a","a","zzz",3,"b"]', known)).toEqual(['a', 'b']);
  });
});

describe('questionElementIds', () => {
  it('derives the item, trigger and answer ids from the prefix and question id', () => {
    expect(questionElementIds('help-question', 'first-30-days')).toEqual({
      item: 'help-question-first-30-days',
      trigger: 'help-question-first-30-days-question',
      answer: 'help-question-first-30-days-answer',
    });
  });
});

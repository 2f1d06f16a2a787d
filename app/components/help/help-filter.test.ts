import { describe, expect, it } from 'vitest';
import { groupByTopic, queryWords, topicId } from './help-filter';

const q = (id: string, category: string, question: string, answer = 'An answer.') => ({ id, category, question, answer: [answer] });
const QUESTIONS = [
  q('a', 'Getting Started', 'How do I start?', 'Start with the free course.'),
  q('b', 'Pricing Strategy', 'How should I price my work?', 'Charge for results.'),
  q('c', 'Getting Started', 'Do I need to code?', 'No, Zapier and Make are drag-and-drop.'),
];

describe('the Help Center filter', () => {
  it('groups by topic in order of first appearance, and keeps every question without a query', () => {
    expect(groupByTopic(QUESTIONS).map((g) => [g.topic, g.questions.map((x) => x.id)])).toEqual([
      ['Getting Started', ['a', 'c']],
      ['Pricing Strategy', ['b']],
    ]);
  });

  it('keeps questions whose question, answer or topic has every word, ignoring case and accents', () => {
    expect(groupByTopic(QUESTIONS, 'ZAPIER make').flatMap((g) => g.questions.map((x) => x.id))).toEqual(['c']);
    expect(groupByTopic(QUESTIONS, 'prícing').flatMap((g) => g.questions.map((x) => x.id))).toEqual(['b']);
    expect(groupByTopic(QUESTIONS, 'nothing-matches')).toEqual([]);
  });

  it('makes ids from topics and bounds the query', () => {
    expect(topicId('Investment & Costs')).toBe('topic-investment-costs');
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

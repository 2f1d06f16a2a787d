// The Help Center's filter (issue 15), the same in the loader (a ?q= link, or the form sent without
// JavaScript) and in the browser (as the visitor types). No content imports: the questions come from the loader.

interface Searchable {
  question: string;
  answer: readonly string[];
  category: string;
}

/** Lower-case words of a query, accents folded, at most 8 of them. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean).slice(0, 8);
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether every word of the query is in the question, its answer or its topic. */
export function matchesQuery(question: Searchable, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = fold(`${question.question} ${question.answer.join(' ')} ${question.category}`);
  return words.every((word) => text.includes(word));
}

/** The questions grouped by topic, in the order topics first appear, keeping only those that match. */
export function groupByTopic<Q extends Searchable>(questions: readonly Q[], query = ''): { topic: string; questions: Q[] }[] {
  const words = queryWords(query);
  const groups = new Map<string, Q[]>();
  for (const question of questions) {
    if (!matchesQuery(question, words)) continue;
    const group = groups.get(question.category) ?? [];
    group.push(question);
    groups.set(question.category, group);
  }
  return [...groups].map(([topic, list]) => ({ topic, questions: list }));
}

/** An element id for a topic's heading ('Investment & Costs' → 'topic-investment-costs'). */
export function topicId(topic: string): string {
  return `topic-${fold(topic)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

// Pure logic of the help-question widget (help-questions.tsx): category chips, filtering,
// 'Most Asked This Week' and the session's helpful votes. No React, no content imports, so the
// browser bundle gets only this code and the questions the loader sends.

/** The chip that shows every category (spec 001 §4: the default filter). */
export const ALL_CATEGORIES = 'All';

/** 'Most Asked This Week' shows at most this many trending questions (spec 001 §9). */
export const MOST_ASKED_LIMIT = 4;

/** sessionStorage key of the ids the visitor marked helpful in this browser session. */
export const HELPFUL_VOTES_KEY = 'help-questions:helpful';

type Categorised = { category: string };
type Flagged = { trending?: boolean | undefined };

/** 'All' followed by each distinct category of the questions, in order of first appearance. */
export function categoryChips(questions: readonly Categorised[]): string[] {
  return [ALL_CATEGORIES, ...new Set(questions.map((question) => question.category))];
}

/** The questions the chip `filter` selects ('All' selects every one). */
export function filterByCategory<Q extends Categorised>(questions: readonly Q[], filter: string): Q[] {
  return filter === ALL_CATEGORIES ? [...questions] : questions.filter((question) => question.category === filter);
}

/** The first `limit` trending questions, in authored order. */
export function mostAskedQuestions<Q extends Flagged>(questions: readonly Q[], limit: number = MOST_ASKED_LIMIT): Q[] {
  return questions.filter((question) => question.trending === true).slice(0, Math.max(0, limit));
}

/**
 * The filter to use when a question is opened from 'Most Asked This Week': the current one if it
 * shows that question, otherwise 'All', so the opened question is always in the list.
 */
export function filterShowing(filter: string, question: Categorised): string {
  return filter === ALL_CATEGORIES || filter === question.category ? filter : ALL_CATEGORIES;
}

/** The votes after marking `id` helpful: one vote per question, so a repeated vote changes nothing. */
export function addHelpfulVote(votes: readonly string[], id: string): readonly string[] {
  return votes.includes(id) ? votes : [...votes, id];
}

/** Votes read back from storage: a JSON array of ids, keeping only ids of known questions. */
export function parseHelpfulVotes(raw: string | null, knownIds: ReadonlySet<string>): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && knownIds.has(id)))];
  } catch {
    return [];
  }
}

/** Element ids of one question's parts, so links and ARIA relations can point at them. */
export function questionElementIds(prefix: string, questionId: string) {
  const item = `${prefix}-${questionId}`;
  return { item, trigger: `${item}-question`, answer: `${item}-answer` };
}

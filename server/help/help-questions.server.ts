import { loadHelpQuestions } from '../../content/help/load-questions';
import { localizeStrings } from '../money/localize-amounts.server';
import type { HelpQuestion } from '../../content/help/help-schema';

export type { HelpQuestion } from '../../content/help/help-schema';

export interface GetHelpQuestionsOptions {
  /**
   * The page's currency (visitorCurrency): the answers' amounts, written in dollars, come converted into it.
   * Default: as written (the search index).
   */
  currency?: string;
}

let cached: readonly HelpQuestion[] | undefined;
const localized = new Map<string, readonly HelpQuestion[]>();

/**
 * The help questions for a loader (e.g. the home page's, passed to <HelpQuestions questions={...} />).
 * Validated on first use (a content error throws here, naming the question) and kept in memory, once per
 * currency: the questions are static content that changes only with a deploy.
 */
export function getHelpQuestions({ currency }: GetHelpQuestionsOptions = {}): readonly HelpQuestion[] {
  cached ??= Object.freeze(loadHelpQuestions());
  if (!currency) return cached;
  let questions = localized.get(currency);
  if (!questions) {
    questions = Object.freeze(localizeStrings([...cached], { currency }));
    localized.set(currency, questions);
  }
  return questions;
}

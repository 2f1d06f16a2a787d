import { loadHelpQuestions } from '../../content/help/load-questions';
import type { HelpQuestion } from '../../content/help/help-schema';

export type { HelpQuestion } from '../../content/help/help-schema';

let cached: readonly HelpQuestion[] | undefined;

/**
 * The help questions for a loader (e.g. the home page's, passed to <HelpQuestions questions={...} />).
 * Validated on first use (a content error throws here, naming the question) and kept in memory:
 * the questions are static content that changes only with a deploy.
 */
export function getHelpQuestions(): readonly HelpQuestion[] {
  cached ??= Object.freeze(loadHelpQuestions());
  return cached;
}

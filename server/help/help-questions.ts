import { contentSlot } from '../../content/content-slot';
import { loadHelpQuestions } from '../../content/help/load-questions';
import { conversionFactor, localizeStrings } from '../money/localize-amounts';
import type { HelpQuestion } from '../../content/help/help-schema';

export type { HelpQuestion } from '../../content/help/help-schema';

export interface GetHelpQuestionsOptions {
  /**
   * The page's currency (visitorCurrency): the answers' amounts, written in dollars, come converted into it.
   * Default: as written (the search index).
   */
  currency?: string;
}

/** The questions and their converted copies per currency, replaced together when the questions change. */
interface HelpCollection {
  questions: readonly HelpQuestion[];
  localized: Map<string, readonly HelpQuestion[]>;
}

const helpSlot = contentSlot<HelpCollection>('help', () => ({ questions: Object.freeze(loadHelpQuestions()), localized: new Map() }));

/**
 * The help questions for a loader (e.g. the home page's, passed to <HelpQuestions questions={...} />), in their
 * order: once the site runs, the published rows of `content_items` (server/content-store/); before that, the
 * file (validated on first use: a content error throws here, naming the question). Kept in memory, converted
 * once per currency, until the questions change.
 */
export function getHelpQuestions({ currency }: GetHelpQuestionsOptions = {}): readonly HelpQuestion[] {
  const { questions, localized } = helpSlot.get();
  if (!currency) return questions;
  // Keyed by the rate too: the owner's new rate (settings) converts them afresh.
  const key = `${currency}:${conversionFactor(currency)}`;
  let converted = localized.get(key);
  if (!converted) {
    converted = Object.freeze(localizeStrings([...questions], { currency }));
    localized.set(key, converted);
  }
  return converted;
}

/** Installs the questions the site shows from now on, in their order (the content store's swap point). */
export function replaceHelpQuestions(questions: readonly HelpQuestion[]): void {
  helpSlot.set({ questions: Object.freeze([...questions]), localized: new Map() });
}

/**
 * The lesson reader's progress rules (spec 000 §4), as pure functions shared by the server, which
 * stores and enforces them, and the page, which shows what they allow.
 */
export const THRESHOLDS = {
  /** The knowledge check shows from here; 'Take Knowledge Check' sets exactly this. */
  quiz: 80,
  /** Answering the quiz sets at least this; the action item and key takeaways show from here. */
  action: 90,
  /** The money-making tip shows from here (or once complete). */
  tip: 70,
  /** The success story shows from here (or once complete). */
  story: 80,
  complete: 100,
} as const;

export interface ProgressState {
  /** Sections revealed, 1 to sectionCount. */
  sectionsRevealed: number;
  quizOpened: boolean;
  /**
   * The current attempt's answers: for each question in the lesson's order, the index of the chosen option in the
   * lesson's order; null before the first answer and after 'Retake'.
   */
  quizAnswers: readonly number[] | null;
  /** The current attempt's order of questions and choices (common/quiz-order.ts); a retake draws a new one. */
  quizSeed: number;
  /** The best score of any attempt, 0–100 (percent of the check answered correctly); null before the first. */
  quizBestScore: number | null;
  /** An attempt reached the course's pass mark; only then may the lesson be completed (issue 26). */
  quizPassed: boolean;
  actionDone: boolean;
  completed: boolean;
}

/** What applying an answer needs to know about the knowledge check. */
export interface KnowledgeCheck {
  /** For each question, in the lesson's order, the zero-based index of its right option. */
  correct: readonly number[];
  /** The course's pass mark, a share of the questions (0.7 = 70 %). */
  passMark: number;
}

/** Percent of the check's questions answered correctly, rounded to a whole number. */
export function quizScore(answers: readonly number[], check: KnowledgeCheck): number {
  const right = check.correct.filter((correct, i) => answers[i] === correct).length;
  return Math.round((right * 100) / check.correct.length);
}

/** Whether a score reaches the pass mark (compared in whole percent: 0.7 × 100 is 70.00000000000001). */
export function reachesPassMark(score: number, passMark: number): boolean {
  return score >= Math.round(passMark * 100);
}

export const INITIAL_PROGRESS: ProgressState = {
  sectionsRevealed: 1,
  quizOpened: false,
  quizAnswers: null,
  quizSeed: 0,
  quizBestScore: null,
  quizPassed: false,
  actionDone: false,
  completed: false,
};

export type ProgressEvent =
  /** 'Continue Reading' under section `section` (0-based): reveals the next one. */
  | { type: 'continue'; section: number }
  /** 'Take Knowledge Check' under the last section; the server draws the first attempt's order (`seed`). */
  | { type: 'open-quiz'; seed?: number }
  /** Every question answered, as the lesson orders questions and options (the server maps the page's positions). */
  | { type: 'answer-quiz'; answers: readonly number[] }
  /** 'Retake the knowledge check' after a failed attempt: clears the answers, keeps the best score, a new order. */
  | { type: 'retake-quiz'; seed?: number }
  /** "I've completed the assessment". */
  | { type: 'complete-action' }
  /** 'Complete Lesson'. */
  | { type: 'complete' };

export type ApplyResult = { ok: true; state: ProgressState; changed: boolean } | { ok: false; message: string };

/** Percent complete, 0–100, derived from the state (never stored, so it cannot drift from it). */
export function progressPercent(state: ProgressState, sectionCount: number): number {
  if (state.completed) return THRESHOLDS.complete;
  // Once answered, a retake does not move progress back: the action item stays open meanwhile.
  if (state.quizAnswers !== null || state.quizBestScore !== null) return THRESHOLDS.action;
  if (state.quizOpened) return THRESHOLDS.quiz;
  // 'Continue Reading' on section k sets at least (k+1)/n × 80; k = revealed − 2 is the last one pressed.
  // Rounded up (in integer arithmetic), so the whole percentage is never below that bound.
  return Math.ceil(((state.sectionsRevealed - 1) * THRESHOLDS.quiz) / sectionCount);
}

/** What the reader shows for a state: the thresholds of spec 000 §4 in one place. */
/** `ownsPremium`: the reader already bought the premium course, so nothing invites them to buy it (issue 18). */
export function visibleParts(state: ProgressState, sectionCount: number, isPremium: boolean, ownsPremium = false) {
  const percent = progressPercent(state, sectionCount);
  return {
    percent,
    quiz: percent >= THRESHOLDS.quiz,
    actionItem: percent >= THRESHOLDS.action,
    keyTakeaways: percent >= THRESHOLDS.action,
    moneyMakingTip: percent >= THRESHOLDS.tip || state.completed,
    successStory: percent >= THRESHOLDS.story || state.completed,
    completeButton: state.actionDone && state.quizPassed && !state.completed,
    /** A failed attempt is on screen: the learner may try again (issue 26). */
    retakeButton: state.quizAnswers !== null && !state.quizPassed,
    upsellBanner: !isPremium && !ownsPremium && state.completed,
    premiumLockPanel: isPremium && !state.completed,
    prevNext: state.completed,
  };
}

/**
 * Applies one reader event. Progress only moves forward: repeating a step already taken changes
 * nothing (and is not an error), a step out of order is refused, and each attempt at the quiz is answered
 * once. A failed attempt may be retaken; the lesson completes only once an attempt reaches the pass mark.
 */
export function applyProgressEvent(state: ProgressState, event: ProgressEvent, sectionCount: number, check: KnowledgeCheck): ApplyResult {
  const unchanged = { ok: true as const, state, changed: false };
  switch (event.type) {
    case 'continue': {
      const { section } = event;
      if (!Number.isInteger(section) || section < 0 || section >= sectionCount - 1) {
        return { ok: false, message: 'There is no section after this one.' };
      }
      if (section >= state.sectionsRevealed) return { ok: false, message: 'Read the earlier sections first.' };
      if (section + 2 <= state.sectionsRevealed) return unchanged;
      return { ok: true, state: { ...state, sectionsRevealed: section + 2 }, changed: true };
    }
    case 'open-quiz': {
      if (state.sectionsRevealed < sectionCount) return { ok: false, message: 'Read every section before the knowledge check.' };
      if (state.quizOpened) return unchanged;
      return { ok: true, state: { ...state, quizOpened: true, quizSeed: event.seed ?? state.quizSeed }, changed: true };
    }
    case 'answer-quiz': {
      if (!state.quizOpened) return { ok: false, message: 'Open the knowledge check first.' };
      if (state.quizAnswers !== null) return { ok: false, message: 'You have already answered this attempt of the knowledge check.' };
      if (event.answers.length !== check.correct.length) {
        return { ok: false, message: `answers: answer all ${check.correct.length} questions.` };
      }
      if (!event.answers.every((answer) => Number.isInteger(answer) && answer >= 0 && answer <= 3)) {
        return { ok: false, message: 'answers: each answer must be 0, 1, 2 or 3.' };
      }
      const score = quizScore(event.answers, check);
      const best = Math.max(score, state.quizBestScore ?? 0);
      const passed = state.quizPassed || reachesPassMark(score, check.passMark);
      return { ok: true, state: { ...state, quizAnswers: [...event.answers], quizBestScore: best, quizPassed: passed }, changed: true };
    }
    case 'retake-quiz': {
      if (state.quizPassed) return { ok: false, message: 'You have already passed this knowledge check.' };
      if (state.quizAnswers === null) return unchanged;
      return { ok: true, state: { ...state, quizAnswers: null, quizSeed: event.seed ?? state.quizSeed }, changed: true };
    }
    case 'complete-action': {
      if (state.quizBestScore === null) return { ok: false, message: 'Answer the knowledge check first.' };
      if (state.actionDone) return unchanged;
      return { ok: true, state: { ...state, actionDone: true }, changed: true };
    }
    case 'complete': {
      if (state.completed) return unchanged;
      if (!state.quizPassed) return { ok: false, message: 'Pass the knowledge check first: retake it until you reach the pass mark.' };
      if (!state.actionDone) return { ok: false, message: 'Complete the action item first.' };
      return { ok: true, state: { ...state, completed: true }, changed: true };
    }
  }
}

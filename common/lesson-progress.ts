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
  /** The current attempt's answer; null before the first answer and after 'Retake'. */
  quizAnswer: number | null;
  /** The best score of any attempt, 0–100 (percent of the check answered correctly); null before the first. */
  quizBestScore: number | null;
  /** An attempt reached the course's pass mark; only then may the lesson be completed (issue 26). */
  quizPassed: boolean;
  actionDone: boolean;
  completed: boolean;
}

/** What applying an answer needs to know about the knowledge check. */
export interface KnowledgeCheck {
  /** Zero-based index of the right option. */
  correct: number;
  /** The course's pass mark, a share of the questions (0.7 = 70 %). */
  passMark: number;
}

/** Percent of the check answered correctly (one question today, so 0 or 100). */
export function quizScore(answer: number, check: KnowledgeCheck): number {
  return answer === check.correct ? 100 : 0;
}

export const INITIAL_PROGRESS: ProgressState = {
  sectionsRevealed: 1,
  quizOpened: false,
  quizAnswer: null,
  quizBestScore: null,
  quizPassed: false,
  actionDone: false,
  completed: false,
};

export type ProgressEvent =
  /** 'Continue Reading' under section `section` (0-based): reveals the next one. */
  | { type: 'continue'; section: number }
  /** 'Take Knowledge Check' under the last section. */
  | { type: 'open-quiz' }
  | { type: 'answer-quiz'; answer: number }
  /** 'Retake the knowledge check' after a failed attempt: clears the answer, keeps the best score. */
  | { type: 'retake-quiz' }
  /** "I've completed the assessment". */
  | { type: 'complete-action' }
  /** 'Complete Lesson'. */
  | { type: 'complete' };

export type ApplyResult = { ok: true; state: ProgressState; changed: boolean } | { ok: false; message: string };

/** Percent complete, 0–100, derived from the state (never stored, so it cannot drift from it). */
export function progressPercent(state: ProgressState, sectionCount: number): number {
  if (state.completed) return THRESHOLDS.complete;
  // Once answered, a retake does not move progress back: the action item stays open meanwhile.
  if (state.quizAnswer !== null || state.quizBestScore !== null) return THRESHOLDS.action;
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
    retakeButton: state.quizAnswer !== null && !state.quizPassed,
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
      return { ok: true, state: { ...state, quizOpened: true }, changed: true };
    }
    case 'answer-quiz': {
      if (!state.quizOpened) return { ok: false, message: 'Open the knowledge check first.' };
      if (state.quizAnswer !== null) return { ok: false, message: 'You have already answered this question.' };
      if (!Number.isInteger(event.answer) || event.answer < 0 || event.answer > 3) {
        return { ok: false, message: 'answer must be 0, 1, 2 or 3.' };
      }
      const score = quizScore(event.answer, check);
      const best = Math.max(score, state.quizBestScore ?? 0);
      // Rounded: 0.7 × 100 is 70.00000000000001 in floating point.
      const passed = state.quizPassed || score >= Math.round(check.passMark * 100);
      return { ok: true, state: { ...state, quizAnswer: event.answer, quizBestScore: best, quizPassed: passed }, changed: true };
    }
    case 'retake-quiz': {
      if (state.quizPassed) return { ok: false, message: 'You have already passed this knowledge check.' };
      if (state.quizAnswer === null) return unchanged;
      return { ok: true, state: { ...state, quizAnswer: null }, changed: true };
    }
    case 'complete-action': {
      if (state.quizBestScore === null) return { ok: false, message: 'Answer the knowledge check first.' };
      if (state.actionDone) return unchanged;
      return { ok: true, state: { ...state, actionDone: true }, changed: true };
    }
    case 'complete': {
      if (state.completed) return unchanged;
      if (!state.quizPassed) return { ok: false, message: 'Pass the knowledge check first: retake it until your answer is right.' };
      if (!state.actionDone) return { ok: false, message: 'Complete the action item first.' };
      return { ok: true, state: { ...state, completed: true }, changed: true };
    }
  }
}

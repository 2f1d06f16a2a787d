/**
 * Measured study time (issue 26, DESIGN §12: "a certificate's study time from measured activity").
 *
 * The rule: each saved step of a lesson (Continue Reading, Take Knowledge Check, an answer, a retake,
 * "I've completed the assessment", Complete Lesson) credits the time since the learner's previous saved step
 * of that lesson, measured by the server's clock, up to a cap: a longer gap was partly idle (the tab left
 * open, a break), and only the cap counts. The gap that ends the action item may be as long as the task
 * the lesson sets (its stated minutes), since the learner is sent away from the page to do it.
 *
 * The reader also sends how long its page has been open since its last step (`elapsed`); it is trusted
 * only below both the server's gap and the cap, so it can shorten a credit (a lesson reopened the next
 * day counts from the page's opening, not from yesterday's last step) but never lengthen one. A lesson's
 * first step has no server gap to measure: it counts the page's `elapsed`, capped, or nothing without one.
 */

/** Ten minutes: longer than any section takes to read (the longest is about 4 minutes at 200 words a minute). */
export const IDLE_CAP_SECONDS = 600;

export interface CreditedSecondsOptions {
  /** The lesson's previous saved step, or null for its first. */
  lastActiveAt: Date | null;
  now: Date;
  /** Seconds the reader's page says it has been open since its last step, when it says. */
  elapsedSeconds?: number | undefined;
  /** The step closes the action item: it may count up to the action item's minutes. */
  closesActionItem: boolean;
  /** The action item's stated minutes (content/lessons, actionItem.minutes). */
  actionItemMinutes: number;
}

/** Whole seconds of study a saved step adds to the lesson's measured time. */
export function creditedSeconds({
  lastActiveAt,
  now,
  elapsedSeconds,
  closesActionItem,
  actionItemMinutes,
}: CreditedSecondsOptions): number {
  const cap = closesActionItem ? Math.max(IDLE_CAP_SECONDS, actionItemMinutes * 60) : IDLE_CAP_SECONDS;
  const serverGap = lastActiveAt ? (now.getTime() - lastActiveAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  const claimed = elapsedSeconds ?? (lastActiveAt ? serverGap : 0);
  const seconds = Math.min(serverGap, claimed, cap);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

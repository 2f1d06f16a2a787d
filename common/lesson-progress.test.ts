import { describe, expect, it } from 'vitest';
import {
  applyProgressEvent,
  INITIAL_PROGRESS,
  progressPercent,
  THRESHOLDS,
  visibleParts,
  type ProgressEvent,
  type ProgressState,
} from './lesson-progress';
import { progressEventSchema } from './lesson-progress-schema';

// The lesson reader's progress rules, spec 000 §4, as a learner meets them.

/** The checks below have option 2 right, at the default pass mark (issue 26). */
const CHECK = { correct: [2], passMark: 0.7 };

/** Applies events in order; every one must be accepted. */
function walk(events: ProgressEvent[], sectionCount: number, from: ProgressState = INITIAL_PROGRESS): ProgressState {
  let state = from;
  for (const event of events) {
    const result = applyProgressEvent(state, event, sectionCount, CHECK);
    if (!result.ok) throw new Error(`${JSON.stringify(event)} was refused: ${result.message}`);
    state = result.state;
  }
  return state;
}

const readAll = (n: number): ProgressEvent[] => Array.from({ length: n - 1 }, (_, section) => ({ type: 'continue', section }));
const upToQuiz = (n: number): ProgressEvent[] => [...readAll(n), { type: 'open-quiz' }];
const upToAnswer = (n: number, answer = 2): ProgressEvent[] => [...upToQuiz(n), { type: 'answer-quiz', answers: [answer] }];
const upToAction = (n: number): ProgressEvent[] => [...upToAnswer(n), { type: 'complete-action' }];
const upToComplete = (n: number): ProgressEvent[] => [...upToAction(n), { type: 'complete' }];

/** Expects the event to be refused, with a message, leaving the caller's state untouched. */
function expectRefused(state: ProgressState, event: ProgressEvent, sectionCount: number, message?: RegExp) {
  const before = structuredClone(state);
  const result = applyProgressEvent(state, event, sectionCount, CHECK);
  expect(result.ok, `${JSON.stringify(event)} should be refused`).toBe(false);
  if (!result.ok) {
    expect(result.message).toMatch(/\S/);
    if (message) expect(result.message).toMatch(message);
  }
  expect(state).toEqual(before);
}

function expectUnchanged(state: ProgressState, event: ProgressEvent, sectionCount: number) {
  const result = applyProgressEvent(state, event, sectionCount, CHECK);
  expect(result).toEqual({ ok: true, state, changed: false });
}

const SECTION_COUNTS = [3, 4, 5, 6, 7, 8, 10, 12];

describe('a new lesson', () => {
  it.each(SECTION_COUNTS)('with %i sections starts at 0% with only the first section and no later parts', (n) => {
    expect(INITIAL_PROGRESS).toEqual({
      sectionsRevealed: 1,
      quizOpened: false,
      quizAnswers: null,
      quizSeed: 0,
      quizBestScore: null,
      quizPassed: false,
      actionDone: false,
      completed: false,
    });
    expect(progressPercent(INITIAL_PROGRESS, n)).toBe(0);
    expect(visibleParts(INITIAL_PROGRESS, n, false)).toEqual({
      percent: 0,
      quiz: false,
      actionItem: false,
      keyTakeaways: false,
      moneyMakingTip: false,
      successStory: false,
      completeButton: false,
      retakeButton: false,
      upsellBanner: false,
      premiumLockPanel: false,
      prevNext: false,
    });
    expect(visibleParts(INITIAL_PROGRESS, n, true).premiumLockPanel).toBe(true);
  });
});

describe("'Continue Reading'", () => {
  it.each(SECTION_COUNTS)(
    'on section k of %i gives at least (k+1)/n × 80, stays under the quiz threshold and reveals one more section',
    (n) => {
      let state = INITIAL_PROGRESS;
      let previous = 0;
      for (let k = 0; k < n - 1; k++) {
        const result = applyProgressEvent(state, { type: 'continue', section: k }, n, CHECK);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.changed).toBe(true);
        state = result.state;
        expect(state.sectionsRevealed).toBe(k + 2);
        const percent = progressPercent(state, n);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(((k + 1) / n) * 80);
        expect(percent).toBeLessThan(THRESHOLDS.quiz);
        expect(percent).toBeGreaterThan(previous);
        previous = percent;
        const show = visibleParts(state, n, false);
        expect(show.quiz).toBe(false);
        expect(show.actionItem).toBe(false);
        expect(show.keyTakeaways).toBe(false);
        expect(show.successStory).toBe(false);
        expect(show.prevNext).toBe(false);
      }
    },
  );

  it('gives the exact steps of 4- and 5-section lessons', () => {
    const percents = (n: number) => readAll(n).map((_, i) => progressPercent(walk(readAll(n).slice(0, i + 1), n), n));
    expect(percents(4)).toEqual([20, 40, 60]);
    expect(percents(5)).toEqual([16, 32, 48, 64]);
  });

  it('is refused on a section not yet revealed, on the last section and on a section that does not exist', () => {
    expectRefused(INITIAL_PROGRESS, { type: 'continue', section: 1 }, 4, /earlier sections/);
    expectRefused(INITIAL_PROGRESS, { type: 'continue', section: 2 }, 4);
    const twoRevealed = walk([{ type: 'continue', section: 0 }], 4);
    expectRefused(twoRevealed, { type: 'continue', section: 2 }, 4);
    const allRevealed = walk(readAll(4), 4);
    expectRefused(allRevealed, { type: 'continue', section: 3 }, 4, /no section after/);
    for (const section of [-1, 4, 99, 0.5, Number.NaN]) expectRefused(INITIAL_PROGRESS, { type: 'continue', section }, 4);
  });

  it('repeated on a section already continued changes nothing', () => {
    const state = walk(
      [
        { type: 'continue', section: 0 },
        { type: 'continue', section: 1 },
      ],
      4,
    );
    expectUnchanged(state, { type: 'continue', section: 0 }, 4);
    expectUnchanged(state, { type: 'continue', section: 1 }, 4);
    expect(progressPercent(state, 4)).toBe(40);
  });
});

describe("'Take Knowledge Check'", () => {
  it.each(SECTION_COUNTS)('only from the last of %i sections; it sets exactly 80 and shows the quiz', (n) => {
    let state = INITIAL_PROGRESS;
    for (let k = 0; k < n - 1; k++) {
      expectRefused(state, { type: 'open-quiz' }, n, /every section/);
      state = walk([{ type: 'continue', section: k }], n, state);
    }
    state = walk([{ type: 'open-quiz' }], n, state);
    expect(state.quizOpened).toBe(true);
    expect(progressPercent(state, n)).toBe(80);
    const show = visibleParts(state, n, false);
    expect(show.quiz).toBe(true);
    expect(show.actionItem).toBe(false);
    expect(show.keyTakeaways).toBe(false);
    expect(show.completeButton).toBe(false);
    expectUnchanged(state, { type: 'open-quiz' }, n);
  });
});

describe('the knowledge check', () => {
  it('cannot be answered before it is opened', () => {
    expectRefused(INITIAL_PROGRESS, { type: 'answer-quiz', answers: [0] }, 4, /knowledge check first/);
    expectRefused(walk(readAll(4), 4), { type: 'answer-quiz', answers: [0] }, 4, /knowledge check first/);
  });

  it.each([0, 1, 2, 3])('answered once with option %i sets at least 90, shows the action item and key takeaways', (answer) => {
    const state = walk(upToAnswer(4, answer), 4);
    expect(state.quizAnswers).toEqual([answer]);
    const percent = progressPercent(state, 4);
    expect(percent).toBeGreaterThanOrEqual(90);
    expect(percent).toBeLessThan(100);
    const show = visibleParts(state, 4, false);
    expect(show).toMatchObject({
      quiz: true,
      actionItem: true,
      keyTakeaways: true,
      moneyMakingTip: true,
      successStory: true,
      completeButton: false,
      prevNext: false,
    });
  });

  it('refuses a second answer, the same or another, and keeps the first', () => {
    const state = walk(upToAnswer(4, 1), 4);
    for (const answer of [0, 1, 2, 3]) expectRefused(state, { type: 'answer-quiz', answers: [answer] }, 4, /already answered/);
    expect(state.quizAnswers).toEqual([1]);
  });

  it('refuses an answer that is not one of the four options', () => {
    const opened = walk(upToQuiz(4), 4);
    for (const answer of [-1, 4, 1.5, Number.NaN]) expectRefused(opened, { type: 'answer-quiz', answers: [answer] }, 4);
    // One answer per question, no more, no fewer.
    expectRefused(opened, { type: 'answer-quiz', answers: [] }, 4, /answer all 1 questions/);
    expectRefused(opened, { type: 'answer-quiz', answers: [2, 2] }, 4, /answer all 1 questions/);
  });
});

describe('the pass mark and retakes (issue 26)', () => {
  const wrong = (CHECK.correct[0]! + 1) % 4;

  it('a wrong answer cannot complete the lesson, however the steps are taken', () => {
    const failed = walk([...upToAnswer(4, wrong), { type: 'complete-action' }], 4);
    expect(failed).toMatchObject({ quizAnswers: [wrong], quizBestScore: 0, quizPassed: false, actionDone: true });
    expectRefused(failed, { type: 'complete' }, 4, /Pass the knowledge check/);
    expect(visibleParts(failed, 4, false)).toMatchObject({ completeButton: false, retakeButton: true, actionItem: true });
  });

  it('a retake clears the answer but keeps the best score and the progress, then a right answer passes', () => {
    const failed = walk([...upToAnswer(4, wrong), { type: 'complete-action' }], 4);
    const retaken = walk([{ type: 'retake-quiz' }], 4, failed);
    expect(retaken).toMatchObject({ quizAnswers: null, quizBestScore: 0, quizPassed: false, actionDone: true });
    expect(progressPercent(retaken, 4)).toBe(90);
    expect(visibleParts(retaken, 4, false)).toMatchObject({ quiz: true, retakeButton: false, completeButton: false });
    const passed = walk([{ type: 'answer-quiz', answers: CHECK.correct }], 4, retaken);
    expect(passed).toMatchObject({ quizAnswers: CHECK.correct, quizBestScore: 100, quizPassed: true });
    expect(visibleParts(passed, 4, false).completeButton).toBe(true);
    expect(walk([{ type: 'complete' }], 4, passed).completed).toBe(true);
  });

  it('a passed check cannot be retaken, and a later wrong answer could not lower it', () => {
    const passed = walk(upToAnswer(4, CHECK.correct[0]), 4);
    expectRefused(passed, { type: 'retake-quiz' }, 4, /already passed/);
    expect(visibleParts(passed, 4, false).retakeButton).toBe(false);
  });

  it("the pass mark is the course's: at 100 % one question must be right; a mark above what was scored fails", () => {
    const opened = walk(upToQuiz(4), 4);
    const right = applyProgressEvent(opened, { type: 'answer-quiz', answers: [2] }, 4, { correct: [2], passMark: 1 });
    expect(right.ok && right.state.quizPassed).toBe(true);
    const wrongAtLowMark = applyProgressEvent(opened, { type: 'answer-quiz', answers: [1] }, 4, { correct: [2], passMark: 0.1 });
    expect(wrongAtLowMark.ok && wrongAtLowMark.state.quizPassed).toBe(false);
  });
});

describe('the money-making tip and the success story', () => {
  it('the tip shows from 70, the story from 80', () => {
    // 8 sections: Continue Reading on section 6 gives 7/8 × 80 = 70; on section 5, 60.
    const at60 = walk(readAll(8).slice(0, 6), 8);
    expect(progressPercent(at60, 8)).toBe(60);
    expect(visibleParts(at60, 8, false)).toMatchObject({ moneyMakingTip: false, successStory: false });
    const at70 = walk(readAll(8), 8);
    expect(progressPercent(at70, 8)).toBe(70);
    expect(visibleParts(at70, 8, false)).toMatchObject({ moneyMakingTip: true, successStory: false, quiz: false });
    // 10 sections: 9/10 × 80 = 72, still below the story.
    const at72 = walk(readAll(10), 10);
    expect(visibleParts(at72, 10, false)).toMatchObject({ percent: 72, moneyMakingTip: true, successStory: false });
    // In a 4-section lesson both wait for the knowledge check (60 → 80).
    expect(visibleParts(walk(readAll(4), 4), 4, false)).toMatchObject({ moneyMakingTip: false, successStory: false });
    expect(visibleParts(walk(upToQuiz(4), 4), 4, false)).toMatchObject({ percent: 80, moneyMakingTip: true, successStory: true });
  });

  it('both show once the lesson is complete, whatever the percentage would be', () => {
    const completedEarly: ProgressState = { ...INITIAL_PROGRESS, completed: true };
    expect(visibleParts(completedEarly, 4, false)).toMatchObject({ moneyMakingTip: true, successStory: true });
    expect(visibleParts(completedEarly, 4, true)).toMatchObject({ moneyMakingTip: true, successStory: true });
  });
});

describe("the action item and 'Complete Lesson'", () => {
  it("'I've completed the assessment' needs the quiz answered, and repeating it changes nothing", () => {
    expectRefused(INITIAL_PROGRESS, { type: 'complete-action' }, 4);
    expectRefused(walk(upToQuiz(4), 4), { type: 'complete-action' }, 4, /knowledge check first/);
    const done = walk(upToAction(4), 4);
    expect(done.actionDone).toBe(true);
    expect(progressPercent(done, 4)).toBe(90);
    expectUnchanged(done, { type: 'complete-action' }, 4);
  });

  it("'Complete Lesson' shows only when the action is done and the quiz answered, and not once complete", () => {
    expect(visibleParts(walk(upToAnswer(4), 4), 4, false).completeButton).toBe(false);
    expect(visibleParts(walk(upToAction(4), 4), 4, false).completeButton).toBe(true);
    expect(visibleParts(walk(upToComplete(4), 4), 4, false).completeButton).toBe(false);
    // The button needs both conditions, whatever else the state says.
    expect(visibleParts({ ...INITIAL_PROGRESS, actionDone: true }, 4, false).completeButton).toBe(false);
    expect(visibleParts({ ...INITIAL_PROGRESS, quizOpened: true, sectionsRevealed: 4, quizAnswers: [0] }, 4, false).completeButton).toBe(
      false,
    );
  });

  it('is refused before the quiz is answered or before the action is done', () => {
    expectRefused(INITIAL_PROGRESS, { type: 'complete' }, 4);
    expectRefused(walk(upToQuiz(4), 4), { type: 'complete' }, 4);
    expectRefused(walk(upToAnswer(4), 4), { type: 'complete' }, 4, /action item/);
  });

  it('sets the lesson complete at 100; repeating it changes nothing', () => {
    const complete = walk(upToComplete(4), 4);
    expect(complete).toEqual({
      sectionsRevealed: 4,
      quizOpened: true,
      quizAnswers: [2],
      quizSeed: 0,
      quizBestScore: 100,
      quizPassed: true,
      actionDone: true,
      completed: true,
    });
    expect(progressPercent(complete, 4)).toBe(100);
    expectUnchanged(complete, { type: 'complete' }, 4);
    for (const event of [...upToAction(4)]) {
      const result = applyProgressEvent(complete, event, 4, CHECK);
      // Earlier steps are repeats (unchanged) except the second answer, which is refused.
      if (event.type === 'answer-quiz') expect(result.ok).toBe(false);
      else expect(result).toEqual({ ok: true, state: complete, changed: false });
    }
  });
});

describe('what a completed lesson adds', () => {
  it('the upsell banner only for a starter (non-premium) lesson, and only once complete', () => {
    expect(visibleParts(walk(upToAction(4), 4), 4, false).upsellBanner).toBe(false);
    expect(visibleParts(walk(upToComplete(4), 4), 4, false).upsellBanner).toBe(true);
    expect(visibleParts(walk(upToComplete(4), 4), 4, true).upsellBanner).toBe(false);
    // Not to a reader who already owns the premium course.
    expect(visibleParts(walk(upToComplete(4), 4), 4, false, true).upsellBanner).toBe(false);
  });

  it('the premium lock panel for a premium lesson until it is complete, never for a starter lesson', () => {
    const steps = [[], readAll(4), upToQuiz(4), upToAnswer(4), upToAction(4)];
    for (const events of steps) {
      const state = walk(events, 4);
      expect(visibleParts(state, 4, true).premiumLockPanel).toBe(true);
      expect(visibleParts(state, 4, false).premiumLockPanel).toBe(false);
    }
    expect(visibleParts(walk(upToComplete(4), 4), 4, true).premiumLockPanel).toBe(false);
    expect(visibleParts(walk(upToComplete(4), 4), 4, false).premiumLockPanel).toBe(false);
  });

  it('previous/next only after completion', () => {
    const events = upToComplete(5);
    let state = INITIAL_PROGRESS;
    for (const event of events) {
      expect(visibleParts(state, 5, false).prevNext).toBe(false);
      expect(visibleParts(state, 5, true).prevNext).toBe(false);
      state = walk([event], 5, state);
    }
    expect(visibleParts(state, 5, false).prevNext).toBe(true);
    expect(visibleParts(state, 5, true).prevNext).toBe(true);
  });
});

describe('progress never goes backwards', () => {
  /** Every event a client could send, valid or not. */
  function allEvents(n: number): ProgressEvent[] {
    return [
      ...Array.from({ length: n + 2 }, (_, i): ProgressEvent => ({ type: 'continue', section: i - 1 })),
      { type: 'open-quiz' },
      ...[0, 1, 2, 3, 4].map((answer): ProgressEvent => ({ type: 'answer-quiz', answers: [answer] })),
      { type: 'retake-quiz' },
      { type: 'complete-action' },
      { type: 'complete' },
    ];
  }

  it.each([3, 4, 5])('from every reachable state of a %i-section lesson, under every event', (n) => {
    const key = (s: ProgressState) => JSON.stringify(s);
    const seen = new Map<string, ProgressState>([[key(INITIAL_PROGRESS), INITIAL_PROGRESS]]);
    const queue = [INITIAL_PROGRESS];
    let transitions = 0;
    while (queue.length > 0) {
      const state = queue.shift()!;
      for (const event of allEvents(n)) {
        const result = applyProgressEvent(state, event, n, CHECK);
        if (!result.ok) continue;
        transitions += 1;
        const next = result.state;
        expect(result.changed).toBe(key(next) !== key(state));
        expect(progressPercent(next, n)).toBeGreaterThanOrEqual(progressPercent(state, n));
        expect(next.sectionsRevealed).toBeGreaterThanOrEqual(state.sectionsRevealed);
        expect(next.sectionsRevealed).toBeLessThanOrEqual(n);
        if (state.quizOpened) expect(next.quizOpened).toBe(true);
        if (state.quizAnswers !== null && event.type !== 'retake-quiz') expect(next.quizAnswers).toBe(state.quizAnswers);
        if (state.quizBestScore !== null) expect(next.quizBestScore).toBeGreaterThanOrEqual(state.quizBestScore);
        if (state.quizPassed) expect(next.quizPassed).toBe(true);
        // Only a passed check lets a lesson complete (issue 26).
        if (next.completed && !state.completed) expect(next.quizPassed).toBe(true);
        if (state.actionDone) expect(next.actionDone).toBe(true);
        if (state.completed) expect(next.completed).toBe(true);
        // Whatever was visible stays visible (the premium lock panel is the one part that goes away, on completion).
        const before = visibleParts(state, n, false);
        const after = visibleParts(next, n, false);
        for (const part of ['quiz', 'actionItem', 'keyTakeaways', 'moneyMakingTip', 'successStory', 'upsellBanner', 'prevNext'] as const) {
          if (before[part]) expect(after[part], part).toBe(true);
        }
        if (!seen.has(key(next))) {
          seen.set(key(next), next);
          queue.push(next);
        }
      }
    }
    // Reading states (n) + quiz opened + 3 wrong answers × (answered, action done) + retaken after a wrong
    // answer × (action not done, done) + the right answer × (answered, action done, completed).
    expect(seen.size).toBe(n + 1 + 3 * 2 + 2 + 3);
    expect(transitions).toBeGreaterThan(seen.size);
    for (const state of seen.values()) {
      const percent = progressPercent(state, n);
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    }
  });
});

describe('progressEventSchema', () => {
  const parse = (input: unknown) => progressEventSchema.safeParse(input);
  const messageOf = (input: unknown) => {
    const result = parse(input);
    expect(result.success, `${JSON.stringify(input)} should be rejected`).toBe(false);
    return result.error?.issues[0];
  };

  it('accepts every event, including the strings a form posts', () => {
    expect(parse({ type: 'continue', section: 2 }).data).toEqual({ type: 'continue', section: 2 });
    expect(parse({ type: 'continue', section: '0' }).data).toEqual({ type: 'continue', section: 0 });
    expect(parse({ type: 'open-quiz' }).data).toEqual({ type: 'open-quiz' });
    expect(parse({ type: 'answer-quiz', attempt: '7', answers: ['3', '0'] }).data).toEqual({
      type: 'answer-quiz',
      attempt: 7,
      answers: [3, 0],
    });
    expect(parse({ type: 'answer-quiz', attempt: 0, answers: [0] }).data).toEqual({ type: 'answer-quiz', attempt: 0, answers: [0] });
    expect(parse({ type: 'complete-action' }).data).toEqual({ type: 'complete-action' });
    expect(parse({ type: 'complete' }).data).toEqual({ type: 'complete' });
  });

  it.each([{ type: 'finish' }, { type: '' }, {}, { section: 1 }, { type: 3 }, { type: 'CONTINUE', section: 0 }])(
    'rejects an unknown type %j with a message naming type',
    (input) => {
      const issue = messageOf(input);
      expect(issue?.path).toEqual(['type']);
      expect(issue?.message).toMatch(/^type must be one of continue, open-quiz, answer-quiz, retake-quiz, complete-action, complete$/);
    },
  );

  it.each([
    [{ type: 'continue' }, /^section must be a number$/],
    [{ type: 'continue', section: 'abc' }, /^section must be a number$/],
    [{ type: 'continue', section: null }, /^section must be a number$/],
    [{ type: 'continue', section: '' }, /^section must be a number$/],
    [{ type: 'continue', section: true }, /^section must be a number$/],
    [{ type: 'continue', section: [] }, /^section must be a number$/],
    [{ type: 'continue', section: 1.5 }, /^section must be a whole number$/],
    [{ type: 'continue', section: -1 }, /^section must be 0 or more$/],
    [{ type: 'continue', section: 100 }, /^section must be 99 or less$/],
    [{ type: 'answer-quiz', attempt: 0 }, /^answers must be a list, one answer per question$/],
    [{ type: 'answer-quiz', attempt: 0, answers: 'B' }, /^answers must be a list, one answer per question$/],
    [{ type: 'answer-quiz', attempt: 0, answers: [] }, /^answers must hold one answer per question$/],
    [{ type: 'answer-quiz', attempt: 0, answers: [null] }, /^choose an answer to every question$/],
    [{ type: 'answer-quiz', attempt: 0, answers: [' '] }, /^choose an answer to every question$/],
    [{ type: 'answer-quiz', attempt: 0, answers: [false] }, /^choose an answer to every question$/],
    [{ type: 'answer-quiz', attempt: 0, answers: [4] }, /^each answer must be 0, 1, 2 or 3$/],
    [{ type: 'answer-quiz', attempt: 0, answers: [-1] }, /^each answer must be 0, 1, 2 or 3$/],
    [{ type: 'answer-quiz', attempt: 0, answers: ['2.5'] }, /^each answer must be 0, 1, 2 or 3$/],
    [{ type: 'answer-quiz', answers: [0] }, /^attempt must be a number$/],
  ])('rejects %j with a message naming the field', (input, message) => {
    const issue = messageOf(input);
    const field =
      input.type === 'continue'
        ? ['section']
        : !('attempt' in input)
          ? ['attempt']
          : 'answers' in input && Array.isArray(input.answers) && input.answers.length > 0
            ? ['answers', 0]
            : ['answers'];
    expect(issue?.path).toEqual(field);
    expect(issue?.message).toMatch(message);
  });
});

import { quizScore, reachesPassMark, type KnowledgeCheck, type ProgressState } from '../../common/lesson-progress';
import { attemptOrder } from '../../common/quiz-order';
import { GENERIC_WHY_WRONG, type Lesson } from '../../content/lessons/lesson-schema';
import type { KnowledgeCheckView } from '../../content/lessons/lesson-view';

/**
 * A lesson's knowledge check between the lesson's order and the attempt's (decision 031h): what the server checks
 * answers against, and what the reader is sent. Until the learner passes, nothing sent names a right answer: not
 * the index, not the explanation (which says why the right answer is right); a wrong pick gets why it is wrong.
 */

export const optionCountsOf = (lesson: Pick<Lesson, 'quiz'>) => lesson.quiz.map((question) => question.options.length);

export function knowledgeCheckOf(lesson: Pick<Lesson, 'quiz'>, passMark: number): KnowledgeCheck {
  return { correct: lesson.quiz.map((question) => question.correct), passMark };
}

/**
 * Answers given by place on the page (question as shown → option as shown) in the lesson's order (question →
 * option index), or null when they do not answer every question once.
 */
export function answersInLessonOrder(lesson: Pick<Lesson, 'quiz'>, seed: number, shown: readonly number[]): number[] | null {
  const order = attemptOrder(seed, optionCountsOf(lesson));
  if (shown.length !== lesson.quiz.length) return null;
  const answers: number[] = new Array<number>(lesson.quiz.length);
  shown.forEach((place, at) => {
    const question = order.questions[at]!;
    answers[question] = order.options[question]![place]!;
  });
  return answers.every((answer) => answer !== undefined) ? answers : null;
}

/** The check as the reader shows it for this state: in the attempt's order, with results once answered. */
export function knowledgeCheckView(lesson: Pick<Lesson, 'quiz'>, progress: ProgressState, passMark: number): KnowledgeCheckView {
  const order = attemptOrder(progress.quizSeed, optionCountsOf(lesson));
  // Answers stored for another set of questions (the owner changed the check since) are no result to show.
  const answers = progress.quizAnswers?.length === lesson.quiz.length ? progress.quizAnswers : null;
  const passed = progress.quizPassed;
  const questions = order.questions.map((index) => {
    const question = lesson.quiz[index]!;
    const places = order.options[index]!;
    const chosenIndex = answers?.[index];
    const chosen = chosenIndex === undefined ? null : places.indexOf(chosenIndex);
    const right = chosenIndex === undefined ? null : chosenIndex === question.correct;
    return {
      question: question.question,
      options: places.map((option) => question.options[option]!.text),
      chosen,
      right,
      whyWrong: right === false ? (question.options[chosenIndex!]!.whyWrong ?? GENERIC_WHY_WRONG) : null,
      ...(passed ? { correct: places.indexOf(question.correct), explanation: question.explanation } : {}),
    };
  });
  const score = answers ? quizScore(answers, knowledgeCheckOf(lesson, passMark)) : null;
  return {
    passMark,
    attempt: progress.quizSeed,
    questions,
    result:
      answers && score !== null
        ? {
            score,
            right: questions.filter((question) => question.right).length,
            passed: reachesPassMark(score, passMark),
          }
        : null,
  };
}

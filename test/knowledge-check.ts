import type { Lesson } from '../content/lessons/lesson-schema';
import type { KnowledgeCheckView } from '../content/lessons/lesson-view';
import type { TestClient } from './test-app';

/** Which option to pick in each question: the right one, a wrong one, or by the lesson's index per question. */
export type Choice = 'right' | 'wrong' | readonly number[];

const lessonUrl = (lesson: Lesson) => `/api/lessons/${lesson.courseId}/${lesson.module}/${lesson.order}`;

/**
 * The answer step a learner's page would post for the attempt the server shows this client now: the questions
 * and choices come in the attempt's order (decision 031h), so the places are found by their texts.
 */
export async function answerStep(client: TestClient, lesson: Lesson, pick: Choice) {
  const res = await client.get(lessonUrl(lesson));
  if (res.status !== 200) throw new Error(`reading ${lessonUrl(lesson)} answered ${res.status}`);
  const quiz = res.body.lesson.quiz as KnowledgeCheckView;
  return { type: 'answer-quiz' as const, attempt: quiz.attempt, answers: placesFor(quiz, lesson, pick) };
}

/** The places (as shown) of the picked options. */
export function placesFor(quiz: Pick<KnowledgeCheckView, 'questions'>, lesson: Lesson, pick: Choice): number[] {
  return quiz.questions.map((shown) => {
    const index = lesson.quiz.findIndex((question) => question.question === shown.question);
    const question = lesson.quiz[index];
    if (!question) throw new Error(`question not in ${lesson.id}: ${shown.question}`);
    const authored = pick === 'right' ? question.correct : pick === 'wrong' ? (question.correct + 1) % 4 : pick[index]!;
    return shown.options.indexOf(question.options[authored]!.text);
  });
}

/** Answers the current attempt and returns the response. */
export async function answerCheck(client: TestClient, lesson: Lesson, pick: Choice) {
  return client.post(`${lessonUrl(lesson)}/progress`, await answerStep(client, lesson, pick));
}

// `.server`: a lesson draft's text, for the page of its preview link only (server/content-store/preview-page.ts).
import { progressPercent, type ProgressState } from '../../common/lesson-progress';
import { courseById, coursePagePath } from '../courses/course-catalogue';
import { localizeStrings } from '../money/localize-amounts';
import { lessonView, revealedLesson } from './read-lesson';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { RevealedLessonResponse } from '../../content/lessons/lesson-view';
import type { Db } from '../db/client';

export interface PreviewLessonOptions {
  db: Db;
  /** The draft, parsed as publishing would parse it. */
  lesson: Lesson;
  /** The visitor's currency, as the lesson page converts the lesson's amounts. */
  currency: string;
}

export interface LessonPreview extends RevealedLessonResponse {
  courseHref: string;
}

/**
 * The lesson as the reader shows it to a learner with access who has gone through all of it: every section, the
 * knowledge check answered rightly (so its answer and explanation show), the action item done, the takeaways, tip
 * and story. Nothing is read from or written to anyone's progress: the state is made up here, for the page alone.
 */
export async function previewLesson({ lesson, currency }: PreviewLessonOptions): Promise<LessonPreview> {
  const state: ProgressState = {
    sectionsRevealed: lesson.sections.length,
    quizOpened: true,
    quizAnswers: lesson.quiz.map((question) => question.correct),
    quizSeed: 0,
    quizBestScore: 100,
    quizPassed: true,
    actionDone: true,
    completed: false,
  };
  const progress = { ...state, percent: progressPercent(state, lesson.sections.length) };
  const view = localizeStrings(lessonView(lesson, state, courseById(lesson.courseId)?.title ?? ''), { currency });
  return {
    ...revealedLesson({ lesson: view, progress }),
    courseHref: coursePagePath(lesson.courseId),
  };
}

// `.server`: this module reaches the premium lesson text; React Router refuses to bundle it for the browser.
import { progressPercent, visibleParts, type ProgressState } from '../../common/lesson-progress';
import { lessonPath } from '../../common/routes';
import { adjacentLessons, type LessonRef } from '../../content/lessons/lesson-registry.server';
import { courseById, moduleTitle } from '../courses/course-catalogue';
import { localizeStrings } from '../money/localize-amounts';
import { visitorCurrency } from '../money/visitor-currency';
import { knowledgeCheckView } from './knowledge-check';
import { loadProgress } from './load-progress';
import type { Currency } from '../../common/currencies';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { LessonResponse, LessonView, RevealedLessonResponse } from '../../content/lessons/lesson-view';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

function linkTo(ref: LessonRef | null) {
  return ref ? { title: ref.title, href: lessonPath(ref.courseId, ref.module, ref.order) } : null;
}

/** The lesson as its reader receives it: the check's right answers only once passed (a preview link shows it passed). */
export function lessonView(lesson: Lesson, progress: ProgressState, courseTitle: string): LessonView {
  const { prev, next } = adjacentLessons(lesson.courseId, lesson.module, lesson.order);
  return {
    ...lesson,
    // Derived from access (issue 43), not the lesson's old `isPremium` field: a course no free offer opens is sold.
    isPremium: !(courseById(lesson.courseId)?.open ?? false),
    quiz: knowledgeCheckView(lesson, progress, courseById(lesson.courseId)?.passMark ?? 0.7),
    courseTitle,
    moduleTitle: moduleTitle(lesson.courseId, lesson.module) ?? `Module ${lesson.module}`,
    prev: linkTo(prev),
    next: linkTo(next),
  };
}

export interface ReadLessonOptions {
  db: Db;
  user: SessionUser;
  /** One the user may read (check-lesson-access.ts). */
  lesson: Lesson;
  /**
   * The wanted currency (RequestContext.currency) for the lesson page: the lesson's amounts, written in dollars, come converted into the visitor's currency
   * (visitorCurrency), the one the page's prices are in. The JSON API sends them as written.
   */
  inVisitorCurrency?: Currency;
}

/** The lesson as its reader receives it, with where they are in it. */
export async function readLesson({ db, user, lesson, inVisitorCurrency }: ReadLessonOptions): Promise<LessonResponse> {
  const [progress, currency] = await Promise.all([
    loadProgress({ db, userId: user.id, lesson }),
    inVisitorCurrency ? visitorCurrency({ db, wanted: inVisitorCurrency }) : null,
  ]);
  const view = lessonView(lesson, progress, courseById(lesson.courseId)?.title ?? '');
  return {
    lesson: currency ? localizeStrings(view, { currency }) : view,
    progress: { ...progress, percent: progressPercent(progress, lesson.sections.length) },
  };
}

/** What the lesson page sends its reader: the parts `visibleParts` shows for this progress, nothing further. */
export function revealedLesson({ lesson, progress }: LessonResponse): RevealedLessonResponse {
  const { sections, quiz, actionItem, keyTakeaways, resources, moneyMakingTip, successStory, ...rest } = lesson;
  const show = visibleParts(progress, sections.length, lesson.isPremium);
  return {
    lesson: {
      ...rest,
      sectionCount: sections.length,
      sections: sections.slice(0, progress.sectionsRevealed),
      quiz: show.quiz ? quiz : null,
      actionItem: show.actionItem ? actionItem : null,
      keyTakeaways: show.keyTakeaways ? keyTakeaways : null,
      resources: show.keyTakeaways ? resources : null,
      moneyMakingTip: show.moneyMakingTip ? moneyMakingTip : null,
      successStory: show.successStory ? successStory : null,
    },
    progress,
  };
}

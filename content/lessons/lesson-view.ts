import type { ProgressState } from '../../common/lesson-progress';
import type { Lesson } from './lesson-schema';

// Types only: the lesson text itself never enters the browser bundle (DESIGN §4); it arrives in
// the lesson response, and only for a reader who may see it.

export interface LessonLink {
  title: string;
  href: string;
}

export interface LessonView extends Omit<Lesson, 'quiz'> {
  /** The answer and its explanation are sent only once the learner has answered. */
  quiz: {
    question: string;
    options: readonly [string, string, string, string];
    /** The course's pass mark, a share of the check (0.7 = 70 %): below it the lesson cannot be completed. */
    passMark: number;
    correct?: number;
    explanation?: string;
  };
  courseTitle: string;
  moduleTitle: string;
  prev: LessonLink | null;
  next: LessonLink | null;
}

export interface LessonResponse {
  lesson: LessonView;
  progress: ProgressState & { percent: number };
}

export interface PurchaseRequired {
  message: string;
  courseTitle: string;
  coursePrice: number;
  currency: string;
}

/**
 * The lesson page's loader data: only the sections and panels the learner has reached, so the page does not
 * carry the rest of the text twice (once rendered, once as hydration data) before it shows (issue 25). The
 * next step's action revalidates the loader, which then sends what that step revealed.
 */
export interface RevealedLessonView extends Omit<LessonView, 'quiz' | 'actionItem' | 'keyTakeaways' | 'resources' | 'moneyMakingTip' | 'successStory'> {
  /** How many sections the lesson has; `sections` holds only the revealed ones. */
  sectionCount: number;
  quiz: LessonView['quiz'] | null;
  actionItem: LessonView['actionItem'] | null;
  keyTakeaways: LessonView['keyTakeaways'] | null;
  resources: LessonView['resources'] | null;
  moneyMakingTip: LessonView['moneyMakingTip'] | null;
  successStory: LessonView['successStory'] | null;
}

export interface RevealedLessonResponse {
  lesson: RevealedLessonView;
  progress: LessonResponse['progress'];
}

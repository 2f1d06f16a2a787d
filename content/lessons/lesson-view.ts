import type { ProgressState } from '../../common/lesson-progress';
import type { Lesson } from './lesson-schema';

// Types only: the lesson text itself never enters the browser bundle (DESIGN §4); it arrives in
// the lesson response, and only for a reader who may see it.

export interface LessonLink {
  title: string;
  href: string;
}

/** One question as the reader shows it, in the attempt's order of choices. */
export interface QuestionView {
  question: string;
  options: string[];
  /** Once the attempt is answered: the place of the learner's choice, and whether it is right. */
  chosen: number | null;
  right: boolean | null;
  /** Why the learner's choice is wrong (a wrong choice only). */
  whyWrong: string | null;
  /** Only once the learner has passed: the right choice's place and why it is right. */
  correct?: number;
  explanation?: string;
}

/**
 * The knowledge check as its reader receives it (decision 031h): questions and choices in the attempt's order; no
 * right answer, nor the explanation that names it, before the learner passes.
 */
export interface KnowledgeCheckView {
  /** The course's pass mark, a share of the questions (0.7 = 70 %): below it the lesson cannot be completed. */
  passMark: number;
  /** The attempt shown (its seed), posted back with the answers. */
  attempt: number;
  questions: QuestionView[];
  /** Once the attempt is answered: its score (percent), how many questions it got right, and whether it passed. */
  result: { score: number; right: number; passed: boolean } | null;
}

export interface LessonView extends Omit<Lesson, 'quiz' | 'isPremium'> {
  quiz: KnowledgeCheckView;
  /** Whether the lesson's course is sold rather than open to every learner (server/courses/course-catalogue.ts). */
  isPremium: boolean;
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

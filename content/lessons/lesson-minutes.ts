import type { AuthoredLesson } from './lesson-schema';

/**
 * How long a lesson takes, derived from the lesson itself (issue 26, DESIGN §12: "Durations come from the
 * lessons"): its reading time from the words a learner reads, plus the minutes its action item states.
 * No duration is typed anywhere; a course's and a module's are the sums of their lessons'.
 *
 * Server-only in practice: it reads the lesson text, so only the numbers it returns may reach a page.
 */

/**
 * Words a minute for study reading. Brysbaert (2019) measured about 238 for silent reading of non-fiction;
 * a learner reading to apply what they read goes slower, so 200, the low end of the usual 200–238.
 */
export const WORDS_PER_MINUTE = 200;

/** Fields that are identifiers or labels rather than text a learner reads. */
const NOT_READ = new Set(['id', 'url', 'courseId', 'type', 'difficulty', 'added', 'updated']);

function readableText(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NOT_READ.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => readableText(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => readableText(v, k));
  return [];
}

/** Words a learner reads in the whole lesson: sections, cards, quiz, action item, takeaways, tip, story. */
export function wordsOf(lesson: AuthoredLesson): number {
  return readableText(lesson).join(' ').split(/\s+/).filter(Boolean).length;
}

/** Whole minutes to read the lesson, rounded up (a lesson of 201 words takes 2 minutes, never 0). */
export function readingMinutes(lesson: AuthoredLesson): number {
  return Math.max(1, Math.ceil(wordsOf(lesson) / WORDS_PER_MINUTE));
}

/** The lesson's two durations: reading alone, and reading plus the action item. */
export function lessonMinutes(lesson: AuthoredLesson): { estimatedReadTime: number; duration: number } {
  const estimatedReadTime = readingMinutes(lesson);
  return { estimatedReadTime, duration: estimatedReadTime + lesson.actionItem.minutes };
}

import { z } from 'zod';
import { contentSlot } from '../content-slot';
import { COURSE_IDS, FREE_COURSE, PREMIUM_COURSE } from '../courses/courses';
import { contentDir, readYamlFolder, type ContentFile } from '../read-content';
import { lessonMinutes } from './lesson-minutes';
import { lessonSchema, type CourseId, type Lesson } from './lesson-schema';

/**
 * Every lesson of both courses: one YAML file per lesson, content/lessons/<course id>/module-<N>-lesson-<M>.yaml,
 * read from the folder and validated when this module loads (a new file is picked up with no list to edit).
 *
 * Server-only: the files hold premium lesson text, so nothing the browser bundle imports may import this
 * module (DESIGN.md §2, §4); the text is read from disk, so no build ever carries it (e2e/premium-content.spec.ts).
 */

/** A lesson file: its path under content/lessons/ (e.g. "free-course/module-1-lesson-1.yaml") and its parsed data. */
export type LessonFile = ContentFile;

/** Every lesson file of content/lessons, parsed, not yet validated. */
export function readLessonFiles(dir = contentDir(import.meta.url, 'lessons', '.yaml')): LessonFile[] {
  return readYamlFolder(dir, 'content/lessons');
}

/**
 * The lesson files as they are on disk, for the tests. Not what the site shows (that is `allLessons()`); marked
 * pure so that the server's bundles, which never use it, drop it and do not hold a second copy of every lesson.
 */
export const LESSON_FILES: readonly LessonFile[] = /* @__PURE__ */ readLessonFiles();

/**
 * The module numbers that carry lessons in the specification's two courses (their first import's files). Premium
 * module 1 is the starter course itself (its course page links to the free-course lessons), so it has no lessons of
 * its own. A course the owner created is checked against its row where its lessons are saved
 * (server/content-studio/lesson-placement.ts).
 */
export const COURSE_LESSON_MODULES: Readonly<Record<string, readonly number[]>> = {
  [FREE_COURSE.id]: FREE_COURSE.lessonModules,
  [PREMIUM_COURSE.id]: PREMIUM_COURSE.lessonModules,
};

// Any course's folder (issue 43): content/lessons/<course id>/module-<N>-lesson-<M>.yaml.
const FILE_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)\/module-(\d+)-lesson-(\d+)\.yaml$/;

/** The two first courses first (free, then premium), then any other course by id: only the order within a course is read. */
function courseRank(courseId: string): number {
  const index = (COURSE_IDS as readonly string[]).indexOf(courseId);
  return index === -1 ? COURSE_IDS.length : index;
}

function compareLessons(a: Lesson, b: Lesson): number {
  return (
    courseRank(a.courseId) - courseRank(b.courseId) ||
    (a.courseId < b.courseId ? -1 : a.courseId > b.courseId ? 1 : 0) ||
    a.module - b.module ||
    a.order - b.order
  );
}

/**
 * Parses every lesson and checks the collection as a whole; throws one error naming the file and
 * lesson id of the first problem. Returns the lessons sorted by course, module and order.
 */
export function validateLessons(files: readonly LessonFile[]): Lesson[] {
  const lessons: Lesson[] = [];
  const fileOf = new Map<Lesson, string>();

  for (const { file, data } of files) {
    const parsed = lessonSchema.safeParse(data);
    if (!parsed.success) {
      const id =
        typeof data === 'object' && data !== null && 'id' in data ? String((data as { id: unknown }).id) : '(no id)';
      throw new Error(`Invalid lesson content in content/lessons/${file} (id: ${id}):\n${z.prettifyError(parsed.error)}`);
    }
    // Durations are derived here, once, from the text and the action item (never typed: issue 26).
    const lesson: Lesson = { ...parsed.data, ...lessonMinutes(parsed.data) };
    const where = `content/lessons/${file} (id: ${lesson.id})`;

    const match = FILE_PATTERN.exec(file);
    if (
      !match ||
      match[1] !== lesson.courseId ||
      Number(match[2]) !== lesson.module ||
      Number(match[3]) !== lesson.order
    ) {
      throw new Error(
        `${where}: the file name must be ${lesson.courseId}/module-${lesson.module}-lesson-${lesson.order}.yaml to match its courseId, module and order`,
      );
    }
    const lessonModules = COURSE_LESSON_MODULES[lesson.courseId];
    if (lessonModules && !lessonModules.includes(lesson.module)) {
      throw new Error(
        `${where}: module ${lesson.module} is not a lesson module of ${lesson.courseId} (expected one of ${lessonModules.join(', ')})`,
      );
    }
    fileOf.set(lesson, file);
    lessons.push(lesson);
  }

  const byId = new Map<string, Lesson>();
  const byPosition = new Map<string, Lesson>();
  for (const lesson of lessons) {
    const where = `content/lessons/${fileOf.get(lesson)} (id: ${lesson.id})`;
    const sameId = byId.get(lesson.id);
    if (sameId) {
      throw new Error(`${where}: lesson id "${lesson.id}" is also used by content/lessons/${fileOf.get(sameId)}`);
    }
    byId.set(lesson.id, lesson);
    const position = `${lesson.courseId}/${lesson.module}/${lesson.order}`;
    const samePosition = byPosition.get(position);
    if (samePosition) {
      throw new Error(`${where}: position ${position} is also taken by lesson "${samePosition.id}"`);
    }
    byPosition.set(position, lesson);
  }

  const sorted = [...lessons].sort(compareLessons);

  // Orders run 1, 2, 3… in every module, so "lesson 1" of each module exists and no link skips a gap.
  const ordersByModule = new Map<string, number[]>();
  for (const lesson of sorted) {
    const key = `${lesson.courseId} module ${lesson.module}`;
    ordersByModule.set(key, [...(ordersByModule.get(key) ?? []), lesson.order]);
  }
  for (const [key, orders] of ordersByModule) {
    orders.forEach((order, index) => {
      if (order !== index + 1) {
        throw new Error(`Lessons of ${key} must be numbered 1 to ${orders.length} without gaps; found ${orders.join(', ')}`);
      }
    });
  }

  return sorted;
}

/** The lessons of the files, validated, for the tests (pure, like LESSON_FILES: the site reads `allLessons()`). */
export const ALL_LESSONS: readonly Lesson[] = /* @__PURE__ */ validateLessons(LESSON_FILES);

const lessonSlot = contentSlot<readonly Lesson[]>('lessons', () => validateLessons(readLessonFiles()));

/**
 * Every published lesson of both courses, sorted by course (free first), module and order: once the site runs,
 * the published rows of `content_items` (server/content-store/), replaced when one changes; before that, the files.
 */
export function allLessons(): readonly Lesson[] {
  return lessonSlot.get();
}

/** Sorts lessons into reading order: course (free first), module, order. */
export function sortLessons(lessons: readonly Lesson[]): Lesson[] {
  return [...lessons].sort(compareLessons);
}

/** Installs the lessons the site shows from now on, in every bundle of this process (the content store's swap point). */
export function replaceLessons(lessons: readonly Lesson[]): void {
  lessonSlot.set(Object.freeze(sortLessons(lessons)));
}

/** Lessons of one course, in reading order. */
export function lessonsOfCourse(courseId: CourseId, lessons: readonly Lesson[] = allLessons()): Lesson[] {
  return lessons.filter((lesson) => lesson.courseId === courseId);
}

/** The lesson at /course/{courseId}/module/{module}/lesson/{order}, or undefined. */
export function findLesson(
  courseId: string,
  module: number,
  order: number,
  lessons: readonly Lesson[] = allLessons(),
): Lesson | undefined {
  return lessons.find((lesson) => lesson.courseId === courseId && lesson.module === module && lesson.order === order);
}

/** The lesson with this id, or undefined. */
export function findLessonById(id: string, lessons: readonly Lesson[] = allLessons()): Lesson | undefined {
  return lessons.find((lesson) => lesson.id === id);
}

/** What a previous/next link needs: enough to build the lesson URL and show its title. */
export interface LessonRef {
  id: string;
  title: string;
  courseId: CourseId;
  module: number;
  order: number;
}

export function toLessonRef(lesson: Lesson): LessonRef {
  return { id: lesson.id, title: lesson.title, courseId: lesson.courseId, module: lesson.module, order: lesson.order };
}

/**
 * The previous and next lessons in reading order within the same course, crossing module
 * boundaries. Null at either end of the course, and both null for an unknown position.
 */
export function adjacentLessons(
  courseId: string,
  module: number,
  order: number,
  lessons: readonly Lesson[] = allLessons(),
): { prev: LessonRef | null; next: LessonRef | null } {
  const course = lessons.filter((lesson) => lesson.courseId === courseId).sort(compareLessons);
  const index = course.findIndex((lesson) => lesson.module === module && lesson.order === order);
  if (index === -1) return { prev: null, next: null };
  const prev = course[index - 1];
  const next = course[index + 1];
  return { prev: prev ? toLessonRef(prev) : null, next: next ? toLessonRef(next) : null };
}

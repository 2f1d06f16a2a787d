// `.server`: it names the discussions premium readers alone may open.
import { lessonPath } from '../../common/routes';
import { findLessonById } from '../../content/lessons/lesson-registry.server';
import type { Lesson } from '../../content/lessons/lesson-schema';

/**
 * The premium mastermind community's key in `comments.lesson_key` (issue 28). A lesson's id is a slug, which
 * never holds a colon, so no lesson can share it.
 */
export const COMMUNITY_KEY = 'community:mastermind';
export const COMMUNITY_PATH = '/premium/community';

/**
 * Where a discussion lives: under a lesson, or in the mastermind community. Its comments carry `key` and
 * `courseId`; whoever may open the course reads it, and the community's members read the community.
 */
export interface DiscussionPlace {
  kind: 'lesson' | 'community';
  key: string;
  /** The lesson's course; null for the community, which its own entitlement opens. */
  courseId: string | null;
  /** As lists and emails name it. */
  title: string;
  /** The address of one comment, given its thread's first comment. */
  commentPath: (commentId: string, threadId: string) => string;
}

export function lessonPlace(lesson: Lesson): DiscussionPlace {
  const path = lessonPath(lesson.courseId, lesson.module, lesson.order);
  return { kind: 'lesson', key: lesson.id, courseId: lesson.courseId, title: lesson.title, commentPath: (id) => `${path}#comment-${id}` };
}

export const COMMUNITY_PLACE: DiscussionPlace = {
  kind: 'community',
  key: COMMUNITY_KEY,
  courseId: null,
  title: 'The mastermind community',
  commentPath: (id, threadId) => `${COMMUNITY_PATH}/${threadId}#comment-${id}`,
};

/** The place a comment's `lesson_key` names, or undefined for a lesson no longer offered. */
export function findPlace(key: string): DiscussionPlace | undefined {
  if (key === COMMUNITY_KEY) return COMMUNITY_PLACE;
  const lesson = findLessonById(key);
  return lesson ? lessonPlace(lesson) : undefined;
}

// `.server`: it hands out premium lessons' discussions to whoever it lets through.
import { eq } from 'drizzle-orm';
import { findLesson } from '../../content/lessons/lesson-registry.server';
import { courseById } from '../courses/course-catalogue';
import { comments } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { checkLessonAccess, LOGIN_REQUIRED, type CheckLessonAccessOptions } from '../lessons/check-lesson-access';
import { findPlace } from './discussion-place';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { LearnerAccess } from '../entitlements/learner-access';

/**
 * Who may read a discussion (issue 15): whoever may open the lesson's course (server/entitlements/), the
 * community's members its threads, and owners, who moderate every discussion.
 */
export function mayReadDiscussion(user: SessionUser | null, place: { courseId: string | null }): user is SessionUser {
  return user !== null && readsPlace(user, place);
}

/** The same rule for any account, signed in or not (a reply's recipient). */
export function readsPlace(who: { isOwner: boolean; access: LearnerAccess }, place: { courseId: string | null }): boolean {
  if (who.isOwner) return true;
  return place.courseId === null ? who.access.community : who.access.courseIds.includes(place.courseId);
}

/** Whether a course's lessons have discussions: the owner's switch on the course (issue 43; on unless turned off). */
export function courseHasDiscussions(courseId: string): boolean {
  return courseById(courseId)?.hasDiscussions !== false;
}

/**
 * The lesson whose discussion is asked for, or the same DomainError reading the lesson gives (nothing about the
 * discussion); a lesson of a course whose discussions the owner turned off has none: not found.
 */
export async function checkDiscussionAccess(options: CheckLessonAccessOptions): Promise<Lesson> {
  const lesson = await readableLesson(options);
  if (!courseHasDiscussions(lesson.courseId)) throw new DomainError('not_found', 'This lesson has no discussion.');
  return lesson;
}

async function readableLesson(options: CheckLessonAccessOptions): Promise<Lesson> {
  try {
    return await checkLessonAccess(options);
  } catch (error) {
    const { user, courseId, moduleId, lessonId } = options;
    if (error instanceof DomainError && error.code === 'forbidden' && user?.isOwner) {
      const lesson = findLesson(courseId, moduleId, lessonId);
      if (lesson) return lesson;
    }
    throw error;
  }
}

/**
 * A comment the user may act on, with its lesson. One that does not exist, is deleted, belongs to a
 * discussion the user may not read, or is hidden from them is "not found" alike: a premium discussion's
 * comments are not disclosed, not even that they exist.
 */
export async function findCommentForUser({ db, user, commentId }: { db: Db; user: SessionUser | null; commentId: string }) {
  if (!user) throw new DomainError('unauthenticated', LOGIN_REQUIRED);
  const [comment] = await db.select().from(comments).where(eq(comments.id, commentId)).limit(1);
  // A lesson's or the mastermind community's (issue 28): the community is the premium course's, read alike.
  const place = comment ? findPlace(comment.lessonKey) : undefined;
  const visible =
    comment &&
    place &&
    !comment.deletedAt &&
    mayReadDiscussion(user, place) &&
    (!comment.hiddenAt || comment.authorId === user.id || user.isOwner);
  if (!visible) throw new DomainError('not_found', 'Comment not found');
  return { comment, place, user };
}

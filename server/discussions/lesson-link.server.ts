import { lessonPath } from '../../common/routes';
import { findLessonById } from '../../content/lessons/lesson-registry.server';

/** A discussion's lesson as lists show it: its title and the address of one comment under it. */
export function lessonLink(lessonKey: string, commentId: string): { lessonTitle: string; href: string } {
  const lesson = findLessonById(lessonKey);
  if (!lesson) return { lessonTitle: 'A lesson no longer offered', href: '/courses' };
  return { lessonTitle: lesson.title, href: `${lessonPath(lesson.courseId, lesson.module, lesson.order)}#comment-${commentId}` };
}

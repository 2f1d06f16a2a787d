import { findPlace } from './discussion-place';

/**
 * A discussion's place as lists show it: its title and the address of one comment in it (a community
 * comment's address names its thread, hence `parentId`).
 */
export function lessonLink(lessonKey: string, commentId: string, parentId: string | null = null): { lessonTitle: string; href: string } {
  const place = findPlace(lessonKey);
  if (!place) return { lessonTitle: 'A lesson no longer offered', href: '/courses' };
  return { lessonTitle: place.title, href: place.commentPath(commentId, parentId ?? commentId) };
}

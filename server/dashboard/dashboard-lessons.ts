// `.server`: reads the lesson catalogue (which holds premium text) to name lessons; never bundled for the browser.
import { lessonPath } from '../../common/routes';
import { derivedFrom } from '../../content/content-slot';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import type { LessonMeta } from './dashboard-stats';

/**
 * Every published lesson's name, place and link, without its text: what the dashboard and the course pages
 * count. Recomputed when the lessons change (a publish in the studio, in any process).
 */
export const dashboardLessons: () => LessonMeta[] = derivedFrom(allLessons, (lessons) =>
  lessons.map((l) => ({
    id: l.id,
    courseId: l.courseId,
    module: l.module,
    order: l.order,
    title: l.title,
    estimatedReadTime: l.estimatedReadTime,
    href: lessonPath(l.courseId, l.module, l.order),
  })),
);

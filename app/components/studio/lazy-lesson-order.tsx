import { lazyPart } from '~/lib/lazy-part';
import type { LessonOrderProps } from './lesson-order';

/**
 * The lessons' ordering view with its drag-and-drop code (dnd-kit) out of the list's first load: the server's
 * HTML shows the lessons in order, links working, until the code arrives (app/lib/lazy-part.tsx).
 */
export const LazyLessonOrder = lazyPart<LessonOrderProps>(() => import('./lesson-order').then((module) => module.default));

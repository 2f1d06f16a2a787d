// `.server`-like: reads the lessons (their titles and durations only leave here) and the offers.
import { inArray } from 'drizzle-orm';
import { lessonPath } from '../../common/routes';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { offers } from '../db/schema';
import { sellingOffersByCourse } from '../offers/selling-offer';
import { courseBySlug } from './course-catalogue';
import type { Db } from '../db/client';

export interface CoursePageModule {
  number: number;
  title: string;
  minutes: number;
  lessons: { title: string; minutes: number; href: string }[];
}

export interface CoursePage {
  id: string;
  slug: string;
  title: string;
  description: string;
  level: string;
  status: 'draft' | 'published' | 'archived';
  outcomes: readonly string[];
  coverImage: string | null;
  modules: CoursePageModule[];
  minutes: number;
  /** The first lesson, where "Start" leads. */
  firstLesson: string | null;
  /** Open to every signed-in learner (a published free offer grants it). */
  open: boolean;
  /** The offer that sells it on its own, for its sales page /offer/<slug>. */
  offer: { slug: string; title: string } | null;
}

/**
 * A course's page (issue 43, `/course/<slug>`): its row, its modules with their published lessons and durations,
 * and the offer that sells it. Undefined for an unknown slug, and for a draft unless the owner asks.
 */
export async function loadCoursePage({ db, slug, isOwner }: { db: Db; slug: string; isOwner: boolean }): Promise<CoursePage | undefined> {
  const course = courseBySlug(slug);
  if (!course || (course.status === 'draft' && !isOwner)) return undefined;
  const lessons = allLessons().filter((lesson) => lesson.courseId === course.id);
  const modules = course.modules.map((title, index) => {
    const inModule = lessons.filter((lesson) => lesson.module === index + 1);
    return {
      number: index + 1,
      title,
      minutes: inModule.reduce((sum, lesson) => sum + lesson.duration, 0),
      lessons: inModule.map((lesson) => ({
        title: lesson.title,
        minutes: lesson.duration,
        href: lessonPath(course.id, lesson.module, lesson.order),
      })),
    };
  });
  const offerId = (await sellingOffersByCourse({ db })).get(course.id);
  const [offer] = offerId
    ? await db
        .select({ slug: offers.slug, title: offers.title })
        .from(offers)
        .where(inArray(offers.id, [offerId]))
    : [];
  const first = modules.flatMap((module) => module.lessons)[0];
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    level: course.level,
    status: course.status,
    outcomes: course.outcomes,
    coverImage: course.coverImage,
    modules,
    minutes: modules.reduce((sum, module) => sum + module.minutes, 0),
    firstLesson: first?.href ?? null,
    open: course.open,
    offer: offer ?? null,
  };
}

import { Clock, PlayCircle } from 'lucide-react';
import { data, Link } from 'react-router';
import { CourseNotFound } from '~/components/course-not-found';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { formatMinutes } from '../../common/format';
import { loginPath, signupPath } from '../../common/routes';
import { loadCoursePage } from '../../server/courses/course-page';
import { loadCourseProgress } from '../../server/dashboard/load-course-progress';
import type { Route } from './+types/course-page';

/** The main button's words for where the learner stands. */
const NEXT_LABEL = { Start: 'Start the first lesson', Continue: 'Continue where you left off', Review: 'Review the course' } as const;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ data, matches, params }) =>
  seo({
    title: data?.course?.title ?? 'Course not found',
    description: data?.course?.description,
    path: `/course/${params.slug}`,
    origin: originFrom(matches),
    noindex: !data?.course || data.course.status !== 'published',
  });

/**
 * Any course of the catalogue at /course/<slug> (issue 43): a draft is the owner's alone, a 404 to everyone else.
 * The specification's two courses keep their own pages (/course/free, /course/premium) this session.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const course = await loadCoursePage({ db: context.services.db, slug: params.slug, isOwner: Boolean(context.user?.isOwner) });
  if (!course) return data({ course: null, owned: false, next: null }, { status: 404 });
  // A learner who has the course (bought, granted, enrolled) is not offered it again (issue 43's journey).
  const user = context.user;
  // Where the learner stands: the main button starts, continues or reviews (as the dashboard's does).
  const next = user ? ((await loadCourseProgress({ db: context.services.db, userId: user.id }))[course.id]?.course.action ?? null) : null;
  return { course, owned: Boolean(user && (user.isOwner || user.access.courseIds.includes(course.id))), next };
}

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  const { course, owned, next } = loaderData;
  if (!course) return <CourseNotFound />;
  const path = `/course/${course.slug}`;
  const lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0);
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
          {course.status !== 'published' ? (
            <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              {course.status === 'draft' ? 'Draft: only you can see this page' : 'Archived: no longer offered'}
            </p>
          ) : null}
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{course.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{course.description}</p>
          <p className="mt-3 text-sm text-slate-700">
            {plural(course.modules.length, 'module')} · {plural(lessonCount, 'lesson')} · {formatMinutes(course.minutes)} · {course.level}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {user && course.firstLesson ? (
              <Button asChild size="lg">
                <Link to={next?.href ?? course.firstLesson}>
                  <PlayCircle aria-hidden /> {NEXT_LABEL[next?.label ?? 'Start']}
                </Link>
              </Button>
            ) : null}
            {!user && course.open ? (
              <Button asChild size="lg">
                <Link to={signupPath(path)}>Sign Up Free to Start</Link>
              </Button>
            ) : null}
            {course.offer && !owned ? (
              <Button asChild size="lg" wraps variant={user && course.firstLesson ? 'outline' : 'default'}>
                <Link to={`/offer/${course.offer.slug}`}>Get {course.offer.title}</Link>
              </Button>
            ) : null}
            {!user ? (
              <Button asChild size="lg" variant="outline">
                <Link to={loginPath(path)}>Log In</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </section>

      {course.outcomes.length > 0 ? (
        <section className="mx-auto max-w-4xl px-4 pt-12" aria-labelledby="outcomes-heading">
          <h2 id="outcomes-heading" className="text-2xl font-bold text-slate-900">
            What you will learn
          </h2>
          <ul className="mt-4 grid list-disc gap-2 pl-6 text-slate-800 sm:grid-cols-2">
            {course.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="modules-heading">
        <h2 id="modules-heading" className="text-2xl font-bold text-slate-900">
          Course modules
        </h2>
        <ol className="mt-6 flex flex-col gap-4">
          {course.modules.map((module) => (
            <li key={module.number} className="rounded-lg border border-slate-200 p-4">
              <h3 className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-semibold text-slate-900">
                <span>
                  Module {module.number}: {module.title}
                </span>
                <span className="inline-flex items-center gap-1 text-sm font-normal text-slate-700">
                  <Clock className="size-4" aria-hidden /> {formatMinutes(module.minutes)}
                </span>
              </h3>
              {module.lessons.length > 0 ? (
                <ol className="mt-3 flex flex-col gap-2">
                  {module.lessons.map((lesson) => (
                    <li key={lesson.href} className="flex flex-wrap justify-between gap-2 text-slate-800">
                      <Link to={lesson.href} className="text-blue-700 underline">
                        {lesson.title}
                      </Link>
                      <span className="text-sm text-slate-700">{formatMinutes(lesson.minutes)}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="mt-2 text-sm text-slate-700">Lessons coming soon.</p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

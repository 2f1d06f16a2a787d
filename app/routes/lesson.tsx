import { Suspense } from 'react';
import { data } from 'react-router';
import { AccessScreen, DiscussionLoading, LessonDiscussion, LessonSection } from '~/components/lesson/lesson-parts';
import { LessonReader } from '~/components/lesson/lesson-reader';
import { originFrom, seo } from '~/lib/seo';
import { lessonParamsSchema } from '../../common/lesson-params-schema';
import { progressEventSchema, progressFieldsOfForm } from '../../common/lesson-progress-schema';
import { checkoutPath, loginPath } from '../../common/routes';
import { describeZodError } from '../../common/validation';
import { findOwnCertificate } from '../../server/certificates/read-certificate';
import { coursePagePath } from '../../server/courses/course-catalogue';
import { courseHasDiscussions } from '../../server/discussions/discussion-access';
import { checkLessonAccess } from '../../server/lessons/check-lesson-access';
import { readLesson, revealedLesson } from '../../server/lessons/read-lesson';
import { recordProgress } from '../../server/lessons/record-progress';
import { discussionAction, isDiscussionForm, loadDiscussion } from '../lib/discussion-action.server';
import { domainErrorData } from '../lib/domain-error.server';
import type { Route } from './+types/lesson';

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo({
    title: data && 'lesson' in data ? data.lesson.title : 'Lesson',
    description: data && 'lesson' in data ? data.lesson.description : undefined,
    path: location.pathname,
    origin: originFrom(matches),
    noindex: true,
  });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const parsed = lessonParamsSchema.safeParse(params);
  if (!parsed.success) return data({ screen: 'not-found' as const }, { status: 404 });
  const { db } = context.services;
  try {
    const lesson = await checkLessonAccess({
      db,
      user: context.user,
      currency: context.currency,
      now: context.services.dueBy(),
      ...parsed.data,
    });
    const [read, discussion] = await Promise.all([
      readLesson({ db, user: context.user!, lesson, inVisitorCurrency: context.currency }),
      // A course whose discussions the owner turned off shows none (issue 43).
      courseHasDiscussions(lesson.courseId) ? loadDiscussion(context, lesson, new URL(request.url)) : null,
    ]);
    // The course's last lesson, done: its completion screen links to the certificate it earned (issue 14).
    const certificate =
      read.progress.completed && !read.lesson.next
        ? await findOwnCertificate({ db, userId: context.user!.id, courseId: lesson.courseId, now: context.services.now() })
        : null;
    // Decided here, so the page's code does not carry the course list for one identifier.
    const courseHref = coursePagePath(lesson.courseId);
    return { screen: 'lesson' as const, ...revealedLesson(read), discussion, certificate, courseHref };
  } catch (error) {
    return domainErrorData(error, (e) => {
      if (e.code === 'unauthenticated') return { screen: 'login' as const, loginHref: loginPath(new URL(request.url).pathname) };
      if (e.code === 'forbidden' && e.details.locked) {
        return {
          screen: 'locked' as const,
          title: e.details.locked.title,
          message: e.message,
          courseHref: coursePagePath(parsed.data.courseId),
        };
      }
      if (e.code === 'forbidden' && e.details.offer) {
        const { courseId = parsed.data.courseId, ...offer } = e.details.offer;
        return { screen: 'purchase' as const, message: e.message, ...offer, checkoutHref: checkoutPath(courseId) };
      }
      return { screen: 'not-found' as const };
    });
  }
}

/** A client-side visit renders once the discussion's code is here too, so it does not arrive late below the lesson. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), LessonSection.preload(), LessonDiscussion.preload()]);
  return loaded;
}

/** Every reader step is a form post: it works before JavaScript loads, and the server enforces the order. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const parsedParams = lessonParamsSchema.safeParse(params);
  if (!parsedParams.success) return data({ error: 'Lesson not found' }, { status: 404 });
  const { db } = context.services;
  try {
    const lesson = await checkLessonAccess({
      db,
      user: context.user,
      currency: context.currency,
      now: context.services.dueBy(),
      ...parsedParams.data,
    });
    const form = await request.formData();
    if (isDiscussionForm(form)) {
      if (!courseHasDiscussions(lesson.courseId)) return data({ ok: false, message: 'This lesson has no discussion.' }, { status: 404 });
      return discussionAction(context, lesson, form);
    }
    const event = progressEventSchema.safeParse(progressFieldsOfForm(form));
    if (!event.success) return data({ error: describeZodError(event.error).message }, { status: 400 });
    const { elapsed, ...step } = event.data;
    await recordProgress({ db, userId: context.user!.id, lesson, event: step, elapsedSeconds: elapsed, now: context.services.now() });
    return { error: null };
  } catch (error) {
    return domainErrorData(error, (e) => ({ error: e.message }));
  }
}

export default function LessonRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.screen !== 'lesson') return <AccessScreen {...loaderData} />;
  return (
    <>
      <LessonReader
        lesson={loaderData.lesson}
        progress={loaderData.progress}
        certificate={loaderData.certificate}
        courseHref={loaderData.courseHref}
      />
      <div className="mx-auto max-w-3xl px-4 pb-12">
        {loaderData.discussion ? (
          <Suspense fallback={<DiscussionLoading />}>
            <LessonDiscussion discussion={loaderData.discussion} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}

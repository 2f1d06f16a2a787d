import { CheckCircle2, ChevronRight, ListChecks } from 'lucide-react';
import { Suspense, useEffect, useRef, type FormEvent } from 'react';
import { data, useFetcher } from 'react-router';
import { LessonHeader, LessonPager } from '~/components/lesson/lesson-chrome';
import {
  AccessScreen,
  CourseCompleteCelebration,
  DiscussionLoading,
  FOCUS_AFTER,
  focusWhenShown,
  LessonDiscussion,
  LessonSection,
  PremiumLockPanel,
  PremiumUpsell,
  RevealedPanels,
} from '~/components/lesson/lesson-parts';
import { StepForm } from '~/components/lesson/lesson-step-form';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { lessonParamsSchema } from '../../common/lesson-params-schema';
import { visibleParts } from '../../common/lesson-progress';
import { progressEventSchema } from '../../common/lesson-progress-schema';
import { checkoutPath, loginPath } from '../../common/routes';
import { describeZodError } from '../../common/validation';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { findOwnCertificate } from '../../server/certificates/read-certificate.server';
import { checkLessonAccess } from '../../server/lessons/check-lesson-access.server';
import { readLesson, revealedLesson } from '../../server/lessons/read-lesson.server';
import { recordProgress } from '../../server/lessons/record-progress.server';
import { discussionAction, isDiscussionForm, loadDiscussion } from '../lib/discussion-action.server';
import { domainErrorData } from '../lib/domain-error.server';
import type { RevealedLessonResponse as ReaderData } from '../../content/lessons/lesson-view';
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
    const lesson = await checkLessonAccess({ db, user: context.user, ...parsed.data });
    const [read, discussion] = await Promise.all([
      readLesson({ db, user: context.user!, lesson, inVisitorCurrency: true }),
      loadDiscussion(context, lesson, new URL(request.url)),
    ]);
    // The course's last lesson, done: its completion screen links to the certificate it earned (issue 14).
    const certificate =
      read.progress.completed && !read.lesson.next
        ? await findOwnCertificate({ db, userId: context.user!.id, courseId: lesson.courseId })
        : null;
    // Decided here, so the page's code does not carry the course list for one identifier.
    const courseHref = lesson.courseId === PREMIUM_COURSE_ID ? '/course/premium' : '/course/free';
    return { screen: 'lesson' as const, ...revealedLesson(read), discussion, certificate, courseHref };
  } catch (error) {
    return domainErrorData(error, (e) => {
      if (e.code === 'unauthenticated') return { screen: 'login' as const, loginHref: loginPath(new URL(request.url).pathname) };
      if (e.code === 'forbidden' && e.details.offer) {
        return { screen: 'purchase' as const, message: e.message, ...e.details.offer, checkoutHref: checkoutPath(PREMIUM_COURSE_ID) };
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
    const lesson = await checkLessonAccess({ db, user: context.user, ...parsedParams.data });
    const form = await request.formData();
    if (isDiscussionForm(form)) return discussionAction(context, lesson, form);
    const event = progressEventSchema.safeParse(Object.fromEntries(form));
    if (!event.success) return data({ error: describeZodError(event.error).message }, { status: 400 });
    const { elapsed, ...step } = event.data;
    await recordProgress({ db, userId: context.user!.id, lesson, event: step, elapsedSeconds: elapsed, now: context.services.now() });
    return { error: null };
  } catch (error) {
    return domainErrorData(error, (e) => ({ error: e.message }));
  }
}

function LessonReader({
  lesson,
  progress,
  certificate,
  courseHref,
}: ReaderData & { certificate: { path: string; state: string } | null; courseHref: string }) {
  const fetcher = useFetcher<typeof action>({ key: `lesson-${lesson.id}` });
  const pendingStep = useRef<string | null>(null);
  const submittedType = fetcher.formData?.get('type');
  if (typeof submittedType === 'string') pendingStep.current = submittedType;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !pendingStep.current) return;
    const target = FOCUS_AFTER[pendingStep.current]?.({ lesson, progress });
    pendingStep.current = null;
    if (target) return focusWhenShown(target);
  }, [fetcher.state, lesson, progress]);

  // How long the page has been open since the learner's last step: study time counts it only below what the
  // server measured itself (server/lessons/study-time.ts), so it can shorten a gap, never lengthen one.
  const stepSince = useRef<number | null>(null);
  useEffect(() => {
    stepSince.current = Date.now();
  }, []);
  function stampElapsed(event: FormEvent<HTMLElement>) {
    // A step may reveal a panel: its code starts loading with the step's request.
    void RevealedPanels.preload();
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || stepSince.current === null) return;
    const seconds = Math.max(0, Math.round((Date.now() - stepSince.current) / 1000));
    stepSince.current = Date.now();
    const existing = form.elements.namedItem('elapsed');
    const field =
      existing instanceof HTMLInputElement
        ? existing
        : form.appendChild(Object.assign(document.createElement('input'), { type: 'hidden', name: 'elapsed' }));
    field.value = String(Math.min(seconds, 86_400));
  }

  const sectionCount = lesson.sectionCount;
  const ownsPremium = Boolean(useUser()?.hasPremiumAccess);
  const show = visibleParts(progress, sectionCount, lesson.isPremium, ownsPremium);
  const revealed = lesson.sections.slice(0, progress.sectionsRevealed);
  const lastRevealed = revealed.length - 1;

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12" onSubmitCapture={stampElapsed}>
      <LessonHeader lesson={lesson} percent={show.percent} completed={progress.completed} courseHref={courseHref} />

      {fetcher.data && 'error' in fetcher.data && fetcher.data.error ? (
        <Alert variant="error" className="mt-6">
          {fetcher.data.error}
        </Alert>
      ) : null}

      <div className="mt-8 flex flex-col gap-6">
        {revealed.map((section, index) => (
          <div key={section.id} className="flex flex-col gap-4">
            <Suspense>
              <LessonSection section={section} index={index} />
            </Suspense>
            {index === lastRevealed && index < sectionCount - 1 ? (
              <StepForm fetcher={fetcher} fields={{ type: 'continue', section: index }} className="self-center">
                Continue Reading <ChevronRight aria-hidden />
              </StepForm>
            ) : null}
            {index === sectionCount - 1 && !progress.quizOpened ? (
              <StepForm fetcher={fetcher} fields={{ type: 'open-quiz' }} className="self-center">
                <ListChecks aria-hidden /> Take Knowledge Check
              </StepForm>
            ) : null}
          </div>
        ))}

        {show.quiz || show.actionItem || show.keyTakeaways || show.moneyMakingTip || show.successStory ? (
          <Suspense fallback={null}>
            <RevealedPanels lesson={lesson} progress={progress} show={show} fetcher={fetcher} />
          </Suspense>
        ) : null}

        {show.completeButton ? (
          <div className="flex justify-center">
            <fetcher.Form method="post">
              <input type="hidden" name="type" value="complete" />
              <Button id="complete-lesson" type="submit" size="lg" disabled={fetcher.state !== 'idle'}>
                <CheckCircle2 aria-hidden /> Complete Lesson
              </Button>
            </fetcher.Form>
          </div>
        ) : null}

        {progress.completed ? (
          <div className="rounded-2xl border border-green-300 bg-green-50 p-5 text-center">
            <h2
              id="lesson-complete"
              tabIndex={-1}
              className="flex items-center justify-center gap-2 text-xl font-bold text-green-900 outline-none"
            >
              <CheckCircle2 className="size-6" aria-hidden /> Lesson complete
            </h2>
            <p className="mt-1 text-green-900">
              Your progress is saved. {lesson.next ? 'On to the next lesson!' : 'You have finished this course.'}
            </p>
          </div>
        ) : null}

        <Suspense fallback={null}>
          {progress.completed && certificate?.state === 'valid' ? <CourseCompleteCelebration href={certificate.path} /> : null}

          {show.upsellBanner ? (
            <PremiumUpsell title="Ready to go further?">
              The premium course turns these basics into a complete AI business system.
            </PremiumUpsell>
          ) : null}
        </Suspense>

        {show.premiumLockPanel ? (
          <Suspense>
            <PremiumLockPanel />
          </Suspense>
        ) : null}

        {show.prevNext ? <LessonPager lesson={lesson} courseHref={courseHref} /> : null}
      </div>
    </article>
  );
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
        <Suspense fallback={<DiscussionLoading />}>
          <LessonDiscussion discussion={loaderData.discussion} />
        </Suspense>
      </div>
    </>
  );
}

import { CheckCircle2, ChevronRight, ListChecks } from 'lucide-react';
import { Suspense, useEffect, useRef, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { LessonHeader, LessonPager } from '~/components/lesson/lesson-chrome';
import {
  CourseCompleteCelebration,
  FOCUS_AFTER,
  focusWhenShown,
  LessonSection,
  PremiumLockPanel,
  PremiumUpsell,
  RevealedPanels,
} from '~/components/lesson/lesson-parts';
import { StepForm } from '~/components/lesson/lesson-step-form';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useUser } from '~/lib/root-data';
import { visibleParts } from '../../../common/lesson-progress';
import type { RevealedLessonResponse as ReaderData } from '../../../content/lessons/lesson-view';

export interface LessonReaderProps extends ReaderData {
  certificate: { path: string; state: string } | null;
  courseHref: string;
  /**
   * A studio preview link (issue 29): the lesson as a learner with access sees it once through, with nothing to
   * press that records progress (no step, no completion, no progress bar); the preview's page says what it is.
   */
  preview?: boolean;
}

/** The lesson reader: the sections, and the panels and steps the learner's progress has reached. */
export function LessonReader({ lesson, progress, certificate, courseHref, preview = false }: LessonReaderProps) {
  // Every step posts to the lesson route's action, which answers `{ error }` (app/routes/lesson.tsx).
  const fetcher = useFetcher<{ error?: string | null }>({ key: `lesson-${lesson.id}` });
  const pendingStep = useRef<string | null>(null);
  const submittedType = fetcher.formData?.get('type');
  if (typeof submittedType === 'string') pendingStep.current = submittedType;

  // The search for the focus outlives later renders (another revalidation may bring a new `progress` before
  // the panel is on the page); it stops when the next step starts or the reader goes away.
  const stopFocusing = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle') stopFocusing.current?.();
    if (fetcher.state !== 'idle' || !pendingStep.current) return;
    const target = FOCUS_AFTER[pendingStep.current]?.({ lesson, progress });
    pendingStep.current = null;
    if (target) stopFocusing.current = focusWhenShown(target);
  }, [fetcher.state, lesson, progress]);
  useEffect(() => () => stopFocusing.current?.(), []);

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
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12" onSubmitCapture={preview ? undefined : stampElapsed}>
      <LessonHeader lesson={lesson} percent={preview ? null : show.percent} completed={progress.completed} courseHref={courseHref} />

      {fetcher.data?.error ? (
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

        {show.completeButton && !preview ? (
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

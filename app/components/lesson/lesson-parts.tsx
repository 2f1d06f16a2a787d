import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import type { RevealedLessonResponse as ReaderData } from '../../../content/lessons/lesson-view';

// What a first visit does not show loads when it does (docs/decisions/024g-app-pages-under-budget.md): the panels
// the steps reveal, the completion extras, the screens of a reader without access, and the discussion (on the page
// from the start: its server HTML stays readable, its forms posting, until its code arrives after hydration).
// The sections themselves are markup only, with nothing to run: the reader can read them before their code arrives.
export const LessonSection = lazyPart(() => import('~/components/lesson/lesson-section').then((m) => m.LessonSection));
export const RevealedPanels = lazyPart(() => import('~/components/lesson/lesson-panels').then((m) => m.RevealedPanels));
export const PremiumLockPanel = lazyPart(() => import('~/components/lesson/lesson-panels').then((m) => m.PremiumLockPanel));
export const CourseCompleteCelebration = lazyPart(() =>
  import('~/components/certificates/course-complete').then((m) => m.CourseCompleteCelebration),
);
export const PremiumUpsell = lazyPart(() => import('~/components/premium-upsell').then((m) => m.PremiumUpsell));
export const LessonDiscussion = lazyPart(() => import('~/components/discussion/lesson-discussion').then((m) => m.LessonDiscussion));
const LoginRequired = lazyPart(() => import('~/components/lesson/lesson-screens').then((m) => m.LoginRequired));
const PurchaseRequired = lazyPart(() => import('~/components/lesson/lesson-screens').then((m) => m.PurchaseRequired));
const LessonNotFound = lazyPart(() => import('~/components/lesson/lesson-screens').then((m) => m.LessonNotFound));
const LessonLocked = lazyPart(() => import('~/components/lesson/lesson-screens').then((m) => m.LessonLocked));

/** Stands in (after a client-side navigation only: the server renders the screen itself) while a screen's code loads. */
function ScreenLoading() {
  return <div className="min-h-[60vh]" aria-busy="true" />;
}

/** Stands in for the discussion after a client-side navigation while its code loads, holding its place. */
export function DiscussionLoading() {
  return (
    <section
      id="discussion"
      aria-busy="true"
      aria-labelledby="discussion-heading"
      className="mt-12 min-h-64 scroll-mt-24 border-t border-slate-200 pt-8"
    >
      <h2 id="discussion-heading" className="text-2xl font-bold text-slate-900">
        Discussion
      </h2>
    </section>
  );
}

/**
 * Moves the focus to what a step revealed, once it can take it: a panel whose code was still loading appears a
 * moment after the step's answer, and a part React is still holding hidden (display: none while a Suspense
 * boundary waits) refuses the focus, so it tries again each frame until the focus holds. Gives up after a few
 * seconds; answers a function that stops it.
 */
export function focusWhenShown(id: string) {
  let frame = 0;
  const until = Date.now() + 5000;
  const attempt = () => {
    const element = document.getElementById(id);
    element?.focus({ preventScroll: true });
    if (element && document.activeElement === element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
    } else if (Date.now() < until) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** What a reader without access sees instead of the lesson (the route's loader says which). */
export function AccessScreen(
  props:
    | { screen: 'login'; loginHref: string }
    | { screen: 'not-found' }
    | ({ screen: 'purchase' } & ComponentProps<typeof PurchaseRequired>)
    | ({ screen: 'locked' } & ComponentProps<typeof LessonLocked>),
) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      {props.screen === 'login' ? (
        <LoginRequired loginHref={props.loginHref} />
      ) : props.screen === 'purchase' ? (
        <PurchaseRequired {...props} />
      ) : props.screen === 'locked' ? (
        <LessonLocked {...props} />
      ) : (
        <LessonNotFound />
      )}
    </Suspense>
  );
}

// After each step, move focus to what it revealed, so keyboard and screen-reader users follow along.
export const FOCUS_AFTER: Record<string, (data: ReaderData) => string | null> = {
  continue: (d) => `section-${d.lesson.sections[d.progress.sectionsRevealed - 1]?.id}`,
  'open-quiz': () => 'quiz-heading',
  'answer-quiz': () => 'quiz-feedback',
  'retake-quiz': () => 'quiz-heading',
  'complete-action': () => 'complete-lesson',
  complete: () => 'lesson-complete',
};

import {
  Award,
  BookOpen,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  Clock,
  Crown,
  ExternalLink,
  Lightbulb,
  ListChecks,
  Lock,
  Sparkles,
  Target,
  XCircle,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { data, Link, useFetcher } from 'react-router';
import { LessonNotFound, LoginRequired, PurchaseRequired } from '~/components/lesson/lesson-screens';
import { LessonSection } from '~/components/lesson/lesson-section';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useUser } from '~/lib/root-data';
import { originFrom, seo } from '~/lib/seo';
import { PREMIUM_COURSE_ID } from '../../common/course-outline';
import { visibleParts } from '../../common/lesson-progress';
import { progressEventSchema } from '../../common/lesson-progress-schema';
import { checkoutPath, loginPath } from '../../common/routes';
import { describeZodError } from '../../common/validation';
import { recordProgress } from '../../server/lessons/progress-store';
import { checkLessonAccess, lessonParamsSchema, readLesson } from '../../server/lessons/read-lesson.server';
import type { LessonResponse } from '../../common/lesson-view';
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
  const access = await checkLessonAccess(context.services.db, context.user, parsed.data);
  switch (access.status) {
    case 401:
      return data({ screen: 'login' as const, loginHref: loginPath(new URL(request.url).pathname) }, { status: 401 });
    case 404:
      return data({ screen: 'not-found' as const }, { status: 404 });
    case 403:
      return data({ screen: 'purchase' as const, ...access.body, checkoutHref: checkoutPath(PREMIUM_COURSE_ID) }, { status: 403 });
    default:
      return { screen: 'lesson' as const, ...(await readLesson(context.services.db, context.user!, access.lesson)) };
  }
}

/** Every reader step is a form post: it works before JavaScript loads, and the server enforces the order. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const parsedParams = lessonParamsSchema.safeParse(params);
  if (!parsedParams.success) return data({ error: 'Lesson not found' }, { status: 404 });
  const access = await checkLessonAccess(context.services.db, context.user, parsedParams.data);
  if (access.status === 403) return data({ error: access.body.message }, { status: 403 });
  if (access.status !== 200) return data({ error: access.message }, { status: access.status });
  const event = progressEventSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!event.success) return data({ error: describeZodError(event.error).message }, { status: 400 });
  const result = await recordProgress(context.services.db, context.user!.id, access.lesson, event.data, context.services.now());
  if (!result.ok) return data({ error: result.message }, { status: result.status });
  return { error: null };
}

function StepForm({
  fetcher,
  fields,
  children,
  variant = 'default',
  className,
}: {
  fetcher: ReturnType<typeof useFetcher<typeof action>>;
  fields: Record<string, string | number>;
  children: ReactNode;
  variant?: 'default' | 'premium' | 'outline';
  className?: string;
}) {
  return (
    <fetcher.Form method="post" className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="lg" variant={variant} disabled={fetcher.state !== 'idle'} className="w-full sm:w-auto">
        {children}
      </Button>
    </fetcher.Form>
  );
}

function Panel({
  id,
  title,
  icon,
  tone = 'slate',
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  tone?: 'slate' | 'amber' | 'green' | 'blue';
  children: ReactNode;
}) {
  const tones = {
    slate: 'border-slate-200 bg-white',
    amber: 'border-amber-300 bg-amber-50',
    green: 'border-green-300 bg-green-50',
    blue: 'border-blue-200 bg-blue-50',
  };
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border p-5 shadow-sm sm:p-8', tones[tone])}>
      <h2 id={id} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-slate-900 outline-none">
        {icon} {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

// After each step, move focus to what it revealed, so keyboard and screen-reader users follow along.
const FOCUS_AFTER: Record<string, (data: LessonResponse) => string | null> = {
  continue: (d) => `section-${d.lesson.sections[d.progress.sectionsRevealed - 1]?.id}`,
  'open-quiz': () => 'quiz-heading',
  'answer-quiz': () => 'quiz-feedback',
  'complete-action': () => 'complete-lesson',
  complete: () => 'lesson-complete',
};

function LessonReader({ lesson, progress }: LessonResponse) {
  const fetcher = useFetcher<typeof action>({ key: `lesson-${lesson.id}` });
  const pendingStep = useRef<string | null>(null);
  const submittedType = fetcher.formData?.get('type');
  if (typeof submittedType === 'string') pendingStep.current = submittedType;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !pendingStep.current) return;
    const target = FOCUS_AFTER[pendingStep.current]?.({ lesson, progress });
    pendingStep.current = null;
    const element = target ? document.getElementById(target) : null;
    if (element) {
      element.focus({ preventScroll: true });
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
  }, [fetcher.state, lesson, progress]);

  const sectionCount = lesson.sections.length;
  const ownsPremium = Boolean(useUser()?.hasPremiumAccess);
  const show = visibleParts(progress, sectionCount, lesson.isPremium, ownsPremium);
  const courseHref = lesson.courseId === PREMIUM_COURSE_ID ? '/course/premium' : '/course/free';
  const revealed = lesson.sections.slice(0, progress.sectionsRevealed);
  const lastRevealed = revealed.length - 1;
  const answered = progress.quizAnswer !== null;
  const correct = answered && progress.quizAnswer === lesson.quiz.correct;

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-slate-900 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link to={courseHref} className="hover:text-slate-900 hover:underline">
              {lesson.courseTitle}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="text-slate-900">
            Module {lesson.module}, lesson {lesson.order}
          </li>
        </ol>
      </nav>

      <header className="mt-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-blue-700">
          {lesson.isPremium ? <Crown className="size-4 text-amber-600" aria-hidden /> : <BookOpen className="size-4" aria-hidden />}
          Module {lesson.module}: {lesson.moduleTitle}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{lesson.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{lesson.description}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden /> {lesson.estimatedReadTime} min read · {lesson.duration} min with the action item
          </span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-bold',
              progress.completed ? 'bg-green-100 text-green-800' : 'bg-blue-100 text-blue-800',
            )}
          >
            {show.percent}% complete
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Lesson progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={show.percent}
          className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-blue-600 transition-[width] duration-500"
            style={{ width: `${Math.min(100, show.percent)}%` }}
          />
        </div>
      </header>

      {fetcher.data?.error ? (
        <Alert variant="error" className="mt-6">
          {fetcher.data.error}
        </Alert>
      ) : null}

      <div className="mt-8 flex flex-col gap-6">
        {revealed.map((section, index) => (
          <div key={section.id} className="flex flex-col gap-4">
            <LessonSection section={section} index={index} />
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

        {show.quiz ? (
          <Panel id="quiz-heading" title="Knowledge Check" icon={<ListChecks className="size-5 text-blue-700" aria-hidden />} tone="blue">
            <fetcher.Form method="post">
              <input type="hidden" name="type" value="answer-quiz" />
              <fieldset disabled={answered || fetcher.state !== 'idle'}>
                <legend className="text-base font-semibold text-slate-900">{lesson.quiz.question}</legend>
                <div className="mt-4 grid gap-3">
                  {lesson.quiz.options.map((option, i) => {
                    const chosen = progress.quizAnswer === i;
                    const isCorrect = answered && lesson.quiz.correct === i;
                    return (
                      <button
                        key={option}
                        type="submit"
                        name="answer"
                        value={i}
                        aria-pressed={chosen}
                        className={cn(
                          'flex w-full items-start gap-3 rounded-xl border p-4 text-left text-slate-900 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
                          !answered && 'hover:border-blue-400 hover:bg-blue-50',
                          isCorrect ? 'border-green-500 bg-green-50' : chosen ? 'border-red-400 bg-red-50' : 'bg-white',
                          answered && !chosen && !isCorrect && 'opacity-70',
                        )}
                      >
                        <span
                          className="flex size-6 shrink-0 items-center justify-center rounded-full border border-slate-300 text-xs font-bold"
                          aria-hidden
                        >
                          {String.fromCharCode(65 + i)}
                        </span>
                        <span className="flex-1">{option}</span>
                        {isCorrect ? <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-label="Correct answer" /> : null}
                        {chosen && !isCorrect ? <XCircle className="size-5 shrink-0 text-red-700" aria-label="Your answer" /> : null}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            </fetcher.Form>
            {answered ? (
              <div
                id="quiz-feedback"
                tabIndex={-1}
                role="status"
                className={cn('mt-4 rounded-xl p-4 outline-none', correct ? 'bg-green-100 text-green-950' : 'bg-amber-100 text-amber-950')}
              >
                <p className="font-bold">{correct ? 'Excellent!' : 'Good try!'}</p>
                {lesson.quiz.explanation ? <p className="mt-1">{lesson.quiz.explanation}</p> : null}
              </div>
            ) : null}
          </Panel>
        ) : null}

        {show.actionItem ? (
          <Panel
            id="action-item"
            title={`Action Item: ${lesson.actionItem.title}`}
            icon={<Target className="size-5 text-indigo-700" aria-hidden />}
          >
            <p className="text-slate-800">{lesson.actionItem.instruction}</p>
            <ol className="mt-4 space-y-4">
              {lesson.actionItem.steps.map((step, i) => (
                <li key={step.question} className="rounded-xl border border-slate-200 p-4">
                  <p className="font-semibold text-slate-900">
                    {i + 1}. {step.question}
                  </p>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {step.examples.map((example) => (
                      <li key={example}>{example}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
            {lesson.actionItem.expectedOutcome ? (
              <p className="mt-4 text-sm text-slate-700">
                <span className="font-semibold">Expected outcome:</span> {lesson.actionItem.expectedOutcome}
              </p>
            ) : null}
            <div className="mt-6">
              {progress.actionDone ? (
                <p className="inline-flex items-center gap-2 font-semibold text-green-800">
                  <CheckCircle2 className="size-5" aria-hidden /> Action item completed
                </p>
              ) : (
                <StepForm fetcher={fetcher} fields={{ type: 'complete-action' }} variant="outline">
                  <CheckCircle2 aria-hidden /> I've completed the assessment
                </StepForm>
              )}
            </div>
          </Panel>
        ) : null}

        {show.keyTakeaways ? (
          <Panel id="key-takeaways" title="Key Takeaways" icon={<Sparkles className="size-5 text-blue-700" aria-hidden />}>
            <ul className="space-y-2">
              {lesson.keyTakeaways.map((takeaway) => (
                <li key={takeaway} className="flex gap-2 text-slate-800">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden /> {takeaway}
                </li>
              ))}
            </ul>
            {lesson.resources.length ? (
              <>
                <h3 className="mt-6 font-semibold text-slate-900">Resources</h3>
                <ul className="mt-2 space-y-2 text-sm">
                  {lesson.resources.map((resource) => (
                    <li key={resource.url}>
                      <a
                        href={resource.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-semibold text-blue-700 hover:underline"
                      >
                        {resource.name} <ExternalLink className="size-3.5" aria-hidden />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                      <span className="text-slate-700"> — {resource.description}</span>
                      {resource.isPremium ? <span className="ml-1 text-xs text-slate-500">(paid plan)</span> : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Panel>
        ) : null}

        {show.moneyMakingTip ? (
          <Panel id="money-tip" title="Money-Making Tip" icon={<Lightbulb className="size-5 text-amber-600" aria-hidden />} tone="amber">
            <p className="text-slate-900">{lesson.moneyMakingTip}</p>
          </Panel>
        ) : null}

        {show.successStory ? (
          <Panel id="success-story" title="Success Story" icon={<Award className="size-5 text-green-700" aria-hidden />} tone="green">
            <p className="font-semibold text-slate-900">
              {lesson.successStory.name} · {lesson.successStory.business}
            </p>
            <dl className="mt-3 grid gap-2 text-sm text-slate-800 sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold">Challenge</dt>
              <dd>{lesson.successStory.challenge}</dd>
              <dt className="font-semibold">Solution</dt>
              <dd>{lesson.successStory.solution}</dd>
              <dt className="font-semibold">Result</dt>
              <dd>{lesson.successStory.result}</dd>
              <dt className="font-semibold">Timeframe</dt>
              <dd>{lesson.successStory.timeframe}</dd>
              <dt className="font-semibold">Revenue</dt>
              <dd>{lesson.successStory.revenue}</dd>
            </dl>
          </Panel>
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

        {show.upsellBanner ? (
          <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-blue-700 to-indigo-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-lg font-bold">Ready to go further?</h2>
              <p className="text-blue-100">The premium course turns these basics into a complete AI business system.</p>
            </div>
            <Button asChild variant="premium" size="lg">
              <Link to="/course/premium">
                <Crown aria-hidden /> See the Premium Course
              </Link>
            </Button>
          </div>
        ) : null}

        {show.premiumLockPanel ? (
          <div className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
            <Lock className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p>
              <span className="font-semibold">Premium lesson.</span> Complete the knowledge check and the action item to finish it and
              unlock the links to the next lesson.
            </p>
          </div>
        ) : null}

        {show.prevNext ? (
          <nav aria-label="Lessons" className="flex flex-col gap-3 sm:flex-row sm:justify-between">
            {lesson.prev ? (
              <Button asChild variant="outline" size="lg">
                <Link to={lesson.prev.href} aria-label={`Previous lesson: ${lesson.prev.title}`}>
                  <ChevronLeft aria-hidden /> Previous Lesson
                </Link>
              </Button>
            ) : (
              <span />
            )}
            {lesson.next ? (
              <Button asChild size="lg">
                <Link to={lesson.next.href} aria-label={`Next lesson: ${lesson.next.title}`}>
                  Next Lesson <ChevronRight aria-hidden />
                </Link>
              </Button>
            ) : (
              <Button asChild size="lg">
                <Link to={courseHref}>Back to the course</Link>
              </Button>
            )}
          </nav>
        ) : null}
      </div>
    </article>
  );
}

export default function LessonRoute({ loaderData }: Route.ComponentProps) {
  switch (loaderData.screen) {
    case 'login':
      return <LoginRequired loginHref={loaderData.loginHref} />;
    case 'not-found':
      return <LessonNotFound />;
    case 'purchase':
      return <PurchaseRequired {...loaderData} />;
    default:
      return <LessonReader lesson={loaderData.lesson} progress={loaderData.progress} />;
  }
}

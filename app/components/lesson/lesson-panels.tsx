import { Award, CheckCircle2, ExternalLink, Lightbulb, ListChecks, Lock, Sparkles, Target, XCircle } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { formatMinutes } from '../../../common/format';
import { StepForm, type StepFetcher } from './lesson-step-form';
import type { ProgressState, visibleParts } from '../../../common/lesson-progress';
import type { LessonView, RevealedLessonView } from '../../../content/lessons/lesson-view';
import type { ReactNode } from 'react';

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

/**
 * The knowledge check (decision 031h): one fieldset per question, radio choices, one submit for the attempt, a
 * plain form post before the page hydrates. After a failed attempt each wrong choice shows why it is wrong, never
 * the right answer; 'Good try!' and a retake, in a new order, until the attempt reaches the course's pass mark.
 * The questions and choices come in the attempt's order; `answers.<place>` carries the place of the chosen option.
 */
export function QuizPanel({ quiz, passed, fetcher }: { quiz: LessonView['quiz']; passed: boolean; fetcher: StepFetcher }) {
  const { result, questions } = quiz;
  const answered = result !== null;
  const passMark = Math.round(quiz.passMark * 100);
  const many = questions.length > 1;
  return (
    <Panel id="quiz-heading" title="Knowledge Check" icon={<ListChecks className="size-5 text-blue-700" aria-hidden />} tone="blue">
      {!answered ? (
        <p className="text-sm text-slate-700">
          {many ? `${questions.length} questions. ` : ''}The pass mark is {passMark}%.
        </p>
      ) : null}
      {answered ? (
        <div
          id="quiz-feedback"
          tabIndex={-1}
          role="status"
          className={cn('rounded-xl p-4 outline-none', result.passed ? 'bg-green-100 text-green-950' : 'bg-amber-100 text-amber-950')}
        >
          <p className="font-bold">{result.passed ? 'Excellent!' : 'Good try!'}</p>
          <p className="mt-1">
            {many
              ? `You answered ${result.right} of ${questions.length} questions right (${result.score}%).`
              : result.passed
                ? 'Your answer is right.'
                : 'Your answer is not the right one.'}{' '}
            {result.passed ? 'You passed the knowledge check.' : null}
          </p>
          {!passed ? (
            <p className="mt-2 font-medium">
              To complete this lesson, pass the knowledge check: the pass mark is {passMark}%. Read why{' '}
              {many ? 'the marked answers are' : 'your answer is'} wrong below, then take it again: the questions and choices come in a new
              order.
            </p>
          ) : null}
        </div>
      ) : null}
      <fetcher.Form method="post" className={answered ? 'mt-4' : 'mt-2'}>
        <input type="hidden" name="type" value="answer-quiz" />
        <input type="hidden" name="attempt" value={quiz.attempt} />
        <input type="hidden" name="questionCount" value={questions.length} />
        <div className="grid gap-6">
          {questions.map((question, q) => (
            <QuestionFieldset
              key={`${quiz.attempt}-${q}`}
              question={question}
              place={q}
              count={questions.length}
              disabled={answered || fetcher.state !== 'idle'}
            />
          ))}
        </div>
        {!answered ? (
          <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={fetcher.state !== 'idle'}>
            <CheckCircle2 aria-hidden /> {many ? 'Check my answers' : 'Check my answer'}
          </Button>
        ) : null}
      </fetcher.Form>
      {answered && !passed ? (
        <StepForm fetcher={fetcher} fields={{ type: 'retake-quiz' }} variant="outline" className="mt-4">
          <ListChecks aria-hidden /> Retake Knowledge Check
        </StepForm>
      ) : null}
    </Panel>
  );
}

function QuestionFieldset({
  question,
  place,
  count,
  disabled,
}: {
  question: LessonView['quiz']['questions'][number];
  place: number;
  count: number;
  disabled: boolean;
}) {
  const name = `answers.${place}`;
  const feedbackId = `quiz-question-${place}-feedback`;
  const answered = question.chosen !== null;
  return (
    <fieldset disabled={disabled} aria-describedby={answered ? feedbackId : undefined}>
      <legend className="text-base font-semibold text-slate-900">
        {count > 1 ? <span className="block text-sm font-medium text-slate-600">{`Question ${place + 1} of ${count}`}</span> : null}
        {question.question}
      </legend>
      <div className="mt-3 grid gap-2">
        {question.options.map((option, i) => {
          const chosen = question.chosen === i;
          const isCorrect = question.correct === i;
          const id = `quiz-${place}-${i}`;
          return (
            <label
              key={option}
              htmlFor={id}
              className={cn(
                'flex w-full items-start gap-3 rounded-xl border p-4 text-left text-slate-900 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600',
                !answered && 'cursor-pointer hover:border-blue-400 hover:bg-blue-50',
                isCorrect
                  ? 'border-green-500 bg-green-50'
                  : chosen
                    ? question.right
                      ? 'border-green-500 bg-green-50'
                      : 'border-red-400 bg-red-50'
                    : 'bg-white',
                answered && !chosen && !isCorrect && 'opacity-70',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={i}
                required
                defaultChecked={chosen}
                className="mt-1 size-4 shrink-0 accent-blue-700"
              />
              <span className="flex-1">{option}</span>
              {isCorrect || (chosen && question.right) ? (
                <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-label={chosen ? 'Your answer: right' : 'Right answer'} />
              ) : null}
              {chosen && question.right === false ? (
                <XCircle className="size-5 shrink-0 text-red-700" aria-label="Your answer: wrong" />
              ) : null}
            </label>
          );
        })}
      </div>
      {answered ? (
        <div id={feedbackId} className="mt-2 text-sm">
          {question.right ? (
            <p className="font-semibold text-green-800">Right.</p>
          ) : (
            <p className="text-amber-950">
              <span className="font-semibold">Not this one:</span> {question.whyWrong}
            </p>
          )}
          {question.explanation ? <p className="mt-1 text-slate-800">{question.explanation}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}

export function ActionItemPanel({
  actionItem,
  done,
  fetcher,
}: {
  actionItem: LessonView['actionItem'];
  done: boolean;
  fetcher: StepFetcher;
}) {
  return (
    <Panel id="action-item" title={`Action Item: ${actionItem.title}`} icon={<Target className="size-5 text-indigo-700" aria-hidden />}>
      <p className="text-slate-800">{actionItem.instruction}</p>
      <p className="mt-2 text-sm text-slate-600">Takes about {formatMinutes(actionItem.minutes)}.</p>
      <ol className="mt-4 space-y-4">
        {actionItem.steps.map((step, i) => (
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
      {actionItem.expectedOutcome ? (
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold">Expected outcome:</span> {actionItem.expectedOutcome}
        </p>
      ) : null}
      <div className="mt-6">
        {done ? (
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
  );
}

export function TakeawaysPanel({ takeaways, resources }: { takeaways: LessonView['keyTakeaways']; resources: LessonView['resources'] }) {
  return (
    <Panel id="key-takeaways" title="Key Takeaways" icon={<Sparkles className="size-5 text-blue-700" aria-hidden />}>
      <ul className="space-y-2">
        {takeaways.map((takeaway) => (
          <li key={takeaway} className="flex gap-2 text-slate-800">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden /> {takeaway}
          </li>
        ))}
      </ul>
      {resources.length ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">Resources</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {resources.map((resource) => (
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
  );
}

export function MoneyTipPanel({ tip }: { tip: string }) {
  return (
    <Panel id="money-tip" title="Money-Making Tip" icon={<Lightbulb className="size-5 text-amber-600" aria-hidden />} tone="amber">
      <p className="text-slate-900">{tip}</p>
    </Panel>
  );
}

export function SuccessStoryPanel({ story }: { story: LessonView['successStory'] }) {
  return (
    <Panel id="success-story" title="Success Story" icon={<Award className="size-5 text-green-700" aria-hidden />} tone="green">
      <p className="font-semibold text-slate-900">
        {story.name} · {story.business}
      </p>
      <dl className="mt-3 grid gap-2 text-sm text-slate-800 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">Challenge</dt>
        <dd>{story.challenge}</dd>
        <dt className="font-semibold">Solution</dt>
        <dd>{story.solution}</dd>
        <dt className="font-semibold">Result</dt>
        <dd>{story.result}</dd>
        <dt className="font-semibold">Timeframe</dt>
        <dd>{story.timeframe}</dd>
        <dt className="font-semibold">Revenue</dt>
        <dd>{story.revenue}</dd>
      </dl>
    </Panel>
  );
}

/**
 * The panels a lesson's steps reveal after its sections (knowledge check, action item, takeaways, tip, story),
 * in order. The lesson page loads this module only when the first of them shows (app/routes/lesson.tsx).
 */
export function RevealedPanels({
  lesson,
  progress,
  show,
  fetcher,
}: {
  lesson: RevealedLessonView;
  progress: ProgressState;
  show: ReturnType<typeof visibleParts>;
  fetcher: StepFetcher;
}) {
  return (
    <>
      {show.quiz && lesson.quiz ? <QuizPanel quiz={lesson.quiz} passed={progress.quizPassed} fetcher={fetcher} /> : null}
      {show.actionItem && lesson.actionItem ? (
        <ActionItemPanel actionItem={lesson.actionItem} done={progress.actionDone} fetcher={fetcher} />
      ) : null}
      {show.keyTakeaways && lesson.keyTakeaways && lesson.resources ? (
        <TakeawaysPanel takeaways={lesson.keyTakeaways} resources={lesson.resources} />
      ) : null}
      {show.moneyMakingTip && lesson.moneyMakingTip ? <MoneyTipPanel tip={lesson.moneyMakingTip} /> : null}
      {show.successStory && lesson.successStory ? <SuccessStoryPanel story={lesson.successStory} /> : null}
    </>
  );
}

/** Under a premium lesson until it is complete: what finishing it takes. */
export function PremiumLockPanel() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <Lock className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        <span className="font-semibold">Premium lesson.</span> Complete the knowledge check and the action item to finish it and unlock the
        links to the next lesson.
      </p>
    </div>
  );
}

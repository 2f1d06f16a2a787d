import { CircleHelp, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { SpriteIcon } from '~/components/sprite-icon';
import { cn } from '~/lib/cn';
import { categoryChips, mostAskedQuestions, questionElementIds } from './help-questions-state';
import type { HelpQuestion } from '../../content/help/help-schema';

export type { HelpQuestion } from '../../content/help/help-schema';

export interface HelpQuestionsProps {
  /** The questions, from a loader (server/help/help-questions.ts). */
  questions: readonly HelpQuestion[];
  title?: string;
  description?: string;
  /** Prefix of the element ids (question anchors are `#<prefix>-<question id>`). */
  idPrefix?: string;
  className?: string;
}

/**
 * The help-question widget (spec 001 §2): category chips, 'Most Asked This Week', and the questions
 * with one answer open at a time, each with related links and a 'Yes, helpful' vote. The spec's 'Ask
 * follow-up' and 'Ask Our Experts' buttons have no behaviour, so they are not rendered (DESIGN §7.10);
 * the home page links to /help and /contact below the widget instead. Neither is the spec's sample
 * helpful count shown (DESIGN §7.6).
 *
 * It lives on the home page, a reading page without React (DESIGN §12), so all of it is HTML and CSS:
 * each question is a `<details>` of one exclusive group (`name`), which the browser opens from the
 * keyboard, from a link to its anchor and from find-in-page; the chips are radio buttons whose choice a
 * CSS rule applies; the vote is a checkbox whose thanks CSS shows. The answers are not in the HTML: with
 * them the home page's HTML was past TCP's first window (~14 KiB on the wire), a round trip more before its
 * first paint (docs/performance.md, "the largest paint"). Each answer is a link to its copy on /help, which
 * the enhancement module (app/enhance/enhance.ts) replaces with the answer and its related links from /help.
 */
export function HelpQuestions({
  questions,
  title = 'Your Questions About Earning with AI',
  description = 'Straight answers to what beginners ask us most. Choose a topic or open a question.',
  idPrefix = 'help-question',
  className,
}: HelpQuestionsProps) {
  const chips = categoryChips(questions);
  const mostAsked = mostAskedQuestions(questions);
  const headingId = `${idPrefix}-heading`;
  const widgetId = `${idPrefix}-widget`;
  const categoryIndex = (category: string) => chips.indexOf(category);
  // One rule per category: while its chip is checked, the other categories' questions are hidden.
  const filterStyle = chips
    .slice(1)
    .map(
      (_, offset) =>
        `#${widgetId}:has([data-chip="${offset + 1}"]:checked) [data-category]:not([data-category="${offset + 1}"]){display:none}`,
    )
    .join('');

  return (
    <section id={widgetId} aria-labelledby={headingId} className={cn('mx-auto w-full max-w-4xl', className)}>
      {/* React puts a style with `precedence` in the document's head, the one place HTML allows it. */}
      <style href={`${widgetId}-filter`} precedence="default">
        {filterStyle}
      </style>

      <div className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800">
          <CircleHelp className="size-4" aria-hidden /> Help &amp; answers
        </p>
        <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">{description}</p>
      </div>

      <fieldset className="mt-8 flex flex-wrap justify-center gap-2">
        <legend className="sr-only">Filter questions by category</legend>
        {chips.map((chip, index) => (
          <label
            key={chip}
            className={cn(
              'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 has-[:focus-visible]:ring-offset-2',
              'border-slate-300 bg-white text-slate-700 hover:border-blue-400 hover:text-blue-700',
              'has-[:checked]:border-blue-600 has-[:checked]:bg-blue-600 has-[:checked]:text-white',
            )}
          >
            <input
              type="radio"
              name={`${idPrefix}-category`}
              value={chip}
              data-chip={index}
              defaultChecked={index === 0}
              className="sr-only"
            />
            {chip}
          </label>
        ))}
      </fieldset>

      {mostAsked.length > 0 ? (
        <div className="mt-8 rounded-xl border border-orange-200 bg-orange-50 p-5">
          <h3 className="flex items-center gap-2 text-base font-bold text-slate-900">
            <Flame className="size-5 text-orange-600" aria-hidden /> Most Asked This Week
          </h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {mostAsked.map((question) => (
              <li key={question.id}>
                {/* The browser opens the <details> a link's anchor lands in. */}
                <a
                  href={`#${questionElementIds(idPrefix, question.id).answer}`}
                  className="block h-full rounded-lg bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-orange-100 transition-colors hover:text-blue-700 hover:ring-blue-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  {question.question}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {questions.map((question) => {
          const ids = questionElementIds(idPrefix, question.id);
          return (
            <li key={question.id} id={ids.item} data-category={categoryIndex(question.category)} className="scroll-mt-24">
              <details name={`${idPrefix}-open`} className="group">
                <summary
                  id={ids.trigger}
                  className="flex w-full cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600 [&::-webkit-details-marker]:hidden"
                >
                  <span>
                    <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-blue-700">{question.category}</span>
                    {question.question}
                  </span>
                  <SpriteIcon
                    name="chevron-down"
                    className="mt-1 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div id={ids.answer} className="help-answer scroll-mt-24 px-5 pb-5 text-slate-700">
                  {/* The answer itself is on /help (its anchor is the question's id); the enhancement module brings it here. */}
                  <div className="space-y-3 leading-relaxed" data-help-answer={question.id}>
                    <p>
                      <Link to={`/help#${question.id}`} className="font-medium text-blue-700 underline underline-offset-4">
                        Read the answer
                      </Link>
                    </p>
                  </div>

                  <div className="mt-4" data-help-related={question.id} hidden>
                    <p className="text-sm font-semibold text-slate-900">Related</p>
                    <ul className="mt-1 space-y-1" />
                  </div>

                  <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
                    <span className="text-sm text-slate-600">Was this helpful?</span>
                    {/* A vote for this page view, kept nowhere (no count is shown): a checkbox, so CSS can thank. */}
                    <label className="peer inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100 has-[:checked]:cursor-default has-[:checked]:border-green-200 has-[:checked]:bg-green-50 has-[:checked]:text-green-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 has-[:focus-visible]:ring-offset-2">
                      <input type="checkbox" className="sr-only" />
                      <SpriteIcon name="thumbs-up" className="size-4" />
                      Yes, helpful
                    </label>
                    <p className="hidden text-sm font-medium text-green-700 peer-has-[:checked]:block">
                      <SpriteIcon name="check" className="mr-1 inline size-4" />
                      Thanks for your feedback!
                    </p>
                  </div>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

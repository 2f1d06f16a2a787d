import { Check, ChevronDown, CircleHelp, Flame, ThumbsUp } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import {
  addHelpfulVote,
  ALL_CATEGORIES,
  categoryChips,
  filterByCategory,
  filterShowing,
  HELPFUL_VOTES_KEY,
  mostAskedQuestions,
  parseHelpfulVotes,
  questionElementIds,
} from './help-questions-state';
import type { HelpQuestion } from '../../content/help/help-schema';

export type { HelpQuestion } from '../../content/help/help-schema';

/**
 * Without JavaScript the widget is a plain list of questions and answers: every answer is in the
 * server's HTML (hidden until opened), and this style shows them all and hides the controls that
 * need JavaScript (chips, votes), so no control is shown that does nothing (DESIGN §7.10).
 * The answer rule sits in Tailwind's `base` layer because the preflight's `[hidden]` rule there
 * is `!important`, which an unlayered rule cannot override.
 */
const NO_SCRIPT_STYLE = '@layer base{.help-answer[hidden]{display:block!important}}.help-needs-js{display:none!important}';

export interface HelpQuestionsProps {
  /** The questions, from a loader (server/help/help-questions.server.ts). */
  questions: readonly HelpQuestion[];
  title?: string;
  description?: string;
  /** Prefix of the element ids (question anchors are `#<prefix>-<question id>`). */
  idPrefix?: string;
  className?: string;
}

/**
 * The help-question widget (spec 001 §2): category chips, 'Most Asked This Week', and the
 * questions as an accordion with one answer open at a time, each with related links and a
 * 'Yes, helpful' vote kept for the browser session. The spec's 'Ask follow-up' and 'Ask Our Experts'
 * buttons have no behaviour, so they are not rendered (DESIGN §7.10); the home page links to /help and
 * /contact below the widget instead. Neither is the spec's sample helpful count shown (DESIGN §7.6).
 *
 * Radix Accordion keeps the open state and the keyboard behaviour (Enter/Space toggle, arrow keys,
 * Home/End between questions). The answer panels are rendered here rather than with
 * Accordion.Content, which leaves a closed panel empty: this way every answer is in the
 * server-rendered HTML, for visitors without JavaScript and for search engines.
 */
export function HelpQuestions({
  questions,
  title = 'Your Questions About Earning with AI',
  description = 'Straight answers to what beginners ask us most. Choose a topic or open a question.',
  idPrefix = 'help-question',
  className,
}: HelpQuestionsProps) {
  const [filter, setFilter] = useState(ALL_CATEGORIES);
  const [openId, setOpenId] = useState('');
  const [votes, setVotes] = useState<readonly string[]>([]);
  /** A question opened from 'Most Asked This Week', to scroll to and focus once it is rendered. */
  const [revealId, setRevealId] = useState<string | null>(null);

  const chips = useMemo(() => categoryChips(questions), [questions]);
  const visible = useMemo(() => filterByCategory(questions, filter), [questions, filter]);
  const mostAsked = useMemo(() => mostAskedQuestions(questions), [questions]);
  const headingId = `${idPrefix}-heading`;

  // After hydration: restore this session's votes, and open a question named by the URL's hash.
  useEffect(() => {
    const knownIds = new Set(questions.map((question) => question.id));
    setVotes(parseHelpfulVotes(readSession(HELPFUL_VOTES_KEY), knownIds));
    const fromHash = questions.find((question) => `#${questionElementIds(idPrefix, question.id).item}` === window.location.hash);
    if (fromHash) setOpenId(fromHash.id);
  }, [questions, idPrefix]);

  useEffect(() => {
    if (!revealId) return;
    const trigger = document.getElementById(questionElementIds(idPrefix, revealId).trigger);
    if (trigger) {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      trigger.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
      trigger.focus({ preventScroll: true });
    }
    setRevealId(null);
  }, [revealId, idPrefix]);

  function chooseFilter(next: string) {
    setFilter(next);
    // An open answer that the new filter hides is closed, so nothing is open out of sight.
    const open = questions.find((question) => question.id === openId);
    if (open && next !== ALL_CATEGORIES && open.category !== next) setOpenId('');
  }

  function openFromMostAsked(event: MouseEvent<HTMLAnchorElement>, question: HelpQuestion) {
    event.preventDefault();
    setFilter((current) => filterShowing(current, question));
    setOpenId(question.id);
    setRevealId(question.id);
  }

  function voteHelpful(id: string) {
    const next = addHelpfulVote(votes, id);
    setVotes(next);
    writeSession(HELPFUL_VOTES_KEY, JSON.stringify(next));
  }

  return (
    <section aria-labelledby={headingId} className={cn('mx-auto w-full max-w-4xl', className)}>
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>

      <div className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800">
          <CircleHelp className="size-4" aria-hidden /> Help &amp; answers
        </p>
        <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">{description}</p>
      </div>

      <div role="group" aria-label="Filter questions by category" className="help-needs-js mt-8 flex flex-wrap justify-center gap-2">
        {chips.map((chip) => {
          const active = chip === filter;
          return (
            <button
              key={chip}
              type="button"
              aria-pressed={active}
              onClick={() => chooseFilter(chip)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2',
                active
                  ? 'border-blue-600 bg-blue-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-blue-400 hover:text-blue-700',
              )}
            >
              {chip}
            </button>
          );
        })}
      </div>

      {mostAsked.length > 0 ? (
        <div className="mt-8 rounded-xl border border-orange-200 bg-orange-50 p-5">
          <h3 className="flex items-center gap-2 text-base font-bold text-slate-900">
            <Flame className="size-5 text-orange-600" aria-hidden /> Most Asked This Week
          </h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {mostAsked.map((question) => (
              <li key={question.id}>
                <a
                  href={`#${questionElementIds(idPrefix, question.id).item}`}
                  onClick={(event) => openFromMostAsked(event, question)}
                  className="block h-full rounded-lg bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-orange-100 transition-colors hover:text-blue-700 hover:ring-blue-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  {question.question}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Accordion.Root
        type="single"
        collapsible
        value={openId}
        onValueChange={setOpenId}
        className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {visible.map((question) => {
          const ids = questionElementIds(idPrefix, question.id);
          const open = question.id === openId;
          const voted = votes.includes(question.id);
          return (
            <Accordion.Item key={question.id} value={question.id} id={ids.item} className="scroll-mt-24">
              <Accordion.Header className="m-0">
                <Accordion.Trigger
                  id={ids.trigger}
                  aria-controls={ids.answer}
                  className="group flex w-full items-start justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600"
                >
                  <span>
                    <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-blue-700">{question.category}</span>
                    {question.question}
                  </span>
                  <ChevronDown
                    className="mt-1 size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <div
                id={ids.answer}
                role="region"
                aria-labelledby={ids.trigger}
                hidden={!open}
                className="help-answer px-5 pb-5 text-slate-700"
              >
                <div className="space-y-3 leading-relaxed">
                  {question.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>

                <div className="mt-4">
                  <p className="text-sm font-semibold text-slate-900">Related</p>
                  <ul className="mt-1 space-y-1">
                    {question.relatedLinks.map((link) => (
                      <li key={link.url}>
                        <Link to={link.url} className="text-sm font-medium text-blue-700 underline-offset-4 hover:underline">
                          {link.text}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>

                <div className="help-needs-js mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
                  <span className="text-sm text-slate-600">Was this helpful?</span>
                  <button
                    type="button"
                    aria-disabled={voted || undefined}
                    onClick={() => {
                      if (!voted) voteHelpful(question.id);
                    }}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2',
                      voted
                        ? 'cursor-default border-green-200 bg-green-50 text-green-800'
                        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                    )}
                  >
                    {voted ? <Check className="size-4" aria-hidden /> : <ThumbsUp className="size-4" aria-hidden />}
                    Yes, helpful
                  </button>
                  <p role="status" className="text-sm font-medium text-green-700">
                    {voted ? 'Thanks for your feedback!' : ''}
                  </p>
                </div>
              </div>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </section>
  );
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, blocked cookies): votes last until the page closes
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // as above: the vote still counts for this page view
  }
}

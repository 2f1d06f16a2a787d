import { Check, Clock, Copy, Gauge, TrendingUp, Wrench, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { AccessBadge, DifficultyBadge } from './idea-card';
import { guidePopoverId } from './idea-guide-id';
import type { UnlockedIdeaView } from '../../../server/ideas/idea-views.server';
import type { ReactNode } from 'react';

/** Revenue potential, time to launch, required tools and the full prompt (spec 001 §2). */
function GuideDetails({ idea }: { idea: UnlockedIdeaView }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 rounded-lg border border-green-200 bg-green-50 p-3 sm:col-span-1">
          <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-green-800">
            <TrendingUp className="size-3.5" aria-hidden /> Revenue Potential
          </dt>
          <dd className="mt-1 font-semibold text-slate-900">{idea.potentialRevenue}</dd>
        </div>
        <div className="rounded-lg border border-blue-200 bg-blue-50 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-blue-800">
            <Clock className="size-3.5" aria-hidden /> Time to Launch
          </dt>
          <dd className="mt-1 font-semibold text-slate-900">{idea.timeToStart}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-700">
            <Gauge className="size-3.5" aria-hidden /> Difficulty
          </dt>
          <dd className="mt-1 font-semibold text-slate-900">{idea.difficulty}</dd>
        </div>
      </dl>

      <section aria-labelledby={`tools-${idea.id}`} className="mt-6">
        <h3 id={`tools-${idea.id}`} className="flex items-center gap-2 font-bold text-slate-900">
          <Wrench className="size-4" aria-hidden /> Required Tools
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {idea.requiredTools.map((tool) => (
            <li key={tool} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-800">
              {tool}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`prompt-${idea.id}`} className="mt-6">
        <h3 id={`prompt-${idea.id}`} className="font-bold text-slate-900">
          AI Business Plan Prompt
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Replace each part in [BRACKETS] with your own details, then paste the prompt into ChatGPT, Claude or a similar assistant.
        </p>
        <pre
          data-testid="idea-prompt"
          className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-900 p-4 font-mono text-[0.8125rem] leading-relaxed text-slate-100"
        >
          {idea.aiPromptTemplate}
        </pre>
      </section>
    </>
  );
}

function GuideHeading({ idea, title }: { idea: UnlockedIdeaView; title: ReactNode }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <AccessBadge kind={idea.isPremium ? 'premium' : 'free'} />
        <DifficultyBadge difficulty={idea.difficulty} />
      </div>
      {title}
      <p className="mt-1 text-sm font-medium text-blue-700">{idea.category}</p>
    </div>
  );
}

/**
 * Hidden in the HTML: the enhancement module shows it where the clipboard works, copies the prompt and says
 * 'Copied!' for 2 s (spec 001 §4, §9), or that the copy failed. Without it the prompt is there to select.
 */
function CopyPromptButton() {
  return (
    <>
      <p data-copy-failed hidden className="mr-auto self-center text-sm text-red-800" role="alert">
        <strong>Copy failed</strong>: select the prompt text and copy it instead.
      </p>
      <Button type="button" data-copy-prompt hidden className="min-w-36">
        <Copy aria-hidden data-copy-icon />
        <Check aria-hidden data-copied-icon className="hidden text-green-700" />
        <span data-copy-label>Copy Prompt</span>
      </Button>
      <span className="sr-only" aria-live="polite" data-copy-status />
    </>
  );
}

/**
 * An idea's guide as a popover dialog, opened by its card's button (`popovertarget`) without JavaScript: the
 * browser closes it on Escape or a click outside and gives the focus back to that button. The enhancement
 * module moves the focus into it, keeps Tab inside it and mirrors it in the address bar (`?idea=…`).
 */
export function IdeaGuidePopover({ idea }: { idea: UnlockedIdeaView }) {
  const id = guidePopoverId(idea.id);
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      popover="auto"
      aria-labelledby={titleId}
      data-guide={idea.id}
      className="fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-3xl overflow-y-auto rounded-2xl border-0 bg-white p-0 text-left text-slate-900 shadow-2xl backdrop:bg-slate-900/60 focus:outline-none"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 sm:p-6">
        <GuideHeading
          idea={idea}
          title={
            <h2 id={titleId} className="mt-3 text-xl font-bold leading-snug text-slate-900 sm:text-2xl">
              {idea.title}
            </h2>
          }
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label="Close guide"
          className="-mr-2 -mt-2 shrink-0"
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="p-5 sm:p-6">
        <p className="mb-6 leading-relaxed text-slate-700">{idea.description}</p>
        <GuideDetails idea={idea} />
      </div>
      <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white/95 p-4 backdrop-blur sm:px-6">
        <Button type="button" variant="outline" popoverTarget={id} popoverTargetAction="hide">
          Close
        </Button>
        <CopyPromptButton />
      </div>
    </dialog>
  );
}

/**
 * The same guide inline, where a shared guide link (`?idea=…`) lands, with or without JavaScript.
 */
export function IdeaGuidePanel({ idea, closeHref }: { idea: UnlockedIdeaView; closeHref: string }) {
  return (
    <section
      id="guide"
      data-guide-panel
      aria-labelledby="guide-title"
      className="mb-10 scroll-mt-24 rounded-2xl border-2 border-blue-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <GuideHeading
          idea={idea}
          title={
            <h2 id="guide-title" className="mt-3 text-xl font-bold leading-snug text-slate-900 sm:text-2xl">
              {idea.title}
            </h2>
          }
        />
        <a href={closeHref} className="shrink-0 text-sm font-semibold text-blue-700 underline-offset-4 hover:underline">
          Close guide
        </a>
      </div>
      <p className="my-6 leading-relaxed text-slate-700">{idea.description}</p>
      <GuideDetails idea={idea} />
    </section>
  );
}

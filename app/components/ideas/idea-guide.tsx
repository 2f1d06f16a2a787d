import { Check, Clock, Copy, Crown, Gauge, Lock, TrendingUp, Wrench, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { AccessBadge, DifficultyBadge, IdeaFact, IdeaFacts } from './idea-card';
import { GUIDE_DIALOG_ID, GUIDE_TITLE_ID } from './idea-guide-id';
import type { LockedIdeaView, UnlockedIdeaView } from '../../../server/ideas/idea-views';
import type { ReactNode } from 'react';

/** Revenue potential, time to launch, required tools and the full prompt (spec 001 §2). */
function GuideDetails({ idea }: { idea: UnlockedIdeaView }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <IdeaFact
          icon={TrendingUp}
          label="Revenue Potential"
          value={idea.potentialRevenue}
          className="col-span-2 border border-green-200 bg-green-50 sm:col-span-1"
          labelClassName="gap-1.5 font-semibold uppercase tracking-wide text-green-800"
        />
        <IdeaFact
          icon={Clock}
          label="Time to Launch"
          value={idea.timeToStart}
          className="border border-blue-200 bg-blue-50"
          labelClassName="gap-1.5 font-semibold uppercase tracking-wide text-blue-800"
        />
        <IdeaFact
          icon={Gauge}
          label="Difficulty"
          value={idea.difficulty}
          className="border border-slate-200 bg-slate-50"
          labelClassName="gap-1.5 font-semibold uppercase tracking-wide text-slate-700"
        />
      </dl>

      {idea.requiredTools.length > 0 ? (
        <section aria-labelledby={`tools-${idea.id}`} className="mt-6">
          <h2 id={`tools-${idea.id}`} className="flex items-center gap-2 font-bold text-slate-900">
            <Wrench className="size-4" aria-hidden /> Required Tools
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {idea.requiredTools.map((tool) => (
              <li key={tool} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-800">
                {tool}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`prompt-${idea.id}`} className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`prompt-${idea.id}`} className="font-bold text-slate-900">
            AI Business Plan Prompt
          </h2>
          <CopyPromptButton />
        </div>
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
 * An idea's whole guide, the body of its own page (`/business-ideas/<id>`). The enhancement module also takes
 * this element from that page into the list's dialog (IdeaGuideDialog), one level down in its headings.
 */
export function IdeaGuideArticle({ idea }: { idea: UnlockedIdeaView }) {
  return (
    <article data-guide-content={idea.id} aria-labelledby={GUIDE_TITLE_ID}>
      <GuideHeading
        idea={idea}
        title={
          <h1 id={GUIDE_TITLE_ID} className="mt-3 text-2xl font-bold leading-snug text-slate-900 sm:text-3xl">
            {idea.title}
          </h1>
        }
      />
      <p className="my-6 leading-relaxed text-slate-700">{idea.description}</p>
      <GuideDetails idea={idea} />
    </article>
  );
}

/**
 * The list's one guide dialog, empty in the HTML: each card's link opens the guide's own page without
 * JavaScript; with it, the enhancement module fetches that page, puts its guide here and opens this popover
 * (the browser closes it on Escape or a click outside; the module gives the focus back to the link).
 */
export function IdeaGuideDialog() {
  return (
    <dialog
      id={GUIDE_DIALOG_ID}
      popover="auto"
      data-guide-dialog
      className="fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-3xl overflow-y-auto rounded-2xl border-0 bg-white p-0 text-left text-slate-900 shadow-2xl backdrop:bg-slate-900/60 focus:outline-none"
    >
      <div className="flex justify-end px-3 pt-3">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          popoverTarget={GUIDE_DIALOG_ID}
          popoverTargetAction="hide"
          aria-label="Close guide"
        >
          <X aria-hidden />
        </Button>
      </div>
      <div data-guide-slot className="px-5 pb-6 sm:px-6" />
      <div className="sticky bottom-0 flex justify-end border-t border-slate-200 bg-white/95 p-4 backdrop-blur sm:px-6">
        <Button type="button" variant="outline" popoverTarget={GUIDE_DIALOG_ID} popoverTargetAction="hide">
          Close
        </Button>
      </div>
    </dialog>
  );
}

/** A premium idea's page seen without premium access: what its locked card shows, never its text. */
export function LockedIdeaGuide({ idea, price }: { idea: LockedIdeaView; price: string | null }) {
  return (
    <article aria-labelledby={GUIDE_TITLE_ID}>
      <div className="flex flex-wrap items-center gap-2">
        <AccessBadge kind="locked" />
        <DifficultyBadge difficulty={idea.difficulty} />
      </div>
      <h1 id={GUIDE_TITLE_ID} className="mt-3 text-2xl font-bold leading-snug text-slate-900 sm:text-3xl">
        {idea.title}
      </h1>
      <p className="mt-1 text-sm font-medium text-blue-700">{idea.category}</p>
      <IdeaFacts potentialRevenue={idea.potentialRevenue} timeToStart={idea.timeToStart} />
      <div className="mt-6 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950">
        <Lock className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Premium Access Required</p>
          <p className="mt-1 text-sm text-amber-900">
            The full description, step-by-step AI prompt and tool list come with premium access.
          </p>
        </div>
      </div>
      <Button asChild variant="premium" className="mt-6">
        <a href="/course/premium">
          <Crown aria-hidden /> {price ? `Unlock Complete Guide - ${price}` : 'Unlock Complete Guide'}
        </a>
      </Button>
    </article>
  );
}

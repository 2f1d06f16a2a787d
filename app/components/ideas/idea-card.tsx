import { BookOpenCheck, Clock, Crown, Gift, Lock, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { difficultyTone, ideaGuidePath } from '../../../common/business-ideas';
import type { LockedIdeaView, UnlockedIdeaView } from '../../../server/ideas/idea-views';

const TONE_CLASSES = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
} as const;

/** Spec 001 §9: green Beginner, yellow Intermediate, red Advanced, grey otherwise. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONE_CLASSES[difficultyTone(difficulty)],
      )}
      data-tone={difficultyTone(difficulty)}
    >
      <span className="sr-only">Difficulty: </span>
      {difficulty}
    </span>
  );
}

export function AccessBadge({ kind }: { kind: 'free' | 'premium' | 'locked' }) {
  if (kind === 'free') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
        <Gift className="size-3.5" aria-hidden /> Free Complete Guide
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-amber-700 to-orange-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
      {kind === 'locked' ? <Lock className="size-3.5" aria-hidden /> : <Crown className="size-3.5" aria-hidden />}
      {kind === 'locked' ? 'Premium' : 'Premium Guide'}
    </span>
  );
}

/** One fact of an idea (revenue, time, difficulty): a labelled value in a tinted box. */
export function IdeaFact({
  icon: Icon,
  label,
  value,
  className = 'bg-slate-50',
  labelClassName = 'gap-1 font-medium text-slate-600',
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <div className={cn('rounded-lg p-3', className)}>
      <dt className={cn('flex items-center text-xs', labelClassName)}>
        <Icon className="size-3.5" aria-hidden /> {label}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export function IdeaFacts({ potentialRevenue, timeToStart }: { potentialRevenue: string; timeToStart: string }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
      <IdeaFact icon={TrendingUp} label="Revenue" value={potentialRevenue} />
      <IdeaFact icon={Clock} label="Time to start" value={timeToStart} />
    </dl>
  );
}

/**
 * A free idea, or a premium idea seen by a premium member: everything, with a link to the idea's guide page.
 * The enhancement module opens that guide in place instead (data-guide-link), and gives the focus back here.
 */
export function IdeaCard({ idea }: { idea: UnlockedIdeaView }) {
  const headingId = `idea-${idea.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex w-full flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6',
        idea.isPremium ? 'border-amber-300' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <AccessBadge kind={idea.isPremium ? 'premium' : 'free'} />
        <DifficultyBadge difficulty={idea.difficulty} />
      </div>
      <h3 id={headingId} className="mt-4 text-lg font-bold leading-snug text-slate-900">
        {idea.title}
      </h3>
      <p className="mt-1 text-sm font-medium text-blue-700">{idea.category}</p>
      {/* The card gives the gist; the guide shows the whole description. */}
      <p className="mt-3 line-clamp-5 text-sm leading-relaxed text-slate-700">{idea.description}</p>
      <IdeaFacts potentialRevenue={idea.potentialRevenue} timeToStart={idea.timeToStart} />
      <div className="mt-auto pt-5">
        <Button
          asChild
          className="h-auto min-h-10 w-full whitespace-normal py-2 text-center"
          variant={idea.isPremium ? 'premium' : 'default'}
        >
          {/* The module fetches the guide itself on hover or focus: no second copy by the speculation rules. */}
          <a href={ideaGuidePath(idea.id)} data-guide-link={idea.id} data-no-prefetch>
            <BookOpenCheck aria-hidden /> View Complete Guide &amp; Prompts
          </a>
        </Button>
      </div>
    </article>
  );
}

/** A premium idea seen without premium access: no description, prompt or tools (they never reach the browser). */
export function LockedIdeaCard({ idea, price }: { idea: LockedIdeaView; price: string | null }) {
  const headingId = `idea-${idea.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl border border-amber-200 bg-gradient-to-b from-amber-50/60 to-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <AccessBadge kind="locked" />
        <DifficultyBadge difficulty={idea.difficulty} />
      </div>
      <h3 id={headingId} className="mt-4 text-lg font-bold leading-snug text-slate-900">
        {idea.title}
      </h3>
      <p className="mt-1 text-sm font-medium text-blue-700">{idea.category}</p>
      <IdeaFacts potentialRevenue={idea.potentialRevenue} timeToStart={idea.timeToStart} />
      <div className="mt-4 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Premium Access Required</p>
          <p className="mt-0.5 text-amber-900">The full description, step-by-step AI prompt and tool list come with premium access.</p>
        </div>
      </div>
      <div className="mt-auto pt-5">
        <Button asChild variant="premium" className="h-auto min-h-10 w-full whitespace-normal py-2 text-center">
          <Link to="/course/premium">
            <Crown aria-hidden /> {price ? `Unlock Complete Guide - ${price}` : 'Unlock Complete Guide'}
          </Link>
        </Button>
      </div>
    </article>
  );
}

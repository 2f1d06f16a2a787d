import { ArrowDown, Check, Crown, Gift, Lightbulb, Lock, Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { data, Link, useLocation } from 'react-router';
import { IdeaCard, LockedIdeaCard } from '~/components/ideas/idea-card';
import { IdeaGuideDialog, IdeaGuidePanel } from '~/components/ideas/idea-guide';
import { useToast } from '~/components/toaster';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { originFrom, seo } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import {
  IDEA_CATEGORIES,
  IDEAS_PATH,
  PROMPT_COPIED_MS,
  categoryBySlug,
  ideasHref,
  inCategory,
  parseIdeasQuery,
  roundedCount,
  type IdeaCategorySlug,
  type IdeasQuery,
  type IdeaTab,
} from '../../common/business-ideas';
import { ideasPageData } from '../../server/ideas/ideas-page.server';
import type { IdeaView, UnlockedIdeaView } from '../../server/ideas/idea-views.server';
import type { Route } from './+types/business-ideas';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = originFrom(matches);
  const total = loaderData?.ideas.length ?? 0;
  const counts = loaderData?.counts.all;
  const headline = `${roundedCount(total)} AI Business Ideas`;
  return seo({
    title: `${headline} for Beginners, with Free Prompts`,
    description: counts
      ? `${headline} for beginners, with realistic revenue ranges, tools and ready-made AI prompts: ${counts.free} free complete guides and ${counts.premium} premium blueprints.`
      : 'AI business ideas you can start without technical skills, with realistic revenue ranges, the tools you need and ready-made AI prompts.',
    keywords:
      'AI business ideas, AI side hustle, business ideas for beginners, ChatGPT business plan prompt, AI automation agency, make money with AI',
    path: IDEAS_PATH,
    origin,
    jsonLd: loaderData
      ? {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: headline,
          url: new URL(IDEAS_PATH, origin).href,
          numberOfItems: total,
          itemListElement: loaderData.ideas.map((idea, index) => ({ '@type': 'ListItem', position: index + 1, name: idea.title })),
        }
      : undefined,
  });
};

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = { hasPremiumAccess: Boolean(context.user?.hasPremiumAccess) };
  const page = await ideasPageData({ db: context.services.db, logger: context.services.logger, viewer });
  // A signed-in member's page may hold premium text: never let a shared cache keep it.
  return data(page, { headers: context.user ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } : { Vary: 'Cookie' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const FILTER_FORM = 'idea-filter-form';
const TAB_FORM = 'idea-tab-form';
const GUIDE_FORM = 'idea-guide-form';
// The panel is a Tab stop (Radix gives it tabindex 0), so it needs a visible focus ring like every other stop.
const TAB_PANEL_CLASS =
  'mt-8 rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-4 focus-visible:ring-offset-slate-50';

function isUnlocked(idea: IdeaView): idea is UnlockedIdeaView {
  return !idea.locked;
}

export default function BusinessIdeas({ loaderData }: Route.ComponentProps) {
  const { ideas, counts, hasPremiumAccess, premium } = loaderData;
  const location = useLocation();
  const hydrated = useHydrated();
  const toast = useToast();

  // Category, tab and open guide live in the URL (shareable, and the page works without JavaScript).
  // With JavaScript a change is instant: local state, mirrored into the address bar without a reload.
  const [query, setQuery] = useState<IdeasQuery>(() => parseIdeasQuery(location.search));
  useEffect(() => {
    // A navigation to this page (a link, back or forward) brings its own state.
    setQuery(parseIdeasQuery(location.search));
    // Only a navigation (a new location key) replaces the state; the page's own replaceState keeps the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const update = useCallback((next: IdeasQuery, hash?: string) => {
    setQuery(next);
    window.history.replaceState(window.history.state, '', ideasHref(next, hash));
  }, []);

  const total = ideas.length;
  const allCounts = counts.all;
  const activeCounts = counts[query.category ?? 'all'];
  const activeCategory = categoryBySlug(query.category);
  const visible = inCategory(ideas, query.category);
  const freeIdeas = visible.filter((idea) => !idea.isPremium);
  const premiumIdeas = visible.filter((idea) => idea.isPremium);
  const selected = ideas.find((idea): idea is UnlockedIdeaView => idea.id === query.idea && isUnlocked(idea));
  const price = premium?.price ?? null;
  const lastGuideId = useRef<string | null>(null);
  useEffect(() => {
    if (selected) lastGuideId.current = selected.id;
  }, [selected]);

  // 'Copied!' for 2000 ms after a copy, then back (spec 001 §4, §9).
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const copiedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);
  const copyPrompt = useCallback(
    async (idea: UnlockedIdeaView) => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(idea.aiPromptTemplate);
        window.clearTimeout(copiedTimer.current);
        setCopiedId(idea.id);
        copiedTimer.current = window.setTimeout(() => setCopiedId(null), PROMPT_COPIED_MS);
      } catch {
        toast({
          title: 'Copy failed',
          description: 'Unable to copy the prompt to your clipboard. Select the prompt text and copy it instead.',
          variant: 'error',
        });
      }
    },
    [toast],
  );

  const selectCategory = (event: MouseEvent, category: IdeaCategorySlug | null) => {
    event.preventDefault();
    update({ ...query, category, idea: null });
  };
  const selectTab = (tab: IdeaTab) => update({ ...query, tab, idea: null });
  const openGuide = (event: MouseEvent, id: string) => {
    event.preventDefault();
    update({ ...query, idea: id });
  };
  const goToTab = (event: MouseEvent, tab: IdeaTab) => {
    event.preventDefault();
    // Rendered before the tab takes focus, so Radix sees it already selected.
    flushSync(() => update({ ...query, tab, idea: null }, 'ideas'));
    const section = document.getElementById('ideas');
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    document.querySelector<HTMLElement>(`[data-ideas-tab="${tab}"]`)?.focus({ preventScroll: true });
  };

  const renderCards = (list: IdeaView[], tab: IdeaTab) => {
    if (list.length === 0) {
      return (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-semibold text-slate-900">
            No {tab} ideas in {activeCategory?.name ?? 'this category'} yet.
          </p>
          <a
            href={ideasHref({ tab }, 'ideas')}
            onClick={(event) => selectCategory(event, null)}
            className="mt-3 inline-block text-sm font-semibold text-blue-700 underline-offset-4 hover:underline"
          >
            Show all categories
          </a>
        </div>
      );
    }
    return (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((idea) => (
          <li key={idea.id} className="flex">
            {isUnlocked(idea) ? (
              <IdeaCard
                idea={idea}
                guide={{ form: GUIDE_FORM, expanded: selected?.id === idea.id, onOpen: (event) => openGuide(event, idea.id) }}
              />
            ) : (
              <LockedIdeaCard idea={idea} price={price} />
            )}
          </li>
        ))}
      </ul>
    );
  };

  const heroNumber = roundedCount(total);
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 via-indigo-50/40 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800">
            <Lightbulb className="size-4" aria-hidden /> AI business ideas library
          </p>
          <h1 className="mx-auto mt-5 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {heroNumber} AI Business Ideas You Can Start Without Technical Skills
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Each idea comes with a realistic revenue range, the time it takes to launch, the tools you need and a ready-made AI prompt that
            drafts your business plan.
          </p>

          <dl className={cn('mx-auto mt-10 grid max-w-3xl gap-3 sm:gap-6', price ? 'grid-cols-3' : 'grid-cols-2')}>
            <div className="rounded-2xl border border-emerald-200 bg-white p-3 shadow-sm sm:p-5 flex flex-col justify-start">
              <dt className="text-xs font-medium text-slate-600 sm:text-sm">Free Complete Guides</dt>
              <dd className="order-first text-2xl font-extrabold text-emerald-700 sm:text-4xl">{allCounts.free}</dd>
            </div>
            <div className="rounded-2xl border border-amber-200 bg-white p-3 shadow-sm sm:p-5 flex flex-col justify-start">
              <dt className="text-xs font-medium text-slate-600 sm:text-sm">Premium Only</dt>
              <dd className="order-first text-2xl font-extrabold text-amber-700 sm:text-4xl">{allCounts.premium}</dd>
            </div>
            {price ? (
              <div className="rounded-2xl border border-blue-200 bg-white p-3 shadow-sm sm:p-5 flex flex-col justify-start">
                <dt className="text-xs font-medium text-slate-600 sm:text-sm">Full Access</dt>
                <dd className="order-first text-2xl font-extrabold text-blue-700 sm:text-4xl">{price}</dd>
              </div>
            ) : null}
          </dl>

          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href={ideasHref({ category: query.category, tab: 'free' }, 'ideas')} onClick={(event) => goToTab(event, 'free')}>
                <ArrowDown aria-hidden /> Browse {allCounts.free} Free Ideas
              </a>
            </Button>
            {hasPremiumAccess ? (
              <Button asChild size="lg" variant="premium">
                <a href={ideasHref({ category: query.category, tab: 'premium' }, 'ideas')} onClick={(event) => goToTab(event, 'premium')}>
                  <Crown aria-hidden /> Browse {allCounts.premium} Premium Blueprints
                </a>
              </Button>
            ) : (
              <Button asChild size="lg" variant="premium">
                <Link to="/course/premium">
                  <Crown aria-hidden /> Unlock All {heroNumber} Blueprints
                </Link>
              </Button>
            )}
          </div>
        </div>
      </section>

      <section id="ideas" aria-labelledby="ideas-heading" className="mx-auto max-w-6xl scroll-mt-16 px-4 pb-12 pt-8 sm:pb-16 sm:pt-10">
        <h2 id="ideas-heading" className="sr-only">
          Business ideas
        </h2>

        {/* Without JavaScript these forms carry the page's state to the server as `?category=…&tab=…&idea=…`. */}
        <form id={TAB_FORM} method="get" action={`${IDEAS_PATH}#ideas`} hidden>
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
        </form>
        <form id={GUIDE_FORM} method="get" action={`${IDEAS_PATH}#guide`} hidden>
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
          {query.tab === 'premium' ? <input type="hidden" name="tab" value="premium" /> : null}
        </form>

        {selected && !hydrated ? <IdeaGuidePanel idea={selected} closeHref={ideasHref({ ...query, idea: null }, 'ideas')} /> : null}

        <form id={FILTER_FORM} method="get" action={`${IDEAS_PATH}#ideas`}>
          {query.tab === 'premium' ? <input type="hidden" name="tab" value="premium" /> : null}
          {/* Phones: one row that scrolls sideways, so the ideas start near the top; wider screens wrap. */}
          <div
            role="group"
            aria-label="Filter ideas by category"
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
          >
            {[{ name: 'All Categories', slug: null }, ...IDEA_CATEGORIES].map((category) => {
              const active = query.category === category.slug;
              return (
                <button
                  key={category.name}
                  type="submit"
                  {...(category.slug ? { name: 'category', value: category.slug } : {})}
                  aria-pressed={active}
                  onClick={(event) => selectCategory(event, category.slug)}
                  className={cn(
                    'shrink-0 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2',
                    active
                      ? 'border-blue-600 bg-blue-600 text-white shadow-sm'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-blue-400 hover:text-blue-700',
                  )}
                >
                  {category.name}
                </button>
              );
            })}
          </div>
        </form>
        <p className="sr-only" aria-live="polite">
          {hydrated
            ? `${activeCategory?.name ?? 'All categories'}: ${activeCounts.free} free and ${activeCounts.premium} premium ideas.`
            : ''}
        </p>

        <Tabs.Root value={query.tab} onValueChange={(value) => selectTab(value === 'premium' ? 'premium' : 'free')} className="mt-8">
          <Tabs.List
            aria-label="Free or premium ideas"
            className="grid w-full grid-cols-2 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-grid sm:w-auto"
          >
            {(['free', 'premium'] as const).map((tab) => (
              <Tabs.Trigger key={tab} value={tab} asChild>
                <button
                  type="submit"
                  form={TAB_FORM}
                  name="tab"
                  value={tab}
                  data-ideas-tab={tab}
                  // Radix selects the tab on mouse down and on keys; the click must not also submit the no-JavaScript form.
                  onClick={(event) => event.preventDefault()}
                  className="inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold sm:px-4 text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                >
                  {tab === 'free' ? (
                    <Gift className="hidden size-4 text-emerald-600 min-[400px]:block" aria-hidden />
                  ) : (
                    <Lock className="hidden size-4 text-amber-600 min-[400px]:block" aria-hidden />
                  )}
                  {tab === 'free' ? `Free Ideas (${activeCounts.free})` : `Premium Ideas (${activeCounts.premium})`}
                </button>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="free" className={TAB_PANEL_CLASS}>
            {renderCards(freeIdeas, 'free')}
          </Tabs.Content>
          <Tabs.Content value="premium" className={TAB_PANEL_CLASS}>
            {renderCards(premiumIdeas, 'premium')}
          </Tabs.Content>
        </Tabs.Root>
      </section>

      {hasPremiumAccess ? null : (
        <section aria-labelledby="premium-banner-heading" className="mx-auto max-w-6xl px-4 pb-16">
          <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 via-indigo-950 to-slate-900 p-6 text-white shadow-xl sm:p-10">
            <div className="grid items-center gap-8 md:grid-cols-[1fr_auto]">
              <div>
                <p className="inline-flex items-center gap-2 rounded-full bg-amber-400/15 px-3 py-1 text-sm font-semibold text-amber-300">
                  <Sparkles className="size-4" aria-hidden /> Premium
                </p>
                <h2 id="premium-banner-heading" className="mt-4 text-2xl font-extrabold sm:text-3xl">
                  Unlock All {allCounts.premium} Premium Ideas
                </h2>
                <p className="mt-3 max-w-xl text-slate-300">
                  Get the full guide, launch prompt and tool stack for every premium idea, together with the complete AI Business Mastery
                  course.
                </p>
                <ul className="mt-5 grid gap-2 text-sm text-slate-200 sm:grid-cols-2">
                  {[
                    `${allCounts.premium} premium business blueprints`,
                    'The full AI Business Mastery course',
                    'Lifetime access and updates',
                    '30-day money-back guarantee',
                  ].map((item) => (
                    <li key={item} className="flex items-center gap-2">
                      <Check className="size-4 shrink-0 text-emerald-400" aria-hidden /> {item}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10 md:min-w-64">
                {price ? (
                  <p>
                    <span className="block text-4xl font-extrabold">{price}</span>
                    <span className="mt-1 block text-sm text-slate-300">one-time payment</span>
                  </p>
                ) : null}
                <div className="mt-5 flex flex-col gap-3">
                  {premium ? (
                    <Button asChild size="lg" variant="premium">
                      <Link to={premium.checkoutHref}>
                        <Crown aria-hidden /> Upgrade to Premium
                      </Link>
                    </Button>
                  ) : null}
                  <Link
                    to="/course/premium"
                    className="text-sm font-semibold text-slate-200 underline-offset-4 hover:text-white hover:underline"
                  >
                    See what's included
                  </Link>
                </div>
              </div>
            </div>
          </div>
        </section>
      )}

      <IdeaGuideDialog
        idea={selected}
        open={hydrated && Boolean(selected)}
        onOpenChange={(open) => {
          if (!open) update({ ...query, idea: null });
        }}
        onCloseAutoFocus={(event) => {
          // One dialog serves every card: give focus back to the button of the idea it showed.
          const trigger = lastGuideId.current ? document.getElementById(`guide-trigger-${lastGuideId.current}`) : null;
          if (trigger) {
            event.preventDefault();
            trigger.focus();
          }
        }}
        copy={{ copied: Boolean(selected) && copiedId === selected?.id, onCopy: () => selected && void copyPrompt(selected) }}
      />
    </>
  );
}

import { Gift, Lock } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { data, useLocation } from 'react-router';
import { CategoryFilter } from '~/components/ideas/category-filter';
import { IdeaGrid, isUnlocked } from '~/components/ideas/idea-grid';
import { IdeaGuideDialog, IdeaGuidePanel } from '~/components/ideas/idea-guide';
import { IdeasHero } from '~/components/ideas/ideas-hero';
import { PremiumIdeasBanner } from '~/components/ideas/premium-ideas-banner';
import { useCopyPrompt } from '~/components/ideas/use-copy-prompt';
import { originFrom, seo } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import {
  IDEAS_PATH,
  categoryBySlug,
  ideasHref,
  inCategory,
  parseIdeasQuery,
  roundedCount,
  type IdeaCategorySlug,
  type IdeasQuery,
  type IdeaTab,
} from '../../common/business-ideas';
import { loadIdeasPage } from '../../server/ideas/load-ideas-page.server';
import type { UnlockedIdeaView } from '../../server/ideas/idea-views.server';
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
  const page = await loadIdeasPage({ db: context.services.db, logger: context.services.logger, viewer });
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

export default function BusinessIdeas({ loaderData }: Route.ComponentProps) {
  const { ideas, counts, hasPremiumAccess, premium } = loaderData;
  const location = useLocation();
  const hydrated = useHydrated();

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

  const allCounts = counts.all;
  const activeCounts = counts[query.category ?? 'all'];
  const activeCategory = categoryBySlug(query.category);
  const visible = inCategory(ideas, query.category);
  const selected = ideas.find((idea): idea is UnlockedIdeaView => idea.id === query.idea && isUnlocked(idea));
  const price = premium?.price ?? null;
  const lastGuideId = useRef<string | null>(null);
  useEffect(() => {
    if (selected) lastGuideId.current = selected.id;
  }, [selected]);
  const { copiedId, copyPrompt } = useCopyPrompt();

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

  const grid = (tab: IdeaTab) => (
    <IdeaGrid
      ideas={visible.filter((idea) => idea.isPremium === (tab === 'premium'))}
      tab={tab}
      categoryName={activeCategory?.name ?? null}
      price={price}
      guideForm={GUIDE_FORM}
      openGuideId={selected?.id ?? null}
      onOpenGuide={openGuide}
      onShowAll={(event) => selectCategory(event, null)}
    />
  );

  return (
    <>
      <IdeasHero
        total={ideas.length}
        counts={allCounts}
        price={price}
        hasPremiumAccess={hasPremiumAccess}
        category={query.category}
        onGoToTab={goToTab}
      />

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

        <CategoryFilter formId={FILTER_FORM} query={query} onSelect={selectCategory} />
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
            {grid('free')}
          </Tabs.Content>
          <Tabs.Content value="premium" className={TAB_PANEL_CLASS}>
            {grid('premium')}
          </Tabs.Content>
        </Tabs.Root>
      </section>

      {hasPremiumAccess ? null : (
        <PremiumIdeasBanner premiumCount={allCounts.premium} price={price} checkoutHref={premium?.checkoutHref ?? null} />
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

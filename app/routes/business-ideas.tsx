import { Gift, Lock } from 'lucide-react';
import { data, redirect, useLocation } from 'react-router';
import { CategoryFilter } from '~/components/ideas/category-filter';
import { IdeaGrid, isUnlocked } from '~/components/ideas/idea-grid';
import { IdeaGuideDialog } from '~/components/ideas/idea-guide';
import { IdeasHero } from '~/components/ideas/ideas-hero';
import { PremiumIdeasBanner } from '~/components/ideas/premium-ideas-banner';
import { cn } from '~/lib/cn';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import {
  IDEAS_PATH,
  categoryBySlug,
  ideaGuidePath,
  ideasHref,
  inCategory,
  parseIdeasQuery,
  roundedCount,
} from '../../common/business-ideas';
import { loadIdeasPage } from '../../server/ideas/load-ideas-page';
import type { Route } from './+types/business-ideas';

// A reading page (DESIGN §12, docs/decisions/024f): the filter and the tabs are links and a GET form answered by
// the server; each guide is a page of its own (docs/decisions/024p), which the enhancement module opens in place.
export const handle = DOCUMENT_PAGE;

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
          itemListElement: loaderData.ideas.map((idea, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: idea.title,
            url: new URL(ideaGuidePath(idea.id), origin).href,
          })),
        }
      : undefined,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = { hasPremiumAccess: Boolean(context.user?.hasPremiumAccess) };
  const page = await loadIdeasPage({ db: context.services.db, logger: context.services.logger, viewer, wanted: context.currency });
  // A shared guide link (`?idea=…`, the address the module writes while a guide is open) goes to the guide's page,
  // which shows a premium idea's locked card to a visitor without access.
  const shared = parseIdeasQuery(new URL(request.url).searchParams).idea;
  if (shared && page.ideas.some((idea) => idea.id === shared)) throw redirect(ideaGuidePath(shared));
  // A signed-in member's page may hold premium text: never let a shared cache keep it.
  return data(page, { headers: context.user ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } : { Vary: 'Cookie' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const FILTER_FORM = 'idea-filter-form';

export default function BusinessIdeas({ loaderData }: Route.ComponentProps) {
  const { ideas, counts, hasPremiumAccess, premium } = loaderData;
  // Category, tab and a shared guide live in the URL (`?category=…&tab=premium&idea=…`), answered by the server.
  const query = parseIdeasQuery(useLocation().search);
  const activeCounts = counts[query.category ?? 'all'];
  const activeCategory = categoryBySlug(query.category);
  const shown = inCategory(ideas, query.category).filter((idea) => idea.isPremium === (query.tab === 'premium'));
  const price = premium?.price ?? null;

  return (
    <>
      <IdeasHero
        total={ideas.length}
        counts={counts.all}
        price={price}
        currencies={premium?.currencies ?? null}
        hasPremiumAccess={hasPremiumAccess}
        category={query.category}
      />

      <section id="ideas" aria-labelledby="ideas-heading" className="mx-auto max-w-6xl scroll-mt-16 px-4 pb-12 pt-8 sm:pb-16 sm:pt-10">
        <h2 id="ideas-heading" className="sr-only">
          Business ideas
        </h2>

        <CategoryFilter formId={FILTER_FORM} query={query} />

        <nav aria-label="Free or premium ideas" className="mt-8">
          <ul className="grid w-full grid-cols-2 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-grid sm:w-auto">
            {(['free', 'premium'] as const).map((tab) => {
              const current = query.tab === tab;
              return (
                <li key={tab} className="flex">
                  <a
                    href={ideasHref({ category: query.category, tab }, 'ideas')}
                    aria-current={current ? 'page' : undefined}
                    data-ideas-tab={tab}
                    className={cn(
                      'inline-flex w-full items-center justify-center gap-2 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold sm:px-4 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
                      current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
                    )}
                  >
                    {tab === 'free' ? (
                      <Gift className="hidden size-4 text-emerald-600 min-[400px]:block" aria-hidden />
                    ) : (
                      <Lock className="hidden size-4 text-amber-600 min-[400px]:block" aria-hidden />
                    )}
                    {tab === 'free' ? `Free Ideas (${activeCounts.free})` : `Premium Ideas (${activeCounts.premium})`}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-8">
          <IdeaGrid ideas={shown} tab={query.tab} categoryName={activeCategory?.name ?? null} price={price} />
        </div>
      </section>

      {hasPremiumAccess ? null : (
        <PremiumIdeasBanner premiumCount={counts.all.premium} price={price} checkoutHref={premium?.checkoutHref ?? null} />
      )}

      {/* Filled and opened by the enhancement module from a guide's page, when a card's link is followed. */}
      {shown.some(isUnlocked) ? <IdeaGuideDialog /> : null}
    </>
  );
}

import { ArrowLeft, FileQuestion } from 'lucide-react';
import { data, redirect } from 'react-router';
import { Breadcrumb } from '~/components/breadcrumb';
import { isUnlocked } from '~/components/ideas/idea-grid';
import { IdeaGuideArticle, LockedIdeaGuide } from '~/components/ideas/idea-guide';
import { Button } from '~/components/ui/button';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { MAX_TITLE_LENGTH, originFrom, seo } from '~/lib/seo';
import { IDEAS_PATH, categoryByName, ideaGuidePath, ideasHref, isIdeaId } from '../../common/business-ideas';
import { movedSlug } from '../../server/content-store/moved-content';
import { loadIdeaGuide } from '../../server/ideas/load-idea-guide';
import { isDomainError } from '../lib/domain-error.server';
import type { Route } from './+types/business-idea';

// An idea's guide as a reading page of its own (DESIGN §12, docs/decisions/024p): server-rendered and cached
// like the list, no framework JavaScript. The list's cards link here; with the enhancement module they open this
// page's guide in place instead (it fetches this page and takes its `[data-guide-content]`).
export const handle = DOCUMENT_PAGE;

const DESCRIPTION_LENGTH = 155;

export async function loader({ params, context }: Route.LoaderArgs) {
  const ideaId = params.slug ?? '';
  // A signed-in member's page may hold premium text: never let a shared cache keep it (as on the list).
  const headers: Record<string, string> = context.user ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } : { Vary: 'Cookie' };
  if (!isIdeaId(ideaId)) return data({ state: 'not-found' as const }, { status: 404, headers });
  try {
    const viewer = { hasPremiumAccess: Boolean(context.user?.hasPremiumAccess) };
    const guide = await loadIdeaGuide({
      db: context.services.db,
      logger: context.services.logger,
      viewer,
      ideaId,
      wanted: context.currency,
    });
    return data({ state: 'found' as const, ...guide }, { headers });
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'not_found') throw error;
    // An old address of an idea whose id the owner changed (issue 29).
    const moved = await movedSlug({ db: context.services.db, kind: 'ideas', slug: ideaId });
    if (moved) throw redirect(ideaGuidePath(moved), 301);
    return data({ state: 'not-found' as const }, { status: 404, headers });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** A free guide's title in results: what it offers, as much as fits before a results page cuts it off. */
function freeGuideTitle(title: string): string {
  const full = `${title}: Free Guide and AI Prompt`;
  return full.length <= MAX_TITLE_LENGTH ? full : `${title}: Free Guide`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const origin = originFrom(matches);
  if (loaderData?.state !== 'found') {
    return seo({
      title: 'Business Idea Not Found',
      description: "The business idea you're looking for doesn't exist or has been moved.",
      path: ideaGuidePath(params.slug ?? ''),
      origin,
      noindex: true,
    });
  }
  const { idea } = loaderData;
  const path = ideaGuidePath(idea.id);
  const description = isUnlocked(idea)
    ? clip(idea.description, DESCRIPTION_LENGTH)
    : `A premium AI business idea in ${idea.category}: ${idea.difficulty}, ${idea.potentialRevenue}, ${idea.timeToStart} to start. The full guide and AI prompt come with premium access.`;
  return seo({
    title: isUnlocked(idea) && !idea.isPremium ? freeGuideTitle(idea.title) : idea.title,
    description,
    path,
    origin,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', origin).href },
        { '@type': 'ListItem', position: 2, name: 'Business Ideas', item: new URL(IDEAS_PATH, origin).href },
        { '@type': 'ListItem', position: 3, name: idea.title, item: new URL(path, origin).href },
      ],
    },
  });
};

/** The first sentence or so of a description, cut at a word, for the page's meta description. */
function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  return `${text.slice(0, text.lastIndexOf(' ', length - 1))}…`;
}

// React Router wraps a route module's default export to read its own route's data; the page is a named
// component too, so the studio's preview (app/routes/content-preview.tsx) can lay out a draft with it.
export default function BusinessIdea({ loaderData }: Route.ComponentProps) {
  return <BusinessIdeaPage loaderData={loaderData} />;
}

export function BusinessIdeaPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  if (loaderData.state === 'not-found') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-24">
        <FileQuestion className="size-14 text-blue-600" aria-hidden />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Business Idea Not Found</h1>
        <p className="mt-3 text-slate-600">The business idea you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <Button asChild className="mt-8">
          <a href={IDEAS_PATH}>
            <ArrowLeft aria-hidden /> All Business Ideas
          </a>
        </Button>
      </section>
    );
  }
  const { idea, premium } = loaderData;
  // Back to the list where this idea's card is: its tab and category.
  const listHref = ideasHref({ category: categoryByName(idea.category)?.slug ?? null, tab: idea.isPremium ? 'premium' : 'free' }, 'ideas');
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumb
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'Business Ideas', href: listHref },
        ]}
      />
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {isUnlocked(idea) ? <IdeaGuideArticle idea={idea} /> : <LockedIdeaGuide idea={idea} price={premium?.price ?? null} />}
      </div>
      <p className="mt-6">
        <a
          href={listHref}
          className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> All business ideas
        </a>
      </p>
    </div>
  );
}

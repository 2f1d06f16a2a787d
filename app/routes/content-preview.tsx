import { Eye } from 'lucide-react';
import { data } from 'react-router';
import { ArticleProblem } from '~/components/blog/article-problem';
import { Alert } from '~/components/ui/alert';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { lazyPart } from '~/lib/lazy-part';
import { originFrom, seo } from '~/lib/seo';
import { loadPreviewPage } from '../../server/content-store/preview-page';
import { BlogArticlePage } from './blog-article';
import { BusinessIdeaPage } from './business-idea';
import { HelpPage } from './help';
import type { Route } from './+types/content-preview';

// A preview link (issue 29): the item's draft laid out by its kind's own page component, as a visitor (a lesson: a
// learner with access) would see it.
// Private to whoever holds the link: never indexed, never kept by a cache (its address is not a public page's, so
// the page cache never stores it either: server/http/page-cache.ts).
export const handle = DOCUMENT_PAGE;

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

// The lesson reader, for the server's render only: this page never runs in the browser, and a browser import would
// make the reader a chunk shared with the lesson page, a file more in that page's first load (DESIGN §12).
const LessonReader = lazyPart(() =>
  import.meta.env.SSR ? import('~/components/lesson/lesson-reader').then((m) => m.LessonReader) : Promise.resolve(() => null),
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger, now } = context.services;
  const page = await loadPreviewPage({ db, logger, token: params.token, now: now(), wanted: context.currency });
  if (!page) return data({ kind: 'missing' as const }, { status: 404, headers: PRIVATE });
  return data(page, { headers: PRIVATE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  seo({
    title: loaded && loaded.kind !== 'missing' ? `Preview: ${loaded.title}` : 'Preview not found',
    description: 'A private preview.',
    path: '/preview',
    origin: originFrom(matches),
    noindex: true,
  });

/** The props a kind's page component takes, made from the data its loader would have given. */
const pageProps = (page: unknown) =>
  ({ loaderData: page }) as unknown as Parameters<typeof BlogArticlePage>[0] &
    Parameters<typeof BusinessIdeaPage>[0] &
    Parameters<typeof HelpPage>[0];

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  // The kinds' page components (not their routes' default exports, which read their own route's data) with the
  // data their loaders would give.
  switch (loaderData.kind) {
    case 'articles':
      return <BlogArticlePage {...pageProps(loaderData.page)} />;
    case 'ideas':
      return <BusinessIdeaPage {...pageProps(loaderData.page)} />;
    case 'help':
      return <HelpPage {...pageProps(loaderData.page)} />;
    case 'incomplete':
      return (
        <ArticleProblem
          title={`Preview: ${loaderData.title}`}
          message={`This draft cannot be shown as its page yet: ${loaderData.problems}`}
        />
      );
    case 'lessons':
      // The lesson reader itself, showing all of the lesson at once, with nothing that records progress.
      return (
        <>
          <div className="mx-auto max-w-3xl px-4 pt-8 sm:pt-12">
            <Alert className="flex items-start gap-2">
              <Eye aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>
                <strong>Preview of a draft.</strong> This is the lesson as a learner with access sees it once they have read every section,
                answered the knowledge check and done the action item. Nothing here records progress.
              </span>
            </Alert>
          </div>
          <LessonReader {...loaderData.page} certificate={null} preview />
        </>
      );
    case 'missing':
      return <ArticleProblem title="Preview not found" message="This preview link has expired or no longer exists. Ask for a new one." />;
  }
}

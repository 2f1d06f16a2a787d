import { HelpCenter } from '~/components/help/help-center';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { getHelpQuestions } from '../../server/help/help-center';
import { visitorCurrency } from '../../server/money/visitor-currency';
import type { Route } from './+types/help';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Help Center',
    path: '/help',
    origin: originFrom(matches),
    description: 'Straight answers about starting an AI-based business, the courses, costs, tools and pricing, grouped by topic.',
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  // The answers' amounts in the currency of the course prices they sit beside (docs/decisions/024j-one-currency-per-page.md).
  const currency = await visitorCurrency({ db: context.services.db, wanted: context.currency });
  return { questions: getHelpQuestions({ currency }), query };
}

// React Router wraps a route module's default export to read its own route's data; the page is a named
// component too, so the studio's preview (app/routes/content-preview.tsx) can lay out a draft with it.
export default function Help({ loaderData }: Route.ComponentProps) {
  return <HelpPage loaderData={loaderData} />;
}

export function HelpPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Help Center</h1>
      <p className="mt-3 text-lg text-slate-600">
        Every question beginners ask us, answered in plain English and grouped by topic. Filter by a word, or jump to a topic.
      </p>
      {/* A new query (a link to /help?q=…) starts a fresh filter box. */}
      <HelpCenter key={loaderData.query} questions={loaderData.questions} initialQuery={loaderData.query} />
    </section>
  );
}

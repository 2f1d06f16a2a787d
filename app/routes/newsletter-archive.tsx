import { Link } from 'react-router';
import { NewsletterBox } from '~/components/newsletter-box';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { formatShortDate } from '../../common/format';
import { SITE_NAME } from '../../common/site';
import { listArchivedIssues } from '../../server/newsletter/newsletter-archive';
import type { Route } from './+types/newsletter-archive';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const ARCHIVE_RSS_PATH = '/newsletter/archive/rss.xml';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Newsletter archive',
    description: `Every issue of the ${SITE_NAME} newsletter, as subscribers received it.`,
    path: '/newsletter/archive',
    origin: originFrom(matches),
    extra: [{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${SITE_NAME} Newsletter`, href: ARCHIVE_RSS_PATH }],
  });

/** Sent issues only (issue 13): what subscribers get, for anyone deciding whether to subscribe. */
export async function loader({ context }: Route.LoaderArgs) {
  const issues = await listArchivedIssues({ db: context.services.db });
  return { issues: issues.map((i) => ({ slug: i.slug, subject: i.subject, excerpt: i.excerpt, sentAt: i.sentAt.toISOString() })) };
}

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const { issues } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16" aria-labelledby="archive-title">
      <h1 id="archive-title" className="text-3xl font-bold text-slate-900">
        Newsletter archive
      </h1>
      <p className="mt-3 text-slate-700">
        Every issue of our weekly AI business tips, as subscribers received it.{' '}
        <a href={ARCHIVE_RSS_PATH} className="font-semibold text-blue-700 underline hover:text-blue-800">
          RSS feed
        </a>
      </p>
      {issues.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">No issues have been sent yet.</p>
      ) : (
        <ol className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
          {issues.map((issue) => (
            <li key={issue.slug} className="py-5">
              <article>
                <h2 className="text-lg font-semibold text-slate-900">
                  <Link to={`/newsletter/archive/${issue.slug}`} className="text-blue-700 hover:underline">
                    {issue.subject}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={issue.sentAt}>{formatShortDate(issue.sentAt)}</time>
                </p>
                {issue.excerpt ? <p className="mt-2 text-slate-700">{issue.excerpt}</p> : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-10 rounded-xl border border-slate-200 bg-white p-6">
        <NewsletterBox
          source="newsletter-archive"
          archiveLink={false}
          title="Get the next issue"
          description="One email a week. Unsubscribe at any time."
        />
      </div>
    </section>
  );
}

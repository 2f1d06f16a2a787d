import { ArrowLeft } from 'lucide-react';
import { data, Link } from 'react-router';
import { NewsletterBox } from '~/components/newsletter-box';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { formatShortDate } from '../../common/format';
import { findArchivedIssue } from '../../server/newsletter/newsletter-archive';
import type { Route } from './+types/newsletter-archive-issue';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

const SLUG = /^[\p{L}\p{N}-]{1,100}$/u;

/** One sent issue; an issue still sending, or no issue at all, is the ordinary 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? '';
  const issue = SLUG.test(slug) ? await findArchivedIssue({ db: context.services.db, slug }) : null;
  if (!issue) throw data(null, { status: 404 });
  return { subject: issue.subject, excerpt: issue.excerpt, html: issue.html, sentAt: issue.sentAt.toISOString(), slug: issue.slug };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? seo({
        title: loaderData.subject,
        description: loaderData.excerpt,
        path: `/newsletter/archive/${loaderData.slug}`,
        origin: originFrom(matches),
        type: 'article',
      })
    : seo({ title: 'Page Not Found', path: location.pathname, origin: originFrom(matches), noindex: true });

export default function NewsletterArchiveIssue({ loaderData }: Route.ComponentProps) {
  const { subject, html, sentAt } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16" aria-labelledby="issue-title">
      <Link to="/newsletter/archive" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> All issues
      </Link>
      <h1 id="issue-title" className="mt-4 text-3xl font-bold text-slate-900">
        {subject}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        Sent <time dateTime={sentAt}>{formatShortDate(sentAt)}</time>
      </p>
      {/* Sanitized on the server (server/newsletter/newsletter-issue-email.ts): the allowed tags and http(s) links only. */}
      <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: html }} />
      <div className="mt-12 rounded-xl border border-slate-200 bg-white p-6">
        <NewsletterBox
          source="newsletter-archive"
          archiveLink={false}
          title="Get the next issue"
          description="One email a week. Unsubscribe at any time."
        />
      </div>
    </article>
  );
}

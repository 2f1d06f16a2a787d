import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { formatDateTime } from '../../../common/format';

export interface IssueView {
  id: string;
  slug: string;
  subject: string;
  status: 'sending' | 'sent';
  createdAt: string;
  sentAt: string | null;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
}

function Count({ label, value, tone }: { label: string; value: number; tone?: 'bad' }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn('font-semibold tabular-nums', tone === 'bad' && value > 0 ? 'text-red-700' : 'text-slate-900')}>{value}</dd>
    </div>
  );
}

/** Every issue, newest first, with its messages counted from the outbox (queued, sent, failed). */
export function NewsletterIssuesTable({ issues }: { issues: IssueView[] }) {
  if (issues.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">No issue has been sent yet.</p>;
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {issues.map((issue) => (
        <li key={issue.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">
              {issue.status === 'sent' ? (
                <Link to={`/newsletter/archive/${issue.slug}`} className="text-blue-700 underline hover:text-blue-800">
                  {issue.subject}
                </Link>
              ) : (
                issue.subject
              )}
            </p>
            <p className="mt-0.5 text-sm text-slate-600">
              {issue.status === 'sent' && issue.sentAt ? (
                <>
                  Sent <time dateTime={issue.sentAt}>{formatDateTime(issue.sentAt)}</time> to {issue.recipients} subscribers
                </>
              ) : (
                <>
                  Sending since <time dateTime={issue.createdAt}>{formatDateTime(issue.createdAt)}</time>
                </>
              )}
            </p>
          </div>
          <dl className="grid grid-cols-4 gap-4 text-sm" aria-label={`Messages of “${issue.subject}”`}>
            <Count label="Queued" value={issue.queued} />
            <Count label="Sent" value={issue.sent} />
            <Count label="Failed" value={issue.failed} tone="bad" />
            <Count label="Skipped" value={issue.skipped} />
          </dl>
        </li>
      ))}
    </ol>
  );
}

import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../common/format';
import type { RecentDiscussion } from '../../../server/discussions/list-recent-discussions';

/** The latest threads a member may read, each with its lesson and reply count (issue 15, /community). */
export function RecentDiscussions({ discussions }: { discussions: RecentDiscussion[] }) {
  if (!discussions.length) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">
        No discussions yet. Open a lesson and ask the first question.
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-3">
      {discussions.map((d) => (
        <li key={d.id} className="rounded-2xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{d.author ?? 'A former member'}</span>
            {d.instructor ? (
              <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">Instructor</span>
            ) : null}{' '}
            in{' '}
            <Link to={d.href} className="font-semibold text-blue-700 hover:underline">
              {d.lessonTitle}
            </Link>
          </p>
          <p dir="auto" className="mt-1 break-words text-slate-800 [overflow-wrap:anywhere]">
            {d.excerpt}
          </p>
          <p className="mt-2 flex items-center gap-3 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <MessageCircle className="size-4" aria-hidden />
              {d.replyCount} {d.replyCount === 1 ? 'reply' : 'replies'}
            </span>
            <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

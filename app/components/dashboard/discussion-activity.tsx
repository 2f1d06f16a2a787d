import { Link } from 'react-router';
import { formatShortDate } from '../../../common/format';
import type { DiscussionActivity } from '../../../server/discussions/list-discussion-activity';

/** Recent Activity's discussion part (issue 15): your latest posts and the replies to them, each linking to the comment. */
export function DiscussionActivityList({ items, timeZone }: { items: DiscussionActivity[]; timeZone: string }) {
  if (!items.length) return null;
  return (
    <>
      <h3 className="mt-6 font-semibold text-slate-900">In the discussions</h3>
      <ol className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-4 p-4">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {item.kind === 'posted' ? 'You posted in ' : `${item.who ?? 'Someone'} replied to you in `}
                <Link to={item.href} className="text-blue-700 hover:underline">
                  {item.lessonTitle}
                </Link>
              </p>
              <p dir="auto" className="break-words text-sm text-slate-600 [overflow-wrap:anywhere]">
                {item.excerpt}
              </p>
            </div>
            <time dateTime={item.at} className="shrink-0 text-sm text-slate-600">
              {formatShortDate(item.at, timeZone)}
            </time>
          </li>
        ))}
      </ol>
    </>
  );
}

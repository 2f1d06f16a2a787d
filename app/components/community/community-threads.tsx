import { MessageCircle, Pin } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_LABELS, COMMUNITY_CATEGORIES, type CommunityThreadList } from '../../../common/community-rules';
import { formatDateTime } from '../../../common/format';

export const COMMUNITY_PATH = '/premium/community';

function listHref(category: string | null, page = 1) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${COMMUNITY_PATH}?${query}` : COMMUNITY_PATH;
}

const chip = 'inline-block rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600';

/** The category filter: links, so it works before JavaScript loads and each view has its address. */
export function CategoryFilter({ current }: { current: string | null }) {
  const options = [{ value: null, label: 'All' }, ...COMMUNITY_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))];
  return (
    <nav aria-label="Thread categories">
      <ul className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => (
          <li key={label}>
            <Link
              to={listHref(value)}
              aria-current={current === value ? 'page' : undefined}
              className={
                current === value
                  ? `${chip} border-blue-700 bg-blue-700 text-white`
                  : `${chip} border-slate-300 bg-white text-slate-800 hover:border-blue-400`
              }
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The community's threads (issue 28): pinned first, then latest activity, each with its category, author and replies. */
/** The threads of one page, their times in the reader's zone. */
export function CommunityThreads({ list, timeZone }: { list: CommunityThreadList; timeZone: string }) {
  const { threads, page, pageCount, category } = list;
  if (!threads.length) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-slate-700">
        {category
          ? `No threads in ${CATEGORY_LABELS[category]} yet. Start the first one.`
          : 'No threads yet. Introduce yourself and start the first one.'}
      </p>
    );
  }
  return (
    <>
      <ol className="flex flex-col gap-3">
        {threads.map((t) => (
          <li key={t.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {CATEGORY_LABELS[t.category]}
              </span>
              {t.pinned ? (
                <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                  <Pin className="mr-1 size-3" aria-hidden /> Pinned
                </span>
              ) : null}
            </p>
            <h3 className="mt-1 text-lg font-semibold">
              <Link
                to={`${COMMUNITY_PATH}/${t.id}`}
                dir="auto"
                className="break-words text-blue-700 [overflow-wrap:anywhere] hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                {t.title ?? 'A deleted thread'}
              </Link>
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <span>
                {t.author ? <span className="font-semibold text-slate-900">{t.author.username}</span> : 'A former post'}
                {t.author?.instructor ? (
                  <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">Instructor</span>
                ) : null}
              </span>
              <span className="inline-flex items-center gap-1">
                <MessageCircle className="size-4" aria-hidden />
                {t.replyCount} {t.replyCount === 1 ? 'reply' : 'replies'}
              </span>
              <span>
                Last activity <time dateTime={t.lastActivityAt}>{formatDateTime(t.lastActivityAt, timeZone)}</time>
              </span>
            </p>
          </li>
        ))}
      </ol>
      {pageCount > 1 ? (
        <nav aria-label="Thread pages" className="mt-6 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={listHref(category, page - 1)} className="text-blue-700 hover:underline">
              ← Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-700">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={listHref(category, page + 1)} className="text-blue-700 hover:underline">
              Next page →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}

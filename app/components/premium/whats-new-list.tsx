import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { formatShortDate } from '../../../common/format';
import type { WhatsNew } from '../../../server/premium/member-area';

/** Lifetime updates (issue 19): what was added or updated after the member's purchase, from the content's own dates. */
export function WhatsNewList({ whatsNew }: { whatsNew: WhatsNew }) {
  const since = formatShortDate(whatsNew.since);
  return (
    <section aria-labelledby="whats-new-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="whats-new-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Sparkles className="size-5 text-amber-600" aria-hidden /> What&apos;s new
      </h2>
      {whatsNew.items.length === 0 ? (
        <p className="mt-2 text-slate-700">
          Nothing has been added or updated since you joined on {since}. New lessons and templates will be listed here as they arrive; your
          access includes every one.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">Added or updated since you joined on {since}:</p>
          <ul className="mt-3 divide-y divide-slate-200">
            {whatsNew.items.map((item) => (
              <li key={item.href} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <Link to={item.href} className="font-medium text-blue-700 underline-offset-2 hover:underline">
                  {item.title}
                </Link>
                <span className="text-sm text-slate-600">
                  {item.kind === 'lesson' ? 'Lesson' : 'Template'} {item.change} {formatShortDate(item.date)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

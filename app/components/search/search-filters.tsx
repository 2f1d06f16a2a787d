import { Link } from 'react-router';
import { TYPE_LABELS } from '~/components/search/search-result';
import { cn } from '~/lib/cn';
import type { SearchResponse, SearchTier, SearchType } from '../../../common/search-types';

export function filterHref(query: string, sort: string, type: string | null, tier: string | null) {
  const params = new URLSearchParams({ q: query });
  if (type) params.set('type', type);
  if (tier) params.set('tier', tier);
  if (sort !== 'relevance') params.set('sort', sort);
  return `/search?${params}`;
}

/** The result counts by type and by access; each a link that narrows the search. */
export function SearchFilters({
  query,
  sort,
  type,
  tier,
  counts,
}: {
  query: string;
  sort: string;
  type: SearchType | null;
  tier: SearchTier | null;
  counts: SearchResponse['counts'];
}) {
  return (
    <nav aria-label="Filter results" className="flex flex-col gap-6">
      <div>
        <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700">Type</h2>
        <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {([null, ...(Object.keys(TYPE_LABELS) as SearchType[])] as const)
            // Templates are only in members' results; nobody else is shown an empty filter for them.
            .filter((t) => t !== 'template' || counts.template > 0 || type === 'template')
            .map((t) => (
              <li key={t ?? 'all'}>
                <Link
                  to={filterHref(query, sort, t, tier)}
                  aria-current={type === t ? 'true' : undefined}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded-md px-3 py-1.5 text-sm',
                    type === t ? 'bg-blue-600 font-semibold text-white' : 'bg-white text-slate-800 hover:bg-slate-100 lg:bg-transparent',
                  )}
                >
                  {t ? TYPE_LABELS[t] : 'All'} <span className="tabular-nums">{t ? counts[t] : counts.all}</span>
                </Link>
              </li>
            ))}
        </ul>
      </div>
      <div>
        <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700">Access</h2>
        <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {([null, 'free', 'premium'] as const).map((t) => (
            <li key={t ?? 'any'}>
              <Link
                to={filterHref(query, sort, type, t)}
                aria-current={tier === t ? 'true' : undefined}
                className={cn(
                  'flex items-center justify-between gap-3 rounded-md px-3 py-1.5 text-sm',
                  tier === t ? 'bg-blue-600 font-semibold text-white' : 'bg-white text-slate-800 hover:bg-slate-100 lg:bg-transparent',
                )}
              >
                {t === null ? 'Free and premium' : t === 'free' ? 'Free' : 'Premium'}{' '}
                <span className="tabular-nums">{t === null ? counts.all : counts[t]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

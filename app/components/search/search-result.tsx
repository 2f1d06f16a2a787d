import { BookOpen, Crown, ExternalLink, FileText, FileStack, HelpCircle, Layers, Lightbulb, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import type { PageSearchResult, SearchType } from '../../../common/search-types';

export const TYPE_LABELS: Record<SearchType, string> = {
  lesson: 'Lessons',
  module: 'Modules',
  resource: 'Resources',
  article: 'Articles',
  idea: 'Ideas',
  help: 'Help answers',
  template: 'Templates',
};
export const TYPE_ICONS: Record<SearchType, typeof BookOpen> = {
  lesson: BookOpen,
  module: Layers,
  resource: Link2,
  article: FileText,
  idea: Lightbulb,
  help: HelpCircle,
  template: FileStack,
};
/** Text with the matched words marked: plain and matched pieces in turn (PageSearchResult). */
export function Marked({ pieces }: { pieces: string[] }) {
  return (
    <>
      {pieces.map((text, i) =>
        text === '' ? null : i % 2 === 1 ? (
          <mark key={i} className="rounded bg-yellow-200 px-0.5 text-inherit">
            {text}
          </mark>
        ) : (
          <span key={i}>{text}</span>
        ),
      )}
    </>
  );
}

/** One result: its kind, where it lives, its title and snippet with the matches marked, and a link to it. */
export function SearchResultItem({ result }: { result: PageSearchResult }) {
  const Icon = TYPE_ICONS[result.type];
  const external = result.href.startsWith('http');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-slate-600">
        <Icon className="size-3.5" aria-hidden /> {TYPE_LABELS[result.type].replace(/s$/, '')} · {result.context}
        {result.tier === 'premium' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
            <Crown className="size-3" aria-hidden /> Premium
          </span>
        ) : null}
        {result.minutes ? <span>· {result.minutes} min</span> : null}
      </p>
      <h2 className="mt-1 text-lg font-bold text-slate-900">
        <Marked pieces={result.title} />
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Marked pieces={result.snippet} />
      </p>
      {external ? (
        <a
          href={result.href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
        >
          View <ExternalLink className="size-3.5" aria-hidden />{' '}
          <span className="sr-only">{result.title.join('')} (opens in a new tab)</span>
        </a>
      ) : (
        <Link to={result.href} className="mt-3 inline-flex text-sm font-semibold text-blue-700 hover:underline">
          View<span className="sr-only"> {result.title.join('')}</span>
        </Link>
      )}
    </li>
  );
}

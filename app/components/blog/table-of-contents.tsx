import { ChevronDown, ListTree } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { cn } from '~/lib/cn';
import { ReadingPercent } from './reading-progress';

export interface TocItem {
  id: string;
  title: string;
  level: number;
}

/** spec 001 §9: a heading is "in view" while it is between 20% and 60% of the viewport's height. */
const SPY_ROOT_MARGIN = '-20% 0px -40% 0px';

const INDENT: Record<number, string> = {
  1: 'pl-2',
  2: 'pl-2',
  3: 'pl-6',
  4: 'pl-10',
  5: 'pl-12',
  6: 'pl-14',
};

/** The id of the heading being read: the first one inside the scroll-spy band; kept while none is. */
function useActiveHeading(ids: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (record.isIntersecting) inBand.add(record.target.id);
          else inBand.delete(record.target.id);
        }
        const first = ids.find((id) => inBand.has(id));
        if (first) setActive(first);
      },
      { rootMargin: SPY_ROOT_MARGIN, threshold: 0 },
    );
    for (const id of ids) {
      const heading = document.getElementById(id);
      if (heading) observer.observe(heading);
    }
    return () => observer.disconnect();
  }, [ids]);

  return [active, setActive];
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The article's table of contents (spec 001 §2): entries indented by level, the heading being read
 * highlighted, smooth scrolling on click, collapsible. Expanded on wide screens, collapsed on phones
 * until opened. Shows the real read time and how far the reader is through the body (CSS, app/app.css).
 * After a client navigation React drives it; on the document page the enhancement module does, through
 * `data-toc`, `data-toc-toggle` and the links' `aria-current` (the styles follow the attribute).
 */
export function TableOfContents({ items, readTime }: { items: readonly TocItem[]; readTime: string }) {
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const [active, setActive] = useActiveHeading(ids);
  // null: not chosen yet; CSS shows the list on wide screens only, as the server rendered it.
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const listId = useId();

  useEffect(() => {
    setExpanded(window.matchMedia('(min-width: 1024px)').matches);
  }, []);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = document.getElementById(id);
    if (!heading || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue reading from the heading.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
    setActive(id);
  };

  return (
    <nav
      data-toc=""
      aria-labelledby={`${listId}-heading`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm lg:max-h-[calc(100vh-6rem)]"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 id={`${listId}-heading`} className="flex items-center gap-2 text-base font-bold text-slate-900">
          <ListTree className="size-4 text-blue-700" aria-hidden /> Table of Contents
        </h2>
        <button
          type="button"
          data-toc-toggle=""
          aria-expanded={expanded ?? undefined}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <span data-toc-label="">
            {expanded === false ? (
              'Show'
            ) : expanded ? (
              'Hide'
            ) : (
              <>
                <span className="lg:hidden">Show</span>
                <span className="hidden lg:inline">Hide</span>
              </>
            )}
          </span>
          <span className="sr-only"> table of contents</span>
          <ChevronDown
            data-toc-chevron=""
            className={cn('size-4 transition-transform', expanded ? 'rotate-180' : expanded === null && 'lg:rotate-180')}
            aria-hidden
          />
        </button>
      </div>
      <div className="px-4 py-3">
        <p className="flex items-center justify-between text-xs text-slate-600">
          <span>{readTime}</span>
          <ReadingPercent />
        </p>
        <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
          <div className="reading-bar h-full rounded-full bg-blue-600" />
        </div>
      </div>
      <ol
        id={listId}
        className={cn(
          'max-h-[60vh] min-h-0 flex-1 space-y-0.5 overflow-y-auto border-t border-slate-100 px-2 py-3 text-sm lg:max-h-none',
          expanded === null ? 'hidden lg:block' : expanded ? 'block' : 'hidden',
        )}
      >
        {items.map((item) => {
          const current = item.id === active;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => jump(event, item.id)}
                aria-current={current ? 'location' : undefined}
                data-level={item.level}
                className={cn(
                  'block rounded-md border-l-2 border-transparent py-1.5 pr-2 leading-snug text-slate-700 transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
                  'aria-[current=location]:border-blue-600 aria-[current=location]:bg-blue-50 aria-[current=location]:font-semibold aria-[current=location]:text-blue-800',
                  INDENT[item.level] ?? 'pl-2',
                )}
              >
                {item.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { cn } from '~/lib/cn';
import { IDEA_CATEGORIES, IDEAS_PATH, type IdeasQuery } from '../../../common/business-ideas';

/** The category buttons: each submits `?category=…` (keeping the premium tab), and the server answers with that list. */
export function CategoryFilter({ formId, query }: { formId: string; query: IdeasQuery }) {
  return (
    <form id={formId} method="get" action={`${IDEAS_PATH}#ideas`}>
      {query.tab === 'premium' ? <input type="hidden" name="tab" value="premium" /> : null}
      {/* Phones: one row that scrolls sideways, so the ideas start near the top; wider screens wrap. */}
      <div
        role="group"
        aria-label="Filter ideas by category"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {[{ name: 'All Categories', slug: null }, ...IDEA_CATEGORIES].map((category) => {
          const active = query.category === category.slug;
          return (
            <button
              key={category.name}
              type="submit"
              {...(category.slug ? { name: 'category', value: category.slug } : {})}
              aria-pressed={active}
              className={cn(
                'shrink-0 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2',
                active
                  ? 'border-blue-600 bg-blue-600 text-white shadow-sm'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-blue-400 hover:text-blue-700',
              )}
            >
              {category.name}
            </button>
          );
        })}
      </div>
    </form>
  );
}

import { IdeaCard, LockedIdeaCard } from '~/components/ideas/idea-card';
import { ideasHref, type IdeaTab } from '../../../common/business-ideas';
import type { IdeaView, UnlockedIdeaView } from '../../../server/ideas/idea-views';

export function isUnlocked(idea: IdeaView): idea is UnlockedIdeaView {
  return !idea.locked;
}

/** One tab's cards: a full card for an idea the visitor may read, a locked one otherwise; or a note when the category has none. */
export function IdeaGrid({
  ideas,
  tab,
  categoryName,
  price,
}: {
  ideas: IdeaView[];
  tab: IdeaTab;
  categoryName: string | null;
  price: string | null;
}) {
  if (ideas.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="font-semibold text-slate-900">
          No {tab} ideas in {categoryName ?? 'this category'} yet.
        </p>
        <a
          href={ideasHref({ tab }, 'ideas')}
          className="mt-3 inline-block text-sm font-semibold text-blue-700 underline-offset-4 hover:underline"
        >
          Show all categories
        </a>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {ideas.map((idea) => (
        <li key={idea.id} className="flex">
          {isUnlocked(idea) ? <IdeaCard idea={idea} /> : <LockedIdeaCard idea={idea} price={price} />}
        </li>
      ))}
    </ul>
  );
}

import { IDEA_CATEGORIES, type IdeaCountTable, type IdeaCounts } from '../../common/business-ideas';
import type { Idea } from '../../content/ideas/idea-schema';

/**
 * What the business ideas page may send to a browser (DESIGN.md §4).
 *
 * A premium idea seen without premium access is reduced to the fields a locked card shows; its
 * description, prompt and tools are left out entirely, not hidden or blanked, so they cannot reach
 * the page's HTML or its hydration data.
 */

/** The fields a locked card shows. Everything else stays on the server. */
export const LOCKED_IDEA_FIELDS = ['id', 'title', 'category', 'difficulty', 'potentialRevenue', 'timeToStart', 'isPremium'] as const;

export type UnlockedIdeaView = Idea & { locked: false };
export type LockedIdeaView = Pick<Idea, (typeof LOCKED_IDEA_FIELDS)[number]> & { locked: true };
export type IdeaView = UnlockedIdeaView | LockedIdeaView;

export interface IdeaViewer {
  hasPremiumAccess: boolean;
}

export function canSeeIdea(idea: Pick<Idea, 'isPremium'>, viewer: IdeaViewer): boolean {
  return !idea.isPremium || viewer.hasPremiumAccess;
}

/** One idea as this viewer may see it. Built field by field, so a field added to the schema later is not sent by accident. */
export function ideaView(idea: Idea, viewer: IdeaViewer): IdeaView {
  if (canSeeIdea(idea, viewer)) {
    return {
      id: idea.id,
      title: idea.title,
      description: idea.description,
      potentialRevenue: idea.potentialRevenue,
      difficulty: idea.difficulty,
      timeToStart: idea.timeToStart,
      aiPromptTemplate: idea.aiPromptTemplate,
      requiredTools: [...idea.requiredTools],
      isPremium: idea.isPremium,
      category: idea.category,
      locked: false,
    };
  }
  return {
    id: idea.id,
    title: idea.title,
    category: idea.category,
    difficulty: idea.difficulty,
    potentialRevenue: idea.potentialRevenue,
    timeToStart: idea.timeToStart,
    isPremium: idea.isPremium,
    locked: true,
  };
}

export function ideaViews(ideas: readonly Idea[], viewer: IdeaViewer): IdeaView[] {
  return ideas.map((idea) => ideaView(idea, viewer));
}

type Countable = Pick<Idea, 'isPremium' | 'category'>;

export function countIdeas(ideas: readonly Countable[]): IdeaCounts {
  let free = 0;
  let premium = 0;
  for (const idea of ideas) {
    if (idea.isPremium) premium += 1;
    else free += 1;
  }
  return { free, premium };
}

/** Free and premium counts for 'All Categories' and each category, computed from the data (DESIGN.md §7.7). */
export function ideaCountTable(ideas: readonly Countable[]): IdeaCountTable {
  const table = { all: countIdeas(ideas) } as IdeaCountTable;
  for (const category of IDEA_CATEGORIES) {
    table[category.slug] = countIdeas(ideas.filter((idea) => idea.category === category.name));
  }
  return table;
}

/**
 * The mastermind community's categories and lengths (issue 28), as the pages show them and the zod schemas
 * (`community-schemas.ts`) enforce them. Plain values: a browser import of the schemas' module brings zod
 * along (docs/decisions/010-browser-bundle-and-forms.md).
 */
export const COMMUNITY_CATEGORIES = ['introductions', 'wins', 'questions', 'accountability'] as const;
export type CommunityCategory = (typeof COMMUNITY_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<CommunityCategory, string> = {
  introductions: 'Introductions',
  wins: 'Wins',
  questions: 'Questions',
  accountability: 'Weekly accountability',
};
export const THREAD_TITLE_MAX = 120;
/** Threads per page of the community's list. */
export const COMMUNITY_PAGE_SIZE = 20;

/** One thread in the list, as a member sees it. */
export interface CommunityThreadSummary {
  id: string;
  category: CommunityCategory;
  /** Null once its author deleted the thread (its replies stay). */
  title: string | null;
  author: { username: string; instructor: boolean } | null;
  pinned: boolean;
  /** Replies still shown (not deleted, not hidden). */
  replyCount: number;
  createdAt: string;
  /** The thread's or its latest reply's time. */
  lastActivityAt: string;
}

export interface CommunityThreadList {
  category: CommunityCategory | null;
  page: number;
  pageCount: number;
  total: number;
  threads: CommunityThreadSummary[];
}

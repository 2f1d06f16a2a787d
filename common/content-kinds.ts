// The kinds of content the owner edits in the studio (issue 29), as the API names them
// (/api/admin/content/:kind) and the content_items table stores them. Shared by the server and the studio.

export const CONTENT_KINDS = ['articles', 'ideas', 'help', 'lessons'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What a visitor would call one item of the kind, for headings and buttons ("New article"). */
export const CONTENT_KIND_LABELS: Record<ContentKind, { one: string; many: string }> = {
  articles: { one: 'article', many: 'Articles' },
  ideas: { one: 'business idea', many: 'Business ideas' },
  help: { one: 'help answer', many: 'Help answers' },
  lessons: { one: 'lesson', many: 'Lessons' },
};

/** An item's state as the studio shows it; derived from its row (server/db/schema.ts, contentItems). */
export type ContentStatus = 'draft' | 'scheduled' | 'published';

/**
 * An item as the owner's API sends it (issue 29): the row's facts, then the kind's fields — the draft's when there
 * is one, else the published ones — with the item's key as `slug` (server/content-studio/kinds.ts).
 */
export interface ContentItem {
  id: string;
  kind: ContentKind;
  slug: string;
  status: ContentStatus;
  version: number;
  /** Published, with a draft beside it that visitors do not see yet. */
  hasUnpublishedChanges: boolean;
  publishAt: string | null;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  updatedAt: string;
  updatedBy: { id: string; username: string } | null;
  [field: string]: unknown;
}

/** One row of the studio's list (server/content-studio/list-content-items.ts): the item's state and a few columns of its kind. */
export interface ContentSummary {
  id: string;
  kind: ContentKind;
  slug: string;
  status: ContentStatus;
  hasUnpublishedChanges: boolean;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: { id: string; username: string } | null;
  title: string;
  [column: string]: unknown;
}

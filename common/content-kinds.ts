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

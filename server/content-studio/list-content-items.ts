import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, containsPattern, pageOf, type Page } from '../admin/paging';
import { contentItems, users } from '../db/schema';
import { currentFields, statusOf } from './content-item';
import { KIND_ADAPTERS, toApiFields } from './kinds';
import type { ContentKind, ContentStatus, ContentSummary } from '../../common/content-kinds';
import type { Db } from '../db/client';

export interface ListContentItemsOptions {
  db: Db;
  kind: ContentKind;
  status?: ContentStatus;
  /** Words of the title or the slug. */
  q?: string;
  page: number;
}

const STATUS_WHERE: Record<ContentStatus, SQL> = {
  scheduled: sql`${contentItems.publishAt} is not null`,
  published: and(isNull(contentItems.publishAt), isNotNull(contentItems.published))!,
  draft: and(isNull(contentItems.publishAt), isNull(contentItems.published))!,
};

/** The field each kind's list is titled by (a help answer's question). */
const TITLE_FIELD: Record<ContentKind, string> = { articles: 'title', ideas: 'title', help: 'question', lessons: 'title' };

/**
 * The studio's list of one kind: live items, filtered by status and by words of the title or slug; lessons in
 * course order (course, module, lesson), the rest last changed first.
 */
export async function listContentItems({ db, kind, status, q, page }: ListContentItemsOptions): Promise<Page<ContentSummary>> {
  const fields = sql`coalesce(${contentItems.draft}, ${contentItems.published})`;
  const where = and(
    eq(contentItems.kind, kind),
    isNull(contentItems.deletedAt),
    status ? STATUS_WHERE[status] : undefined,
    q ? or(ilike(contentItems.slug, containsPattern(q)), ilike(sql`${fields}->>${TITLE_FIELD[kind]}`, containsPattern(q))) : undefined,
  );
  const order =
    kind === 'lessons'
      ? [asc(sql`${fields}->>'courseId'`), asc(sql`${fields}->'module'`), asc(sql`${fields}->'order'`), asc(contentItems.slug)]
      : [desc(contentItems.updatedAt), asc(contentItems.slug)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: contentItems, username: users.username })
      .from(contentItems)
      .leftJoin(users, eq(users.id, contentItems.updatedBy))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return pageOf(
    rows.map(({ row, username }) => {
      const data = currentFields(row);
      const api = toApiFields(kind, data);
      return {
        ...KIND_ADAPTERS[kind].summaryOf(data),
        id: row.id,
        kind,
        slug: typeof api.slug === 'string' ? api.slug : row.slug,
        status: statusOf(row),
        hasUnpublishedChanges: row.published !== null && row.draft !== null,
        publishAt: row.publishAt?.toISOString() ?? null,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy && username ? { id: row.updatedBy, username } : null,
      };
    }),
    page,
    total?.n ?? 0,
  );
}

import { and, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import { blogSlugOf } from '../../content/help/help-schema';
import { recordAudit } from '../admin/record-audit';
import { contentItems, contentRedirects, contentRevisions } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { dayOf, isSlugTaken, slugTakenError, type ContentItemRow, ownerEdit } from './content-item';
import { KIND_ADAPTERS, type FieldIssue, type StoredFields } from './kinds';
import { lessonPlacementIssues } from './lesson-placement';
import { ownerNameOf } from './owner-name';
import type { Db } from '../db/client';

export interface PublishDraftOptions {
  /** The transaction that locked `row` (findItem with `lock`). */
  db: Db;
  row: ContentItemRow;
  now: Date;
  /** Who pressed Publish; null for the scheduled job, whose audit row names who scheduled it. */
  actorId: string | null;
}

/**
 * Makes an item's draft what visitors see, in the caller's transaction: the full check of the kind (422
 * `invalid` naming every failing field), `published` = the draft, a new revision, the first-publish date once,
 * a redirect from the old address when the key changed, and the audit row. The change feed's trigger on
 * content_items then tells every process to reload (server/operations/watch-changes.ts).
 * Shared by Publish and by the scheduled job, so both publish the same way.
 */
export async function publishDraft({ db, row, now, actorId }: PublishDraftOptions): Promise<ContentItemRow> {
  if (row.draft === null) return row;
  const adapter = KIND_ADAPTERS[row.kind];
  const author = row.kind === 'articles' ? await ownerNameOf(db, actorId ?? row.updatedBy) : undefined;
  const checked = adapter.validate(row.draft, { today: dayOf(now), author });
  const issues = 'issues' in checked ? checked.issues : await linkIssues(db, row, checked.data);
  if (issues.length > 0 || 'issues' in checked) throw invalid(issues);
  const published = checked.data;
  const slug = adapter.rowSlugOf(published);
  if (slug !== row.slug && (await isSlugTaken({ db, kind: row.kind, rowSlug: slug, exceptId: row.id }))) {
    throw slugTakenError(String(published[adapter.keyField]));
  }

  const [last] = await db
    .select({ n: max(contentRevisions.number) })
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, row.id));
  const revision = (last?.n ?? 0) + 1;
  const by = actorId ?? row.updatedBy;
  await db.insert(contentRevisions).values({ itemId: row.id, number: revision, data: published, createdAt: now, createdBy: by });

  // The address it had is the one readers and search engines know: it answers 301 to the new one.
  const movedFrom = row.firstPublishedAt !== null && slug !== row.slug ? row.slug : null;
  if (movedFrom) {
    await db
      .insert(contentRedirects)
      .values({ kind: row.kind, fromSlug: movedFrom, itemId: row.id, createdAt: now })
      .onConflictDoUpdate({ target: [contentRedirects.kind, contentRedirects.fromSlug], set: { itemId: row.id, createdAt: now } });
  }
  // A live item answers at its own address: no redirect may take it away (renamed back, or a key reused).
  await db.delete(contentRedirects).where(and(eq(contentRedirects.kind, row.kind), eq(contentRedirects.fromSlug, slug)));

  const [saved] = await db
    .update(contentItems)
    .set({
      published,
      draft: null,
      publishAt: null,
      slug,
      publishedAt: now,
      firstPublishedAt: row.firstPublishedAt ?? now,
      ...ownerEdit(now, by),
    })
    .where(eq(contentItems.id, row.id))
    .returning();
  await recordAudit({
    db,
    actorId,
    action: 'content.publish',
    target: { type: 'content_item', id: row.id },
    details: {
      kind: row.kind,
      slug,
      revision,
      ...(movedFrom ? { fromSlug: movedFrom } : {}),
      ...(actorId === null ? { scheduled: true, scheduledBy: row.updatedBy, publishAt: row.publishAt?.toISOString() ?? null } : {}),
    },
    now,
  });
  return saved!;
}

export function invalid(issues: FieldIssue[]): DomainError {
  const first = issues[0];
  return new DomainError('unprocessable', first ? `Not ready to publish: ${first.message}` : 'Not ready to publish.', {
    error: 'invalid',
    issues,
    ...(first ? { field: first.field } : {}),
  });
}

/**
 * A help answer's links to articles must reach a live one (the file loader checks them against the blog
 * folder; here the published articles are the blog).
 */
async function linkIssues(db: Db, row: ContentItemRow, data: StoredFields): Promise<FieldIssue[]> {
  // A lesson goes live only in a course and module that exist (issue 43).
  if (row.kind === 'lessons') return lessonPlacementIssues(db, data);
  if (row.kind !== 'help' || !Array.isArray(data.relatedLinks)) return [];
  const links = (data.relatedLinks as { url: string }[]).map((link, index) => ({ index, slug: blogSlugOf(link.url) }));
  const slugs = links.flatMap((link) => (link.slug ? [link.slug] : []));
  if (slugs.length === 0) return [];
  const live = await db
    .select({ slug: contentItems.slug })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, 'articles'),
        inArray(contentItems.slug, slugs),
        isNotNull(contentItems.published),
        isNull(contentItems.deletedAt),
      ),
    );
  const found = new Set(live.map((article) => article.slug));
  return links
    .filter((link) => link.slug && !found.has(link.slug))
    .map((link) => ({ field: `relatedLinks.${link.index}.url`, message: `/blog/${link.slug} is not a published article` }));
}

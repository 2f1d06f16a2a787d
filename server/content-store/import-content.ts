// The content files are the first import (DESIGN §12): at every start-up the files of the release are compared
// with the rows, and what a release adds or changes is brought in, never over the owner's own edits
// (docs/decisions/026a-content-read-from-the-database.md).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { contentItems, contentRevisions } from '../db/schema';
import { readContentFiles, type ContentFileItem, type ContentFolders } from './content-files';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export interface ImportSummary {
  /** Items new in the files, inserted published. */
  added: number;
  /** Items whose file changed and that the owner never edited: their published fields replaced. */
  updated: number;
  /** Items whose file changed but that the owner edited: the file's version offered as the draft, or waiting. */
  offered: number;
  unchanged: number;
}

/** A file's day as a moment: midnight UTC of that day, or now when the file names none. */
function dayOrNow(day: string | undefined, now: Date): Date {
  return day ? new Date(`${day}T00:00:00Z`) : now;
}

/** The row still has the hash this process read (null for an item the studio made). */
const stillAt = (hash: string | null) => (hash === null ? isNull(contentItems.sourceHash) : eq(contentItems.sourceHash, hash));

const nextRevision = (itemId: string) =>
  sql<number>`(select coalesce(max(${contentRevisions.number}), 0) + 1 from ${contentRevisions} where ${contentRevisions.itemId} = ${itemId})`;

/**
 * Brings the files of `content/` into `content_items`. Per item of the files:
 * - no row: inserted, published with the file's fields (revision 1, by nobody: the import);
 * - a row with the same source hash, or a deleted one (a tombstone): nothing;
 * - a changed file and an item the owner never edited: its published fields replaced (a new revision);
 * - a changed file and an item the owner edited: never overwritten. The file's version becomes the draft when
 *   the item has none (the studio shows it as unpublished changes to publish or discard); when the owner has a
 *   draft of their own, nothing is written and the next start-up offers it again. Either way a warning names it.
 * Safe with any number of processes starting at once: an insert that another process made first is skipped
 * (the unique index on kind and slug, `on conflict do nothing`), and an update applies only to the hash it read.
 * One query reads every row's hash, so a start-up with nothing new costs the reading of the files and that query.
 */
export async function importContent({
  db,
  logger,
  now,
  folders,
  items = readContentFiles(folders),
}: {
  db: Db;
  logger: Logger;
  now: Date;
  folders?: ContentFolders;
  /** The files' items (default: read from `folders`, or the release's content/). */
  items?: ContentFileItem[];
}): Promise<ImportSummary> {
  const rows = await db
    .select({
      id: contentItems.id,
      kind: contentItems.kind,
      slug: contentItems.slug,
      sourceHash: contentItems.sourceHash,
      ownerEditedAt: contentItems.ownerEditedAt,
      deletedAt: contentItems.deletedAt,
      hasDraft: sql<boolean>`${contentItems.draft} is not null`,
    })
    .from(contentItems);
  const live = new Map<string, (typeof rows)[number]>();
  const tombstoned = new Set<string>();
  for (const row of rows) {
    const key = `${row.kind}/${row.slug}`;
    if (row.deletedAt) tombstoned.add(key);
    else live.set(key, row);
  }

  const summary: ImportSummary = { added: 0, updated: 0, offered: 0, unchanged: 0 };
  const toInsert: ContentFileItem[] = [];
  const changed: Array<{ item: ContentFileItem; row: (typeof rows)[number] }> = [];
  for (const item of items) {
    const key = `${item.kind}/${item.slug}`;
    const row = live.get(key);
    if (!row) {
      if (tombstoned.has(key)) summary.unchanged++;
      else toInsert.push(item);
    } else if (row.sourceHash === item.sourceHash) summary.unchanged++;
    else changed.push({ item, row });
  }

  if (toInsert.length > 0) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(contentItems)
        .values(
          toInsert.map((item, index) => ({
            kind: item.kind,
            slug: item.slug,
            published: item.fields,
            publishedAt: dayOrNow(item.publishedOn, now),
            firstPublishedAt: dayOrNow(item.firstPublishedOn, now),
            sourceHash: item.sourceHash,
            // A millisecond apart in the files' order: ideas and help answers are shown in the order they were
            // created, so the files' order (their place on the page) is kept.
            createdAt: new Date(now.getTime() + index),
            updatedAt: now,
          })),
        )
        // Another process starting at the same moment inserted it first: its row (and revision) stand.
        .onConflictDoNothing()
        .returning({ id: contentItems.id, kind: contentItems.kind, slug: contentItems.slug });
      if (inserted.length === 0) return;
      const fieldsOf = new Map(toInsert.map((item) => [`${item.kind}/${item.slug}`, item.fields]));
      await tx.insert(contentRevisions).values(
        inserted.map((row) => ({
          itemId: row.id,
          number: 1,
          data: fieldsOf.get(`${row.kind}/${row.slug}`)!,
          createdAt: now,
          createdBy: null,
        })),
      );
      summary.added = inserted.length;
    });
  }

  for (const { item, row } of changed) {
    const name = { kind: item.kind, slug: item.slug };
    if (!row.ownerEditedAt) {
      const done = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(contentItems)
          .set({
            published: item.fields,
            publishedAt: dayOrNow(item.publishedOn, now),
            sourceHash: item.sourceHash,
            version: sql`${contentItems.version} + 1`,
            updatedAt: now,
            updatedBy: null,
          })
          // Only from the hash this process read: of two processes, one replaces it.
          .where(and(eq(contentItems.id, row.id), stillAt(row.sourceHash), isNull(contentItems.ownerEditedAt)))
          .returning({ id: contentItems.id });
        if (!updated) return false;
        await tx
          .insert(contentRevisions)
          .values({ itemId: row.id, number: nextRevision(row.id), data: item.fields, createdAt: now, createdBy: null });
        return true;
      });
      if (done) {
        summary.updated++;
        logger.info(name, 'content import: the release changed this item; its published version is replaced');
      }
      continue;
    }
    if (row.hasDraft) {
      summary.offered++;
      logger.warn(
        name,
        'content import: the release changed this item, which the owner edited and has a draft of; nothing is overwritten, and the file will be offered as the draft once the owner publishes or discards theirs',
      );
      continue;
    }
    const [offered] = await db
      .update(contentItems)
      .set({ draft: item.fields, sourceHash: item.sourceHash, version: sql`${contentItems.version} + 1`, updatedAt: now, updatedBy: null })
      .where(and(eq(contentItems.id, row.id), stillAt(row.sourceHash), isNull(contentItems.draft)))
      .returning({ id: contentItems.id });
    if (offered) {
      summary.offered++;
      logger.warn(
        name,
        "content import: the release changed this item, which the owner edited; the owner's published version stays, and the file's version is its draft in the studio, to publish or discard",
      );
    }
  }
  return summary;
}

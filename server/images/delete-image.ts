import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { contentItems, images } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { filesOf } from './describe-image';
import { imageKeys, imageReference } from './image-urls';
import type { Db } from '../db/client';
import type { ImageStore } from './image-store';

export interface DeleteImageOptions {
  db: Db;
  store: ImageStore;
  imageId: string;
  actorId: string;
  now: Date;
}

/**
 * Deletes an image and its files (audit-logged). Refused while an item's draft or published fields name it:
 * a published page would show a broken image, and a draft would publish one. The row goes first, in the
 * audit's transaction; the files after, so a failure there leaves unreferenced files, never a row without them.
 */
export async function deleteImage({ db, store, imageId, actorId, now }: DeleteImageOptions): Promise<{ id: string }> {
  const reference = `%${imageReference(imageId)}%`;
  const removed = await db.transaction(async (tx) => {
    const [image] = await tx.select().from(images).where(eq(images.id, imageId)).for('update');
    if (!image) throw new DomainError('not_found', 'No image has this id.');
    const users = await tx
      .select({ kind: contentItems.kind, slug: contentItems.slug })
      .from(contentItems)
      .where(
        and(
          isNull(contentItems.deletedAt),
          or(sql`${contentItems.draft}::text like ${reference}`, sql`${contentItems.published}::text like ${reference}`),
        ),
      )
      .limit(5);
    if (users.length > 0) {
      throw new DomainError(
        'conflict',
        `This image is used by ${users.map((item) => `${item.kind}/${item.slug}`).join(', ')}: remove it there first.`,
      );
    }
    await tx.delete(images).where(eq(images.id, imageId));
    await recordAudit({
      db: tx,
      actorId,
      action: 'image.delete',
      target: { type: 'image', id: imageId },
      details: { originalName: image.originalName },
      now,
    });
    return image;
  });
  await store.remove(imageKeys(filesOf(removed)));
  return { id: imageId };
}

import { desc } from 'drizzle-orm';
import { images } from '../db/schema';
import { describeImage, type ImageAnswer } from './describe-image';
import type { Db } from '../db/client';

/** The owner's most recent uploads, newest first: what the studio's image picker offers. */
export async function listImages({ db, limit }: { db: Db; limit: number }): Promise<{ images: ImageAnswer[] }> {
  const rows = await db.select().from(images).orderBy(desc(images.createdAt), desc(images.id)).limit(limit);
  return { images: rows.map(describeImage) };
}

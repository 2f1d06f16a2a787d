import { and, eq, isNull, sql } from 'drizzle-orm';
import { sequenceSends, sequenceSteps } from '../db/schema';
import { existingSequenceLinkKey, readClickToken } from './sequence-links';
import type { Db } from '../db/client';

/**
 * A click on a link of a sent step: where to send the reader, or null when the site did not sign the link.
 * The step's click count goes up once per recipient (the send's first click); the redirect happens even when
 * the send is gone (its account was deleted since), to the one target the signature covers.
 */
export async function recordClick({ db, token, now }: { db: Db; token: string; now: Date }): Promise<{ target: string } | null> {
  const key = await existingSequenceLinkKey(db);
  const link = key && readClickToken(key, token);
  if (!link) return null;
  await db.transaction(async (tx) => {
    const [first] = await tx
      .update(sequenceSends)
      .set({ clickedAt: now })
      .where(and(eq(sequenceSends.id, link.sendId), isNull(sequenceSends.clickedAt)))
      .returning({ stepId: sequenceSends.stepId });
    if (first) {
      await tx
        .update(sequenceSteps)
        .set({ clickCount: sql`${sequenceSteps.clickCount} + 1` })
        .where(eq(sequenceSteps.id, first.stepId));
    }
  });
  return { target: link.target };
}

import { and, eq, inArray } from 'drizzle-orm';
import { MARKETING_TRIGGERS } from '../../common/sequence-rules';
import { sequenceEnrolments, sequenceOptOuts, sequences } from '../db/schema';
import { optOutHash } from './marketing-consent';
import { existingSequenceLinkKey, readUnsubscribeToken } from './sequence-links';
import type { Db } from '../db/client';

/** The address unsubscribed, or `ok: false` when the link names no enrolment (the page says so; not an error). */
export type UnsubscribeSequencesResult = { ok: true; email: string } | { ok: false };

/**
 * A marketing sequence email's unsubscribe link (the page's button, or a mail provider's one-click POST):
 * the address gets no more marketing sequence email (its hash joins the opt-out list) and leaves every
 * marketing sequence it is in. The newsletter and transactional mail (receipts, onboarding) are unaffected.
 */
export async function unsubscribeSequences({ db, token, now }: { db: Db; token: string; now: Date }): Promise<UnsubscribeSequencesResult> {
  const key = await existingSequenceLinkKey(db);
  const enrolmentId = key && readUnsubscribeToken(key, token);
  if (!enrolmentId) return { ok: false };
  return db.transaction(async (tx) => {
    const [enrolment] = await tx
      .select({ email: sequenceEnrolments.email })
      .from(sequenceEnrolments)
      .where(eq(sequenceEnrolments.id, enrolmentId))
      .limit(1);
    if (!enrolment) return { ok: false } as const;
    await tx
      .insert(sequenceOptOuts)
      .values({ emailHash: optOutHash(enrolment.email), createdAt: now })
      .onConflictDoNothing();
    const marketing = tx
      .select({ id: sequences.id })
      .from(sequences)
      .where(inArray(sequences.trigger, [...MARKETING_TRIGGERS]));
    await tx
      .update(sequenceEnrolments)
      .set({ state: 'left', leftReason: 'unsubscribed', endedAt: now })
      .where(
        and(
          eq(sequenceEnrolments.email, enrolment.email),
          eq(sequenceEnrolments.state, 'active'),
          inArray(sequenceEnrolments.sequenceId, marketing),
        ),
      );
    return { ok: true, email: enrolment.email } as const;
  });
}

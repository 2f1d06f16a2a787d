import { asc, eq, inArray } from 'drizzle-orm';
import { sequenceEnrolments, sequences, sequenceSends, sequenceSteps } from '../db/schema';
import type { Db } from '../db/client';

/**
 * The email sequences an account is in, for "Download my data" (server/account/export-account-data.ts):
 * each sequence's name, the address it writes to, where it stands, and every step sent (its subject, when, and
 * when a link in it was first clicked).
 */
export async function listEnrolmentsForExport({ db, userId }: { db: Db; userId: string }) {
  const enrolments = await db
    .select({
      id: sequenceEnrolments.id,
      sequence: sequences.name,
      email: sequenceEnrolments.email,
      state: sequenceEnrolments.state,
      leftReason: sequenceEnrolments.leftReason,
      enrolledAt: sequenceEnrolments.enrolledAt,
      endedAt: sequenceEnrolments.endedAt,
    })
    .from(sequenceEnrolments)
    .innerJoin(sequences, eq(sequences.id, sequenceEnrolments.sequenceId))
    .where(eq(sequenceEnrolments.userId, userId))
    .orderBy(asc(sequenceEnrolments.enrolledAt));
  const sends = enrolments.length
    ? await db
        .select({
          enrolmentId: sequenceSends.enrolmentId,
          subject: sequenceSteps.subject,
          sentAt: sequenceSends.sentAt,
          clickedAt: sequenceSends.clickedAt,
        })
        .from(sequenceSends)
        .innerJoin(sequenceSteps, eq(sequenceSteps.id, sequenceSends.stepId))
        .where(
          inArray(
            sequenceSends.enrolmentId,
            enrolments.map((row) => row.id),
          ),
        )
        .orderBy(asc(sequenceSends.sentAt))
    : [];
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return enrolments.map(({ id, enrolledAt, endedAt, ...row }) => ({
    ...row,
    enrolledAt: iso(enrolledAt),
    endedAt: iso(endedAt),
    sent: sends
      .filter((send) => send.enrolmentId === id)
      .map(({ subject, sentAt, clickedAt }) => ({ subject, sentAt: iso(sentAt), clickedAt: iso(clickedAt) })),
  }));
}

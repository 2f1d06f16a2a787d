import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { sequenceEnrolments, sequenceSteps, sequences } from '../db/schema';
import type { SequenceTrigger } from '../../common/sequence-rules';
import type { Db } from '../db/client';

export interface SequenceStepView {
  id: string;
  delayMinutes: number;
  subject: string;
  body: string;
  /** Messages queued for this step. */
  sent: number;
  /** Recipients who clicked a link in it (one each). */
  clicked: number;
}

export interface SequenceView {
  id: string;
  name: string;
  trigger: SequenceTrigger;
  active: boolean;
  abandonAfterHours: number;
  createdAt: Date;
  updatedAt: Date;
  steps: SequenceStepView[];
  /** Enrolments by state: still going, through every step, left (bought or unsubscribed). */
  enrolments: { active: number; finished: number; left: number };
}

/** The owner's sequences, newest first, with each step's sent and clicked counts; `id`: that one only. */
export async function listSequences({ db, id }: { db: Db; id?: string }): Promise<SequenceView[]> {
  const rows = await db
    .select()
    .from(sequences)
    .where(id ? eq(sequences.id, id) : undefined)
    .orderBy(desc(sequences.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const steps = await db.select().from(sequenceSteps).where(inArray(sequenceSteps.sequenceId, ids)).orderBy(asc(sequenceSteps.position));
  const states = await db
    .select({ sequenceId: sequenceEnrolments.sequenceId, state: sequenceEnrolments.state, n: sql<number>`count(*)::int` })
    .from(sequenceEnrolments)
    .where(inArray(sequenceEnrolments.sequenceId, ids))
    .groupBy(sequenceEnrolments.sequenceId, sequenceEnrolments.state);
  return rows.map((row) => {
    const enrolments = { active: 0, finished: 0, left: 0 };
    for (const s of states) if (s.sequenceId === row.id) enrolments[s.state] = s.n;
    return {
      id: row.id,
      name: row.name,
      trigger: row.trigger,
      active: row.active,
      abandonAfterHours: row.abandonAfterHours,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      steps: steps
        .filter((s) => s.sequenceId === row.id)
        .map((s) => ({
          id: s.id,
          delayMinutes: s.delayMinutes,
          subject: s.subject,
          body: s.body,
          sent: s.sentCount,
          clicked: s.clickCount,
        })),
      enrolments,
    };
  });
}

import { and, asc, eq } from 'drizzle-orm';
import { MARKETING_TRIGGERS, type SequenceTrigger } from '../../common/sequence-rules';
import { newsletterSubscribers, sequenceEnrolments, sequenceSteps, sequences, users } from '../db/schema';
import { hasMarketingConsent } from './marketing-consent';
import type { Db } from '../db/client';

export interface EnrolInSequencesOptions {
  /** The transaction of the event, so the enrolment exists exactly when the event was committed. */
  db: Db;
  trigger: SequenceTrigger;
  /** An account, or a newsletter subscriber (the address comes from the row). */
  recipient: { userId: string } | { subscriberId: string };
  /** What makes this event itself: a recipient is enrolled once per sequence per event. */
  eventKey: string;
  /** checkout_abandoned: the course left at checkout. */
  courseId?: string;
  now: Date;
}

/**
 * Enrols the recipient in every active sequence of the trigger, its first step due after its delay (and,
 * for an abandoned checkout, after the sequence's waiting hours). Marketing sequences take only recipients
 * who agreed to marketing email. The same event twice enrols nothing more. Returns how many enrolments were made.
 */
export async function enrolInSequences({ db, trigger, recipient, eventKey, courseId, now }: EnrolInSequencesOptions): Promise<number> {
  const candidates = await db
    .select({ id: sequences.id, abandonAfterHours: sequences.abandonAfterHours, firstDelay: sequenceSteps.delayMinutes })
    .from(sequences)
    .innerJoin(sequenceSteps, and(eq(sequenceSteps.sequenceId, sequences.id), eq(sequenceSteps.position, 0)))
    .where(and(eq(sequences.trigger, trigger), eq(sequences.active, true)))
    .orderBy(asc(sequences.createdAt));
  if (candidates.length === 0) return 0;

  let who: { email: string; userId: string | null; subscriberId: string | null } | undefined;
  if ('userId' in recipient) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, recipient.userId)).limit(1);
    who = user && { email: user.email, userId: recipient.userId, subscriberId: null };
  } else {
    const [subscriber] = await db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, recipient.subscriberId))
      .limit(1);
    // The account of the same address, if any: its name greets them, and its deletion ends the enrolment.
    const [account] = subscriber ? await db.select({ id: users.id }).from(users).where(eq(users.email, subscriber.email)).limit(1) : [];
    who = subscriber && { email: subscriber.email, userId: account?.id ?? null, subscriberId: recipient.subscriberId };
  }
  if (!who) return 0;
  if (MARKETING_TRIGGERS.has(trigger) && !(await hasMarketingConsent(db, who))) return 0;

  const waitMinutes = (s: (typeof candidates)[number]) => (trigger === 'checkout_abandoned' ? s.abandonAfterHours * 60 : 0) + s.firstDelay;
  const rows = await db
    .insert(sequenceEnrolments)
    .values(
      candidates.map((s) => ({
        sequenceId: s.id,
        eventKey,
        ...who,
        courseId: courseId ?? null,
        dueAt: new Date(now.getTime() + waitMinutes(s) * 60_000),
        enrolledAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: sequenceEnrolments.id });
  return rows.length;
}

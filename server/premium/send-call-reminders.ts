import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { callReminders, strategyCalls, users } from '../db/schema';
import { memberAreaSql } from '../entitlements/learner-access';
import { callReminderEmail } from './call-emails';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

/** A call's reminder goes out once it is this close (issue 19: "a day before"). */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

export interface SendCallRemindersOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  /**
   * Calls starting within a day of this time are due (default `now`). Only the end-to-end server moves it
   * ahead (server/operations/clock.ts); reminders are still queued at `now`, so the mail worker sends them at once.
   */
  dueBy?: Date;
}

/**
 * Queues the reminder of every scheduled call starting within the next 24 hours to every premium member
 * who has not had it; returns how many were queued. Each reminder is its `call_reminders` row (primary key
 * call + member) inserted in the same transaction as its outbox message, with ON CONFLICT DO NOTHING: two
 * processes running this at once, or a process restarted half-way, queue each member's reminder once.
 * A member who gains access inside the window still gets one on the next run.
 */
export async function sendCallReminders({ db, mailer, now, dueBy = now }: SendCallRemindersOptions): Promise<number> {
  const due = await db
    .select()
    .from(strategyCalls)
    .where(
      and(
        eq(strategyCalls.status, 'scheduled'),
        gt(strategyCalls.startsAt, dueBy),
        lte(strategyCalls.startsAt, new Date(dueBy.getTime() + REMINDER_LEAD_MS)),
      ),
    );
  let queued = 0;
  for (const call of due) {
    const members = await db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(
        and(
          memberAreaSql(now),
          sql`not exists (select 1 from ${callReminders} where ${callReminders.callId} = ${call.id} and ${callReminders.userId} = ${users.id})`,
        ),
      );
    for (const member of members) {
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(callReminders)
          .values({ callId: call.id, userId: member.id, queuedAt: now })
          .onConflictDoNothing()
          .returning({ userId: callReminders.userId });
        if (!claimed) return false;
        const message = callReminderEmail(mailer.siteUrl, call, member.username);
        await mailer.queue(tx, { kind: 'call-reminder', to: member.email, userId: member.id, ...message }, now);
        return true;
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}

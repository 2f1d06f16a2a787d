import { sendCoachingReminders } from '../coaching/send-coaching-reminders';
import { startRepeatingPass, type RepeatingPass } from '../operations/repeating-pass';
import { sendCallReminders } from './send-call-reminders';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { Logger } from '../logger';

export type CallReminderJob = RepeatingPass<number>;

/**
 * Runs the strategy-call reminders (server/premium/send-call-reminders.ts) soon after start-up and every
 * `intervalMs` (10 minutes): a reminder goes out between 24 hours and 23 h 50 min before its call (and
 * a coaching session's, server/coaching/send-coaching-reminders.ts, as late as 50 minutes before it). Several
 * processes on one database may each run it; the reminder rows make the sending happen once. Failures are
 * logged and retried on the next pass.
 */
export function startCallReminders({
  db,
  mailer,
  now,
  dueBy = now,
  logger,
  firstRunMs = 10_000,
  intervalMs = 10 * 60_000,
}: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** The clock that says what is due (server/operations/clock.ts); `now` but in end-to-end tests. */
  dueBy?: () => Date;
  logger: Logger;
  firstRunMs?: number;
  intervalMs?: number;
}): CallReminderJob {
  return startRepeatingPass({
    firstRunMs,
    intervalMs,
    // The coaching sessions' reminders (a day and an hour before) ride on the same pass.
    pass: () =>
      Promise.all([
        sendCallReminders({ db, mailer, now: now(), dueBy: dueBy() }),
        sendCoachingReminders({ db, mailer, now: now(), dueBy: dueBy() }),
      ])
        .then(([calls, sessions]) => calls + sessions)
        .then((queued) => {
          if (queued > 0) logger.info({ queued }, 'strategy calls: reminders queued');
          return queued;
        })
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'strategy calls: reminders failed; retrying at the next pass');
          return 0;
        }),
  });
}

import { sendCoachingReminders } from '../coaching/send-coaching-reminders';
import { sendCallReminders } from './send-call-reminders';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { Logger } from '../logger';

export interface CallReminderJob {
  /** One pass now (what the timer runs). */
  runDue(): Promise<number>;
  /** Stops the timer and waits for a pass in progress (before the database closes). */
  stop(): Promise<void>;
}

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
  logger,
  firstRunMs = 10_000,
  intervalMs = 10 * 60_000,
}: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  firstRunMs?: number;
  intervalMs?: number;
}): CallReminderJob {
  let running: Promise<number> | undefined;
  let stopped = false;
  const runDue = () => {
    // The coaching sessions' reminders (a day and an hour before) ride on the same pass.
    running ??= Promise.all([sendCallReminders({ db, mailer, now: now() }), sendCoachingReminders({ db, mailer, now: now() })])
      .then(([calls, sessions]) => calls + sessions)
      .then((queued) => {
        if (queued > 0) logger.info({ queued }, 'strategy calls: reminders queued');
        return queued;
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'strategy calls: reminders failed; retrying at the next pass');
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  };
  const first = setTimeout(() => void runDue(), firstRunMs);
  const every = setInterval(() => void runDue(), intervalMs);
  first.unref();
  every.unref();
  return {
    runDue,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

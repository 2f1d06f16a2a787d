import { startRepeatingPass, type RepeatingPass } from '../operations/repeating-pass';
import { sendLessonOpenEmails } from './send-lesson-open-emails';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { Logger } from '../logger';

/**
 * Runs the lesson-open emails (send-lesson-open-emails.ts) soon after start-up and every `intervalMs` (5 minutes):
 * a lesson's email goes within minutes of its opening. Any number of processes may run it; the notice rows make each
 * email happen once. Failures are logged and retried on the next pass.
 */
export function startLessonOpenEmails({
  db,
  mailer,
  now,
  dueBy = now,
  logger,
  firstRunMs = 15_000,
  intervalMs = 5 * 60_000,
}: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** The clock that says what is due (server/operations/clock.ts); `now` but in end-to-end tests. */
  dueBy?: () => Date;
  logger: Logger;
  firstRunMs?: number;
  intervalMs?: number;
}): RepeatingPass<number> {
  return startRepeatingPass({
    firstRunMs,
    intervalMs,
    pass: () =>
      sendLessonOpenEmails({ db, mailer, now: now(), dueBy: dueBy() })
        .then((queued) => {
          if (queued > 0) logger.info({ queued }, 'drip: lesson-open emails queued');
          return queued;
        })
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'drip: lesson-open emails failed; retrying at the next pass');
          return 0;
        }),
  });
}

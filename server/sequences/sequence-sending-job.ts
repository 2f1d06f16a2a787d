import { startRepeatingPass, type RepeatingPass } from '../operations/repeating-pass';
import { sendDueSequenceSteps } from './send-due-steps';
import { sequenceLinkKey } from './sequence-links';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { Logger } from '../logger';

export type SequenceSendingJob = RepeatingPass<void>;

/**
 * Sends due sequence steps (send-due-steps.ts) every `intervalMs` (5 s: a step of delay 0 goes within
 * seconds of its trigger). Every process runs it; claiming enrolments with FOR UPDATE SKIP LOCKED makes each
 * step go once, and a pass is one indexed query when nothing is due (sequence_enrolments_due_idx).
 */
export function startSequenceSending({
  db,
  mailer,
  now,
  dueBy = now,
  logger,
  intervalMs = 5_000,
}: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** The clock that says what is due (server/operations/clock.ts); `now` but in end-to-end tests. */
  dueBy?: () => Date;
  logger: Logger;
  intervalMs?: number;
}): SequenceSendingJob {
  let key: Buffer | undefined;
  return startRepeatingPass({
    intervalMs,
    pass: () =>
      (async () => (key ??= await sequenceLinkKey(db)))()
        .then((signingKey) => sendDueSequenceSteps({ db, mailer, now: now(), dueBy: dueBy(), key: signingKey }))
        .then((pass) => {
          if (pass.sent + pass.left > 0) logger.info(pass, 'sequences: due steps sent');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'sequences: sending due steps failed; retrying at the next pass')),
  });
}

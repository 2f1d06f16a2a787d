import { startRepeatingPass, type RepeatingPass } from '../operations/repeating-pass';
import { publishDueContent } from './publish-due-content';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export type ScheduledPublishingJob = RepeatingPass<void>;

/**
 * Publishes scheduled content (publish-due-content.ts) every `intervalMs` (5 s), so an item scheduled for a
 * time shows within seconds of it. Every process runs it; claiming rows with SKIP LOCKED makes each publish
 * happen once. A pass is one indexed query when nothing is due (content_items_publish_at_idx).
 */
export function startScheduledPublishing({
  db,
  now,
  dueBy = now,
  logger,
  intervalMs = 5_000,
}: {
  db: Db;
  now: () => Date;
  /** The clock that says what is due (server/operations/clock.ts); `now` but in end-to-end tests. */
  dueBy?: () => Date;
  logger: Logger;
  intervalMs?: number;
}): ScheduledPublishingJob {
  return startRepeatingPass({
    intervalMs,
    pass: () =>
      publishDueContent({ db, now: now(), dueBy: dueBy() })
        .then(({ published, failed }) => {
          if (published.length > 0) logger.info({ published }, 'content: scheduled items published');
          for (const item of failed) logger.warn({ item }, 'content: a scheduled item failed the publish check and was unscheduled');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'content: scheduled publishing failed; retrying at the next pass')),
  });
}

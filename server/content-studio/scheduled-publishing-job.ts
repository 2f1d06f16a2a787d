import { publishDueContent } from './publish-due-content';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export interface ScheduledPublishingJob {
  /** One pass now (what the timer runs). */
  runDue(): Promise<void>;
  /** Stops the timer and waits for a pass in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Publishes scheduled content (publish-due-content.ts) every `intervalMs` (5 s), so an item scheduled for a
 * time shows within seconds of it. Every process runs it; claiming rows with SKIP LOCKED makes each publish
 * happen once. A pass is one indexed query when nothing is due (content_items_publish_at_idx).
 */
export function startScheduledPublishing({
  db,
  now,
  logger,
  intervalMs = 5_000,
}: {
  db: Db;
  now: () => Date;
  logger: Logger;
  intervalMs?: number;
}): ScheduledPublishingJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const runDue = () => {
    running ??= publishDueContent({ db, now: now() })
      .then(({ published, failed }) => {
        if (published.length > 0) logger.info({ published }, 'content: scheduled items published');
        for (const item of failed) logger.warn({ item }, 'content: a scheduled item failed the publish check and was unscheduled');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'content: scheduled publishing failed; retrying at the next pass'))
      .finally(() => (running = undefined));
    return running;
  };
  const every = setInterval(() => void runDue(), intervalMs);
  every.unref();
  return {
    runDue,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(every);
      await running;
    },
  };
}

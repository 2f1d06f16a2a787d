import type { PageViewRecorder } from './analytics/page-view-recorder';
import type { AuthLimits, PasswordResetLimits } from './auth/limits';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { MailWorker } from './email/mail-worker';
import type { Mailer } from './email/outbox';
import type { Logger } from './logger';
import type { Metrics } from './metrics/metrics';
import type { ChangeFeed } from './operations/watch-changes';
import type { PaymentGateway } from './payments/gateway';
import type { SearchRateLimiter } from './search/search-rate-limit';
import type { searchSite } from './search/site-search';

/** Everything a request handler needs, built once at start-up (server/create-services.ts) and passed in (never imported as a singleton). */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  authLimits: AuthLimits;
  passwordResetLimits: PasswordResetLimits;
  payments: PaymentGateway;
  /** The one clock business functions take their time from (server/operations/clock.ts); tests give their own. */
  now: () => Date;
  /**
   * The clock by which background jobs decide what is due (sequence steps, scheduled publishing, reminders):
   * `now`, moved ahead by TEST_CLOCK_FILE's milliseconds on the end-to-end server (server/operations/clock.ts).
   */
  dueBy: () => Date;
  /** Signs the notice cookie; the same in every process on one database (server/db/site-secrets.ts). */
  cookieSigningKey: Buffer;
  /** Queues email (a database insert); business functions take it as an argument. */
  mailer: Mailer;
  /** Sends the queue in the background; stopped before the database is closed. */
  mailWorker: MailWorker;
  /**
   * The site search. A service, not an import in each caller: the API (bundled into main.js) and the
   * search page (React Router's build) would otherwise each hold their own copy of the index.
   */
  searchSite: typeof searchSite;
  /** One budget per client address, shared by GET /api/search and the /search page, and by every process (in the database). */
  searchLimiter: SearchRateLimiter;
  /**
   * Says when tables that public answers show have changed, here or in another process (fed by
   * watchChanges, server/operations/watch-changes.ts); the caches in memory listen to it.
   */
  changes: ChangeFeed;
  /** Page views counted in memory and written in batches (server/analytics/page-view-recorder.ts). */
  analytics: PageViewRecorder;
  /** Prometheus figures for GET /metrics; only when METRICS_TOKEN is set (server/metrics/metrics.ts). */
  metrics?: Metrics;
}

import { join } from 'node:path';
import { createPageViewRecorder } from './analytics/page-view-recorder';
import { deleteExpiredResetTokens } from './auth/delete-expired-reset-tokens';
import { deleteExpiredVerificationTokens } from './auth/email-verification';
import { PASSWORD_GUESSING_REQUEST, preparePasswordGuessingEmail } from './auth/guessing-alert';
import { DEFAULT_AUTH_LIMITS, DEFAULT_PASSWORD_RESET_LIMITS, scaleAuthLimits, scalePasswordResetLimits } from './auth/limits';
import { PASSWORD_RESET_REQUEST, preparePasswordResetEmail } from './auth/prepare-password-reset-email';
import { deleteExpiredRateLimits } from './auth/rate-limit';
import { deleteExpiredSessions } from './auth/sessions';
import { importContent } from './content-store/import-content';
import { keepContentLoaded } from './content-store/published-content';
import { keepCourseCatalogueLoaded } from './courses/course-catalogue';
import { seedCourses } from './courses/seed-courses';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { siteSecret } from './db/site-secrets';
import { keepDripRulesLoaded } from './drip/drip-rules';
import { createMailWorker } from './email/mail-worker';
import { createMailer, deleteOldEmails } from './email/outbox';
import { createOutboxTransport, createSmtpTransport, type MailTransport } from './email/transport';
import { invoiceAttachment } from './invoices/invoice-attachment';
import { createLogger, databaseReachable, type Logger } from './logger';
import { keepContentRatesLoaded } from './money/exchange-rates';
import { keepDeliveryOutcomes, resumeNewsletterIssues } from './newsletter/resume-newsletter-issues';
import { seedOffers } from './offers/seed-offers';
import { systemClock, testClock } from './operations/clock';
import { createChangeFeed } from './operations/watch-changes';
import { deleteExpiredChallenges } from './passkeys/passkey-challenges';
import { LocalGateway } from './payments/local-gateway';
import { createSearchRateLimiter, DEFAULT_SEARCH_LIMIT, scaleSearchLimit } from './search/search-rate-limit';
import { searchSite } from './search/site-search';
import type { Config } from './config';
import type { PaymentGateway } from './payments/gateway';
import type { Services } from './services';

/** Opens the database, brings its schema and course rows up to date, and returns the services. */
export async function createServices(
  config: Config,
  overrides: Partial<Pick<Services, 'authLimits' | 'passwordResetLimits' | 'now' | 'payments'>> & {
    logger?: Logger;
    /** Where mail goes instead of the configured SMTP server or DATA_DIR/outbox. */
    mailTransport?: MailTransport;
    /** false: the mail worker is created but not started; the caller drives it with mailWorker.drain(). */
    startMailWorker?: boolean;
  } = {},
): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    listenUrl: config.databaseDirectUrl,
    dataDir: config.dataDir,
    // At debug: the pool has dropped that connection and makes a new one when asked; if the database is gone, the
    // next query says so, once per outage (server/db/outage-log.ts). A server shutting down drops them all at once.
    onConnectionError: (err) => logger.debug({ err }, 'database connection lost; the pool reconnects'),
    onConnect: () => databaseReachable(logger),
  });
  const now = overrides.now ?? systemClock;
  if (config.testClockFile)
    logger.warn({ file: config.testClockFile }, 'clock: background jobs read an offset of their clock from a file (end-to-end tests)');
  let cookieSigningKey: Buffer;
  const changes = createChangeFeed();
  try {
    await applyMigrations(database);
    await seedCourses({ db: database.db });
    await seedOffers({ db: database.db, now: now() });
    // The release's content files are imported, and the site reads the published rows from here on, reloading
    // them whenever any process changes one (server/content-store/, DESIGN §12).
    await importContent({ db: database.db, logger, now: now() });
    await keepContentLoaded({ db: database.db, logger, changes });
    await keepContentRatesLoaded({ db: database.db, logger, changes });
    await keepDripRulesLoaded({ db: database.db, logger, changes });
    await keepCourseCatalogueLoaded({ db: database.db, logger, changes });
    await deleteExpiredSessions({ db: database.db, now: now() });
    await deleteExpiredRateLimits({ db: database.db, now: now() });
    await deleteExpiredResetTokens({ db: database.db, now: now() });
    await deleteExpiredVerificationTokens({ db: database.db, now: now() });
    await keepDeliveryOutcomes({ db: database.db });
    await deleteOldEmails({ db: database.db, now: now() });
    await deleteExpiredChallenges({ db: database.db, now: now() });
    cookieSigningKey = await siteSecret({ db: database.db, name: 'cookie-signing' });
  } catch (error) {
    await database.close();
    throw error;
  }
  const payments: PaymentGateway =
    overrides.payments ??
    (config.stripe
      ? // Loaded only when configured: the Stripe SDK holds ~20 MB of memory (docs/decisions/008-server-memory.md).
        new (await import('./payments/stripe-gateway')).StripeGateway(config.stripe)
      : new LocalGateway(database.db, now));
  if (payments.kind === 'local') logger.info('payments: local test gateway (no Stripe keys configured)');

  const mailTransport =
    overrides.mailTransport ??
    (config.mail.smtpUrl
      ? createSmtpTransport({ url: config.mail.smtpUrl, from: config.mail.from, logger })
      : createOutboxTransport({ dir: join(config.dataDir, 'outbox'), from: config.mail.from, logger }));
  if (!overrides.mailTransport) {
    if (mailTransport.kind === 'outbox')
      logger.info(`email: no SMTP_URL configured; messages are written to ${join(config.dataDir, 'outbox')}`);
    else if (!config.publicUrl && config.env === 'production') {
      logger.warn(`email: PUBLIC_URL is not set, so links in emails point to ${config.siteUrl}`);
    }
  }
  const mailWorker = createMailWorker({
    db: database.db,
    transport: mailTransport,
    now,
    logger,
    prepare: {
      [PASSWORD_RESET_REQUEST]: (db, address, at) => preparePasswordResetEmail({ db, siteUrl: config.siteUrl, address, now: at }),
      [PASSWORD_GUESSING_REQUEST]: (db, address) => preparePasswordGuessingEmail({ db, siteUrl: config.siteUrl, address }),
    },
    attach: (db, ref) => invoiceAttachment({ db, number: ref.number }),
  });
  const mailer = createMailer(config.siteUrl, () => mailWorker.wake(), config.seller);
  // An issue a stopped or crashed process left half-queued is finished before the site answers.
  try {
    const resumed = await resumeNewsletterIssues({ db: database.db, mailer, now: now() });
    if (resumed > 0) logger.info({ queued: resumed }, 'newsletter: resumed an interrupted issue');
  } catch (error) {
    await database.close();
    throw error;
  }
  if (overrides.startMailWorker !== false) mailWorker.start();
  return {
    config,
    payments,
    database,
    db: database.db,
    logger,
    authLimits: overrides.authLimits ?? scaleAuthLimits(DEFAULT_AUTH_LIMITS, config.authRateLimitFactor),
    passwordResetLimits:
      overrides.passwordResetLimits ?? scalePasswordResetLimits(DEFAULT_PASSWORD_RESET_LIMITS, config.authRateLimitFactor),
    now,
    dueBy: testClock(now, config.testClockFile),
    cookieSigningKey,
    mailer,
    mailWorker,
    searchSite,
    changes,
    // Flushed every few seconds by the background work (server/operations/background-work.ts) and on shutdown.
    analytics: createPageViewRecorder({ db: database.db, logger, now }),
    searchLimiter: createSearchRateLimiter({ db: database.db, limit: scaleSearchLimit(DEFAULT_SEARCH_LIMIT, config.authRateLimitFactor) }),
    // Loaded only when asked for: prom-client costs memory (docs/decisions/013-backups-and-metrics.md).
    ...(config.metricsToken
      ? { metrics: await (await import('./metrics/metrics')).createMetrics({ database, logger, token: config.metricsToken }) }
      : {}),
  };
}

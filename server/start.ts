import type { Config } from './config';
import { deleteExpiredRateLimits } from './auth/rate-limit';
import { DEFAULT_AUTH_LIMITS, scaleAuthLimits } from './auth/limits';
import { deleteExpiredSessions } from './auth/sessions';
import { seedCourses } from './courses/seed-courses';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { createLogger, type Logger } from './logger';
import { LocalGateway } from './payments/local-gateway';
import type { PaymentGateway } from './payments/gateway';
import { StripeGateway } from './payments/stripe-gateway';
import type { Services } from './services';

/** Opens the database, brings its schema and course rows up to date, and returns the services. */
export async function createServices(
  config: Config,
  overrides: Partial<Pick<Services, 'authLimits' | 'now' | 'payments'>> & { logger?: Logger } = {},
): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await applyMigrations(database);
    await seedCourses(database.db);
    await deleteExpiredSessions(database.db);
    await deleteExpiredRateLimits(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const now = overrides.now ?? (() => new Date());
  const payments: PaymentGateway =
    overrides.payments ?? (config.stripe ? new StripeGateway(config.stripe) : new LocalGateway(database.db, now));
  if (payments.kind === 'local') logger.info('payments: local test gateway (no Stripe keys configured)');
  return {
    config,
    payments,
    database,
    db: database.db,
    logger,
    authLimits: overrides.authLimits ?? scaleAuthLimits(DEFAULT_AUTH_LIMITS, config.authRateLimitFactor),
    now,
  };
}

import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AuthLimits } from './auth/limits';
import type { Logger } from './logger';
import type { PaymentGateway } from './payments/gateway';

/** Everything a request handler needs, built once at start-up and passed in (never imported as a singleton). */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  authLimits: AuthLimits;
  payments: PaymentGateway;
  now: () => Date;
}

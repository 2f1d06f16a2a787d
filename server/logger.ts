import pino from 'pino';
import { attachOutageLog, createOutageLog, isOutageLine, outageLogOf } from './db/outage-log';

export type Logger = pino.Logger;

const DEBUG = pino.levels.values.debug!;

/**
 * The server's JSON log, on stdout (or `destination`, for tests). Any line above debug whose `err` says the
 * database is unreachable, from any call site, is written at debug instead and reported to the process's
 * outage log, which writes one error when an outage starts and one info line when it ends
 * (server/db/outage-log.ts; docs/decisions/031d-one-log-line-per-outage.md).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const logger: Logger = pino(
    {
      level,
      base: undefined,
      // Never log credentials, even if a future call site passes a whole body or header set.
      redact: { paths: ['password', '*.password', 'req.headers.cookie', 'headers.cookie'], remove: true },
      hooks: {
        logMethod(args, method, levelValue) {
          if (levelValue > DEBUG && isOutageLine(args)) {
            outageLogOf(this)?.unavailable((args[0] as { err: unknown }).err);
            (this.debug as (...a: unknown[]) => void)(...args);
            return;
          }
          method.apply(this, args);
        },
      },
    },
    destination,
  );
  attachOutageLog(logger, createOutageLog(logger));
  return logger;
}

/** A connection or query worked: ends the process's outage in the log, if one was logged. */
export function databaseReachable(logger: Logger): void {
  outageLogOf(logger)?.reachable();
}

import { isDatabaseUnavailable } from './errors';
import type pino from 'pino';

/**
 * One process's account of a database outage in its log (issue 41 §9; docs/decisions/031d-one-log-line-per-outage.md):
 * one error line when the database becomes unreachable and one info line, with how long it was away, when it
 * answers again. Everything else that fails meanwhile for the same reason (refused requests, health checks, the
 * mail worker and background passes, dropped pooled connections) is written at debug: a 30-second outage used
 * to write some 90 warnings and errors per process, which buried the one line that said what happened.
 */
export interface OutageLog {
  /** True while the process has seen the database unreachable and not yet seen it answer. */
  readonly down: boolean;
  /** The database could not be reached: the first such report since it last answered starts an outage. */
  unavailable(error: unknown): void;
  /** A connection or a query worked: ends the outage, if there is one. */
  reachable(): void;
}

export function createOutageLog(logger: pino.Logger, clock: () => number = () => Date.now()): OutageLog {
  let since: number | undefined;
  return {
    get down() {
      return since !== undefined;
    },
    unavailable(error) {
      if (since !== undefined) return;
      since = clock();
      // The reason without the stack (it is the driver's, the same in every outage), and not as `err`, which
      // the logger would take for one more outage line (server/logger.ts).
      logger.error({ reason: describe(error) }, 'database unreachable; answering 503 until it is back');
    },
    reachable() {
      if (since === undefined) return;
      const downMs = clock() - since;
      since = undefined;
      logger.info({ downMs }, `database reachable again after ${Math.round(downMs / 100) / 10} s`);
    },
  };
}

/** The innermost code and message of a driver error: `ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432`. */
function describe(error: unknown): string {
  let inner = error as { cause?: unknown; code?: unknown; message?: unknown; errors?: unknown[] } | undefined;
  while (inner && typeof inner === 'object' && inner.cause) inner = inner.cause as typeof inner;
  if (inner && Array.isArray(inner.errors) && inner.errors.length > 0) inner = inner.errors[0] as typeof inner;
  const code = typeof inner?.code === 'string' ? `${inner.code} ` : '';
  return `${code}${typeof inner?.message === 'string' ? inner.message : String(inner)}`;
}

/** The outage log of a logger made by createLogger; none for other loggers (tests' own pino instances). */
const OUTAGE = Symbol('database outage log');

export function outageLogOf(logger: pino.Logger): OutageLog | undefined {
  return (logger as { [OUTAGE]?: OutageLog })[OUTAGE];
}

export function attachOutageLog(logger: pino.Logger, outage: OutageLog): void {
  // pino's child loggers are made with Object.create(parent), so every child (a request's) finds it too.
  (logger as { [OUTAGE]?: OutageLog })[OUTAGE] = outage;
}

/** A log call whose object's `err` says the database is unreachable (isDatabaseUnavailable). */
export function isOutageLine(args: unknown[]): boolean {
  const [first] = args;
  return typeof first === 'object' && first !== null && 'err' in first && isDatabaseUnavailable((first as { err: unknown }).err);
}

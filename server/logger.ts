import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Never log credentials, even if a future call site passes a whole body or header set.
    redact: { paths: ['password', '*.password', 'req.headers.cookie', 'headers.cookie'], remove: true },
  });
}

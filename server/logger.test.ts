import { describe, expect, it } from 'vitest';
import { createLogger, databaseReachable } from './logger';

/** A database error as node-postgres gives it, wrapped by Drizzle as the app sees it. */
const refused = () =>
  new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });

function capture(level = 'debug') {
  const lines: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
  const count = (atLeast: number) => lines.filter((line) => line.level >= atLeast).length;
  return { logger, lines, count };
}

describe('the log during a database outage (issue 41 §9)', () => {
  it('writes one error when the database becomes unreachable, debug for every refusal after it, and one info line when it is back', () => {
    const { logger, lines, count } = capture();
    const request = logger.child({ reqId: 'r1' });
    // What a 30-second outage used to write: health checks, refused requests and background passes, over and over.
    for (let i = 0; i < 30; i++) {
      request.error({ err: refused() }, 'health check: database unreachable');
      request.warn({ err: refused(), path: '/api/auth/me' }, 'database unavailable');
      logger.warn({ err: refused() }, 'mail worker pass: database unavailable; trying again');
    }
    expect(count(40)).toBe(1);
    expect(lines.find((line) => line.level === 50)).toMatchObject({
      msg: 'database unreachable; answering 503 until it is back',
      reason: 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432',
    });
    // Each refusal is still there, at debug, for whoever turns it on.
    expect(lines.filter((line) => line.level === 20 && line.msg === 'database unavailable')).toHaveLength(30);

    databaseReachable(logger);
    databaseReachable(logger);
    const back = lines.filter((line) => line.level === 30);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ msg: expect.stringMatching(/^database reachable again after \d/), downMs: expect.any(Number) });

    // The next outage is logged again, once.
    logger.warn({ err: refused() }, 'database unavailable');
    logger.warn({ err: refused() }, 'database unavailable');
    expect(count(50)).toBe(2);
  });

  it('leaves every other error as it was', () => {
    const { lines, logger } = capture('info');
    logger.error({ err: new Error('a bug') }, 'unhandled error');
    logger.error({ err: Object.assign(new Error('duplicate key'), { code: '23505' }) }, 'unhandled error');
    logger.warn('a warning without an error');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'unhandled error'],
      [50, 'unhandled error'],
      [40, 'a warning without an error'],
    ]);
    // No outage was started by them: nothing to end.
    databaseReachable(logger);
    expect(lines).toHaveLength(3);
  });
});

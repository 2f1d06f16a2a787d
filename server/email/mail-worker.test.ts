import { describe, expect, it } from 'vitest';
import { createMailWorker } from './mail-worker';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { MailTransport } from './transport';

/** A database whose every query, however built, fails with `error`. */
function failingDb(error: Error): Db {
  const chain: object = new Proxy(function () {}, {
    get: (_target, key) => (key === 'then' ? (_resolve: unknown, reject: (e: Error) => void) => reject(error) : chain),
    apply: () => chain,
  });
  return chain as Db;
}

async function onePass(error: Error) {
  const lines: { level: 'warn' | 'error'; msg: string }[] = [];
  const logger = {
    warn: (_fields: unknown, msg: string) => lines.push({ level: 'warn', msg }),
    error: (_fields: unknown, msg: string) => lines.push({ level: 'error', msg }),
  } as unknown as Logger;
  const transport = { send: async () => {}, close: async () => {} } as unknown as MailTransport;
  const worker = createMailWorker({ db: failingDb(error), transport, now: () => new Date(), logger, pollMs: 60_000 });
  worker.start();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await worker.stop();
  return lines;
}

describe('the mail worker when a pass fails', () => {
  it('reports a stopped database as an outage to ride out (a warning), not as its own failure', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(await onePass(refused)).toEqual([{ level: 'warn', msg: 'mail worker pass: database unavailable; trying again' }]);
  });

  it('reports any other failure as an error', async () => {
    expect(await onePass(new Error('relation "email_outbox" does not exist'))).toEqual([
      { level: 'error', msg: 'mail worker pass failed' },
    ]);
  });
});

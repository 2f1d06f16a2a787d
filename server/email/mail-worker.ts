import { isDatabaseUnavailable } from '../db/errors';
import { processOutbox, type AttachmentMaker, type EmailPreparers, type OutboxPass } from './outbox';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { MailTransport } from './transport';

export interface MailWorker {
  /** Begins polling the outbox (and sends what is already due). */
  start(): void;
  /** Something was queued: look now rather than at the next poll. */
  wake(): void;
  /** Stops polling and waits for the pass in progress; the transport is closed. Queued mail stays queued. */
  stop(): Promise<void>;
  /**
   * Sends everything due at `now` (the services' clock by default), pass after pass, until nothing is due
   * or a send fails. For tests and scripts, which drive the queue themselves instead of starting the loop.
   */
  drain(now?: Date): Promise<OutboxPass>;
}

export function createMailWorker(deps: {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  logger: Logger;
  /** Requests the worker turns into messages (see EmailPreparers). */
  prepare?: EmailPreparers;
  /** Makes the files messages carry (an invoice's PDF). */
  attach?: AttachmentMaker;
  /** How often the queue is looked at without a wake-up (a message queued in a transaction, a retry falling due). */
  pollMs?: number;
}): MailWorker {
  const { db, transport, logger } = deps;
  const pollMs = deps.pollMs ?? 2_000;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let again = false;

  const drain = async (now?: Date): Promise<OutboxPass> => {
    const total: OutboxPass = { claimed: 0, sent: 0, deferred: 0, failed: 0, dropped: 0 };
    for (;;) {
      const pass = await processOutbox(db, transport, { now: now ?? deps.now(), logger, prepare: deps.prepare, attach: deps.attach });
      total.claimed += pass.claimed;
      total.sent += pass.sent;
      total.deferred += pass.deferred;
      total.failed += pass.failed;
      total.dropped += pass.dropped;
      if (pass.claimed === 0 || pass.deferred + pass.failed > 0) return total;
    }
  };

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    // The worker alone never keeps the process alive.
    timer.unref();
  };

  function tick() {
    timer = undefined;
    if (!running) return;
    if (current) {
      again = true;
      return;
    }
    current = drain()
      .catch((error: unknown) => {
        // A stopped or restarting database is an outage, not a fault of the worker: it tries again at the next
        // pass, as requests answer 503 meanwhile (server/app.ts).
        if (isDatabaseUnavailable(error)) logger.warn({ err: error }, 'mail worker pass: database unavailable; trying again');
        else logger.error({ err: error }, 'mail worker pass failed');
      })
      .finally(() => {
        current = undefined;
        if (!running) return;
        schedule(again ? 0 : pollMs);
        again = false;
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake() {
      if (!running) return;
      if (current) again = true;
      else schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current;
      transport.close();
    },
    drain,
  };
}

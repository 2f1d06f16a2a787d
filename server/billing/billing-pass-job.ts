import { startRepeatingPass, type RepeatingPass } from '../operations/repeating-pass';
import { LocalGateway, LocalSavedCards } from '../payments/local-gateway';
import { runBillingPass, type BillingPassReport } from './run-billing-pass';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { Logger } from '../logger';
import type { PaymentGateway } from '../payments/gateway';
import type { StripeGateway } from '../payments/stripe-gateway';

/**
 * Runs the billing pass (run-billing-pass.ts) soon after start-up and every `intervalMs` (1 minute: a renewal is
 * charged within a minute of its period's end; the end-to-end server shortens it). Every process runs it; claiming
 * rows with FOR UPDATE SKIP LOCKED makes each renewal, retry, pause and end happen once. What a pass did is logged;
 * a failure is logged and tried again at the next pass.
 */
export function startBillingPass({
  db,
  mailer,
  payments,
  now,
  dueBy = now,
  logger,
  firstRunMs = 10_000,
  intervalMs = 60_000,
}: {
  db: Db;
  mailer: Mailer;
  /** The site's gateway: local subscriptions are charged only with the local test gateway; Stripe renews its own, the pass retries its declined invoices. */
  payments: PaymentGateway;
  now: () => Date;
  /** The clock that says what is due (server/operations/clock.ts); `now` but in end-to-end tests. */
  dueBy?: () => Date;
  logger: Logger;
  firstRunMs?: number;
  intervalMs?: number;
}): RepeatingPass<BillingPassReport | null> {
  const local = payments instanceof LocalGateway ? { gateway: payments, cards: new LocalSavedCards(db, now) } : null;
  // Only its type is imported: a site with the local gateway never loads Stripe's SDK (server/create-services.ts).
  const stripe = payments.kind === 'stripe' ? (payments as StripeGateway) : null;
  return startRepeatingPass({
    firstRunMs: Math.min(firstRunMs, intervalMs),
    intervalMs,
    pass: () =>
      runBillingPass({ db, mailer, local, stripe, now: now(), dueBy: dueBy() })
        .then((report) => {
          const { errors, ...counts } = report;
          if (Object.values(counts).some((count) => count > 0)) logger.info(counts, 'billing: pass done');
          for (const failure of errors) {
            logger.warn({ err: failure.error, step: failure.step, id: failure.id }, 'billing: a step failed; retrying at the next pass');
          }
          return report;
        })
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'billing: the pass failed; retrying at the next pass');
          return null;
        }),
  });
}

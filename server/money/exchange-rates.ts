// The rates that convert the content's dollar amounts (docs/decisions/024j-one-currency-per-page.md), as the
// owner keeps them in settings (docs/decisions/031g-owner-figures-and-exchange-rate.md): rows of `exchange_rates`
// over the release's file, held in memory by every process and reloaded when any process changes them.
import { z } from 'zod';
import { recordAudit } from '../admin/record-audit';
import { CONTENT_RELOADED_TOPIC } from '../content-store/published-content';
import { exchangeRates } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { fileRates, installContentRates, RATE_CURRENCIES, type ContentRates } from './content-rates';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { ChangeFeed } from '../operations/watch-changes';

/** The change-feed topic a change to `exchange_rates` raises (its trigger, migration 0043). */
export const EXCHANGE_RATES_TOPIC = 'exchange_rates';

const perDollar = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(1000, `${label} must be at most 1000`);

/** PUT /api/admin/exchange-rates and the settings form: both rates at once, with their day and source. */
export const exchangeRatesBodySchema = z
  .object({
    GBP: perDollar('GBP'),
    EUR: perDollar('EUR'),
    date: z.iso.date({ message: 'date must be a day like 2026-11-27' }),
    source: z
      .string({ message: 'source is required' })
      .trim()
      .min(1, 'source is required')
      .max(200, 'source must be at most 200 characters'),
  })
  .strict();
export type ExchangeRatesBody = z.infer<typeof exchangeRatesBodySchema>;

/** The rates in force: the owner's rows, the file for a currency without one. */
export async function readContentRates({ db }: { db: Db }): Promise<ContentRates> {
  const rows = await db.select().from(exchangeRates);
  const fallback = fileRates();
  const mine = RATE_CURRENCIES.map((currency) => rows.find((row) => row.currency === currency));
  if (mine.every((row) => row === undefined)) return fallback;
  const dates = mine.map((row) => row?.rateDate ?? fallback.date).toSorted();
  return {
    perDollar: { GBP: mine[0]?.perDollar ?? fallback.perDollar.GBP, EUR: mine[1]?.perDollar ?? fallback.perDollar.EUR },
    date: dates[0]!,
    source: [...new Set(mine.map((row) => row?.source ?? fallback.source))].join('; '),
    setByOwner: true,
  };
}

/**
 * Sets both rates, their day and source (the owner in settings), audited in the same transaction. The day may
 * not be after today: a rate is a published figure, not a forecast. Every process reloads them at the change's
 * notification; this one at once.
 */
export async function setContentRates({
  db,
  actorId,
  body,
  now,
}: {
  db: Db;
  actorId: string;
  body: ExchangeRatesBody;
  now: Date;
}): Promise<ContentRates> {
  if (body.date > now.toISOString().slice(0, 10)) {
    throw new DomainError('invalid', 'date must not be after today', { field: 'date' });
  }
  await db.transaction(async (tx) => {
    for (const currency of RATE_CURRENCIES) {
      const values = { perDollar: body[currency], rateDate: body.date, source: body.source, updatedAt: now, updatedBy: actorId };
      await tx
        .insert(exchangeRates)
        .values({ currency, ...values })
        .onConflictDoUpdate({ target: exchangeRates.currency, set: values });
    }
    await recordAudit({ db: tx, actorId, action: 'exchange-rates.update', target: { type: 'settings' }, details: { ...body }, now });
  });
  const rates = await readContentRates({ db });
  installContentRates(rates);
  return rates;
}

/**
 * Loads the rates now and again whenever the change feed reports `exchange_rates` (this process or another);
 * after each install `CONTENT_RELOADED_TOPIC` is emitted, so a page cached between the change and the reload
 * (with the old figures) is dropped again.
 */
export async function keepContentRatesLoaded({ db, logger, changes }: { db: Db; logger: Logger; changes: ChangeFeed }): Promise<void> {
  installContentRates(await readContentRates({ db }));
  changes.subscribe((topics) => {
    if (!topics.includes(EXCHANGE_RATES_TOPIC)) return;
    readContentRates({ db })
      .then((rates) => {
        installContentRates(rates);
        changes.emit([CONTENT_RELOADED_TOPIC]);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not reload the exchange rates; the site keeps those it has'));
  });
}

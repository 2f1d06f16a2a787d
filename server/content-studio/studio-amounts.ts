import { asExchangeRates, RATE_CURRENCIES } from '../money/content-rates';
import { readContentRates } from '../money/exchange-rates';
import { amountConversions } from '../money/localize-amounts';
import type { Db } from '../db/client';

/** Fields that hold addresses or ids, never prose with amounts. */
const SKIPPED = new Set(['id', 'slug', 'url', 'href', 'image', 'path', 'kind', 'status']);

function proseOf(value: unknown, key = ''): string[] {
  if (SKIPPED.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((child) => proseOf(child));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, child]) => proseOf(child, name));
  return [];
}

/**
 * An item's dollar amounts with what pound and euro visitors read of each, at the rate in force (the owner's
 * in settings, else the release's), for the studio's editor (issue 41: the owner sees both, and the rate's day).
 */
export async function studioAmounts({ db, item }: { db: Db; item: unknown }) {
  const rates = await readContentRates({ db });
  const text = proseOf(item).join('\n');
  return {
    amounts: amountConversions(text, { currencies: RATE_CURRENCIES, rates: asExchangeRates(rates) }),
    rate: { ...rates.perDollar, date: rates.date, source: rates.source },
  };
}

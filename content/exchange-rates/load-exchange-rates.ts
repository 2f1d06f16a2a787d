// Loads and validates content/exchange-rates/exchange-rates.yaml (server and tests only: node:fs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentDir, parseYaml } from '../read-content';
import { exchangeRatesSchema, type ExchangeRates } from './exchange-rates-schema';

/** The rates file, validated; a bad file throws, naming the field, so it fails the tests and the first page that needs it. */
export function loadExchangeRates(data?: unknown): ExchangeRates {
  const raw =
    data ??
    parseYaml(
      'content/exchange-rates/exchange-rates.yaml',
      readFileSync(path.join(contentDir(import.meta.url, 'exchange-rates', '.yaml'), 'exchange-rates.yaml'), 'utf8'),
    );
  const parsed = exchangeRatesSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`content/exchange-rates/exchange-rates.yaml: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

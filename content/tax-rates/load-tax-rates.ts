// Loads and validates content/tax-rates/tax-rates.yaml (server and tests only: node:fs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentDir, parseYaml } from '../read-content';
import { taxRatesSchema, type TaxRates } from './tax-rates-schema';

let cached: TaxRates | undefined;

/** The tax table, validated and read once; a bad file throws, naming the field, so it fails the tests and the first checkout. */
export function loadTaxRates(data?: unknown): TaxRates {
  if (data === undefined && cached) return cached;
  const raw =
    data ?? parseYaml('content/tax-rates/tax-rates.yaml', readFileSync(path.join(contentDir(import.meta.url, 'tax-rates', '.yaml'), 'tax-rates.yaml'), 'utf8'));
  const parsed = taxRatesSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`content/tax-rates/tax-rates.yaml: ${z.prettifyError(parsed.error)}`);
  if (data === undefined) cached = parsed.data;
  return parsed.data;
}

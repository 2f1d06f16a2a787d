import { stringify } from 'csv-stringify/sync';
import { listSubscribers, type SubscriberRow, type SubscriberStatus } from './list-subscribers';
import type { Db } from '../db/client';

export const CSV_COLUMNS = ['email', 'status', 'subscribed_at', 'confirmed_at', 'source'] as const;

/**
 * The subscribers as CSV (confirmed ones unless another status is asked). A cell that begins with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, so a spreadsheet shows it as text
 * instead of running it as a formula (csv-stringify's escape_formulas).
 */
export function subscribersCsv(subscribers: readonly SubscriberRow[]): string {
  return stringify(
    subscribers.map((s) => [s.email, s.status, s.subscribedAt.toISOString(), s.confirmedAt?.toISOString() ?? '', s.source]),
    { header: true, columns: [...CSV_COLUMNS], escape_formulas: true, record_delimiter: 'windows' },
  );
}

/** The export: the CSV and how many rows it has (for the audit log). Writes nothing. */
export async function exportSubscribersCsv({ db, status }: { db: Db; status: SubscriberStatus | 'all' }) {
  const { subscribers } = await listSubscribers({ db, status });
  return { csv: subscribersCsv(subscribers), rows: subscribers.length };
}

import { recordAudit } from '../admin/record-audit';
import { loadOnFirstUse } from '../lib/load-on-first-use';
import { listSubscribers, type SubscriberRow, type SubscriberStatus } from './list-subscribers';
import type { Db } from '../db/client';
import type { stringify } from 'csv-stringify/sync';

/** The owner's export only: loaded by the first (issue 25). */
const csvStringify = loadOnFirstUse<{ stringify: typeof stringify }>('csv-stringify/sync');

export const CSV_COLUMNS = ['email', 'status', 'subscribed_at', 'confirmed_at', 'source'] as const;

/**
 * The subscribers as CSV (confirmed ones unless another status is asked). A cell that begins with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, so a spreadsheet shows it as text
 * instead of running it as a formula (csv-stringify's escape_formulas).
 */
export function subscribersCsv(subscribers: readonly SubscriberRow[]): string {
  return csvStringify().stringify(
    subscribers.map((s) => [s.email, s.status, s.subscribedAt.toISOString(), s.confirmedAt?.toISOString() ?? '', s.source]),
    // A lone carriage return ends a line for some spreadsheets: a cell holding one is quoted too.
    { header: true, columns: [...CSV_COLUMNS], escape_formulas: true, record_delimiter: 'windows', quoted_match: /\r/ },
  );
}

/** The export, with its audit row (who took which addresses, when): personal data leaving the site. */
export async function exportSubscribersCsv({
  db,
  actorId,
  status,
  now,
}: {
  db: Db;
  actorId: string;
  status: SubscriberStatus | 'all';
  now: Date;
}): Promise<{ csv: string; rows: number }> {
  return db.transaction(async (tx) => {
    const { subscribers } = await listSubscribers({ db: tx, status });
    await recordAudit({
      db: tx,
      actorId,
      action: 'subscribers.export',
      target: { type: 'newsletter_subscribers' },
      details: { status, rows: subscribers.length },
      now,
    });
    return { csv: subscribersCsv(subscribers), rows: subscribers.length };
  });
}

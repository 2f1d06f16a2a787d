import { recordAudit } from '../admin/record-audit';
import { spreadsheetCsv, spreadsheetTimestamp } from '../lib/spreadsheet-csv';
import { listSubscribers, type SubscriberRow, type SubscriberStatus } from './list-subscribers';
import type { Db } from '../db/client';

export const CSV_COLUMNS = ['email', 'status', 'subscribed_at', 'confirmed_at', 'source'] as const;

/**
 * The subscribers as CSV (confirmed ones unless another status is asked), as every export is written
 * (server/lib/spreadsheet-csv.ts: formula-looking cells escaped, a byte-order mark, dates in UTC as
 * `YYYY-MM-DD HH:MM:SS`, which spreadsheets read as dates).
 */
export function subscribersCsv(subscribers: readonly SubscriberRow[]): string {
  return spreadsheetCsv(
    CSV_COLUMNS,
    subscribers.map((s) => [s.email, s.status, spreadsheetTimestamp(s.subscribedAt), spreadsheetTimestamp(s.confirmedAt), s.source]),
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

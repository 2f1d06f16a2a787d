import { recordAudit } from '../admin/record-audit';
import { spreadsheetCsv } from '../lib/spreadsheet-csv';
import { listReferrers } from './list-referrers';
import type { Db } from '../db/client';

export const REFERRALS_CSV_COLUMNS = [
  'username',
  'email',
  'code',
  'clicks',
  'signups',
  'purchases',
  'earned',
  'pending',
  'payable',
  'paid',
  'currency',
] as const;

/** Amounts as decimal major units (9.99), which a spreadsheet sums; minor units would be misread. */
const major = (minor: number) => (minor / 100).toFixed(2);

/**
 * What each referrer earned, what of it is pending (its purchase may still be refunded) and payable now, and what
 * was paid, as CSV, with its audit row (referrers' addresses leave the site). Written as every export is
 * (server/lib/spreadsheet-csv.ts): formula-looking cells escaped (usernames are learners' words), a byte-order mark.
 */
export async function exportReferralsCsv({
  db,
  actorId,
  now,
}: {
  db: Db;
  actorId: string;
  now: Date;
}): Promise<{ csv: string; rows: number }> {
  return db.transaction(async (tx) => {
    const referrers = await listReferrers({ db: tx, now });
    await recordAudit({
      db: tx,
      actorId,
      action: 'referrals.export',
      target: { type: 'referrals' },
      details: { rows: referrers.length },
      now,
    });
    const csv = spreadsheetCsv(
      REFERRALS_CSV_COLUMNS,
      referrers.map((r) => [
        r.username,
        r.email,
        r.code,
        r.clicks,
        r.signups,
        r.purchases,
        major(r.earned),
        major(r.pending),
        major(r.payable),
        major(r.paid),
        r.currency,
      ]),
    );
    return { csv, rows: referrers.length };
  });
}

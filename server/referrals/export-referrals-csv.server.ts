import { recordAudit } from '../admin/record-audit';
import { loadOnFirstUse } from '../lib/load-on-first-use';
import { listReferrers } from './list-referrers.server';
import type { Db } from '../db/client';
import type { stringify } from 'csv-stringify/sync';

/** The owner's export only: loaded by the first (issue 25), as the subscribers' export does. */
const csvStringify = loadOnFirstUse<{ stringify: typeof stringify }>('csv-stringify/sync');

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
 * was paid, as CSV, with its audit row (referrers' addresses leave the site). Formula-looking
 * cells are escaped as in the subscribers' export (csv-stringify's escape_formulas): usernames are learners' words.
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
    const csv = csvStringify().stringify(
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
      { header: true, columns: [...REFERRALS_CSV_COLUMNS], escape_formulas: true, record_delimiter: 'windows', quoted_match: /\r/ },
    );
    return { csv, rows: referrers.length };
  });
}

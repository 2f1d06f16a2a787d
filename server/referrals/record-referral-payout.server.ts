import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { referralCommissions, referralPayouts, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

export interface RecordReferralPayoutOptions {
  db: Db;
  actorId: string;
  referrerId: string;
  now: Date;
}

export interface ReferralPayout {
  id: string;
  referrerId: string;
  amount: number;
  currency: string;
  paidAt: Date;
}

/**
 * "Mark paid": the owner has paid a referrer what is owed (outside the site), so everything earned becomes
 * paid under one payout per currency, less any paid commission reversed since, with its audit row. The
 * commissions are locked first, so two clicks at once pay once: the second finds nothing owed (409).
 */
export async function recordReferralPayout({ db, actorId, referrerId, now }: RecordReferralPayoutOptions): Promise<ReferralPayout[]> {
  return db.transaction(async (tx) => {
    const [referrer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, referrerId)).limit(1);
    if (!referrer) throw new DomainError('not_found', 'Referrer not found');
    const open = await tx
      .select({
        id: referralCommissions.id,
        amount: referralCommissions.amount,
        currency: referralCommissions.currency,
        state: referralCommissions.state,
      })
      .from(referralCommissions)
      .where(
        and(
          eq(referralCommissions.referrerId, referrerId),
          or(
            eq(referralCommissions.state, 'earned'),
            and(
              eq(referralCommissions.state, 'reversed'),
              isNotNull(referralCommissions.payoutId),
              isNull(referralCommissions.recoveredBy),
            ),
          ),
        ),
      )
      .for('update');
    const byCurrency = new Map<string, { owed: number; earned: string[]; recovered: string[] }>();
    for (const row of open) {
      const entry = byCurrency.get(row.currency) ?? { owed: 0, earned: [], recovered: [] };
      if (row.state === 'earned') {
        entry.owed += row.amount;
        entry.earned.push(row.id);
      } else {
        entry.owed -= row.amount;
        entry.recovered.push(row.id);
      }
      byCurrency.set(row.currency, entry);
    }
    const payouts: ReferralPayout[] = [];
    for (const [currency, { owed, earned, recovered }] of byCurrency) {
      // Less than nothing (a reversal larger than what was earned since): carried to a later payout.
      if (owed <= 0) continue;
      const [payout] = await tx
        .insert(referralPayouts)
        .values({ referrerId, amount: owed, currency, paidBy: actorId, paidAt: now })
        .returning();
      if (earned.length > 0) {
        await tx.update(referralCommissions).set({ state: 'paid', payoutId: payout!.id }).where(inArray(referralCommissions.id, earned));
      }
      if (recovered.length > 0) {
        await tx.update(referralCommissions).set({ recoveredBy: payout!.id }).where(inArray(referralCommissions.id, recovered));
      }
      await recordAudit({
        db: tx,
        actorId,
        action: 'referrals.payout',
        target: { type: 'user', id: referrerId },
        details: { payoutId: payout!.id, amount: owed, currency, commissions: earned.length, recovered: recovered.length },
        now,
      });
      payouts.push({ id: payout!.id, referrerId, amount: owed, currency, paidAt: now });
    }
    if (payouts.length === 0) throw new DomainError('conflict', 'Nothing is owed to this referrer.');
    return payouts;
  });
}

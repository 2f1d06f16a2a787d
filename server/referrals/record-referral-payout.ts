import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { REFUND_WINDOW_DAYS } from '../../common/refund-policy';
import { recordAudit } from '../admin/record-audit';
import { referralCommissions, referralPayouts, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { pastRefundWindow } from './owed-sql';
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
 * "Mark paid": the owner has paid a referrer what is payable (outside the site), so every commission whose
 * purchase is past its buyer's 30-day refund window becomes paid under one payout per currency, less any paid
 * commission reversed since, with its audit row. A pending commission (its purchase may still be refunded by
 * the buyer) is left for a later payout, so a refund within the window never leaves the referrer holding money
 * (issue 41). The commissions are locked first, so two clicks at once pay once: the second finds nothing (409).
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
            and(eq(referralCommissions.state, 'earned'), pastRefundWindow(now)),
            and(
              eq(referralCommissions.state, 'reversed'),
              isNotNull(referralCommissions.payoutId),
              isNull(referralCommissions.recoveredBy),
            ),
          ),
        ),
      )
      .for('update');
    const byCurrency = new Map<string, { payable: number; earned: string[]; recovered: string[] }>();
    for (const row of open) {
      const entry = byCurrency.get(row.currency) ?? { payable: 0, earned: [], recovered: [] };
      if (row.state === 'earned') {
        entry.payable += row.amount;
        entry.earned.push(row.id);
      } else {
        entry.payable -= row.amount;
        entry.recovered.push(row.id);
      }
      byCurrency.set(row.currency, entry);
    }
    const payouts: ReferralPayout[] = [];
    for (const [currency, { payable, earned, recovered }] of byCurrency) {
      // Less than nothing (a reversal larger than what was earned since): carried to a later payout.
      if (payable <= 0) continue;
      const [payout] = await tx
        .insert(referralPayouts)
        .values({ referrerId, amount: payable, currency, paidBy: actorId, paidAt: now })
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
        details: { payoutId: payout!.id, amount: payable, currency, commissions: earned.length, recovered: recovered.length },
        now,
      });
      payouts.push({ id: payout!.id, referrerId, amount: payable, currency, paidAt: now });
    }
    if (payouts.length === 0) {
      throw new DomainError(
        'conflict',
        `Nothing is payable to this referrer yet: a commission becomes payable once its purchase is past the ${REFUND_WINDOW_DAYS}-day refund window.`,
      );
    }
    return payouts;
  });
}

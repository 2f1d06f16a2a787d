import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { checkoutTaxes, purchases } from '../db/schema';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';
import type { TaxTransactionOutcome } from './record-tax-transaction';

export interface ReverseTaxTransactionOptions {
  db: Db;
  gateway: PaymentGateway;
  paymentIntentId: string;
}

/**
 * A refunded sale's Stripe Tax transaction is reversed in full (issue 31), once: one idempotency key per payment, and
 * the stored reversal id. Called by the refund (owner's or learner's) and by Stripe's charge.refunded, whichever comes
 * first; 'pending' when Stripe Tax failed, so the webhook fails and Stripe retries it. Never throws for Stripe: the
 * refund has happened whatever Stripe Tax answers.
 */
export async function reverseTaxTransaction({
  db,
  gateway,
  paymentIntentId,
}: ReverseTaxTransactionOptions): Promise<TaxTransactionOutcome> {
  const [row] = await db
    .select({ transactionId: checkoutTaxes.taxTransactionId, reversalId: checkoutTaxes.taxReversalId })
    .from(checkoutTaxes)
    .innerJoin(purchases, eq(purchases.paymentIntentId, checkoutTaxes.paymentIntentId))
    .where(
      and(eq(checkoutTaxes.paymentIntentId, paymentIntentId), isNotNull(checkoutTaxes.taxTransactionId), eq(purchases.status, 'refunded')),
    )
    .limit(1);
  if (!row?.transactionId) return { state: 'none' };
  if (row.reversalId) return { state: 'recorded' };
  if (!gateway.tax) return { state: 'pending', error: new Error('the payment gateway has no tax service to reverse the transaction with') };
  let reversalId: string;
  try {
    reversalId = await gateway.tax.reverseTransaction({
      transactionId: row.transactionId,
      reference: `${paymentIntentId}-refund`,
      idempotencyKey: `tax-reversal-${paymentIntentId}`,
    });
  } catch (error) {
    return { state: 'pending', error };
  }
  await db
    .update(checkoutTaxes)
    .set({ taxReversalId: reversalId })
    .where(and(eq(checkoutTaxes.paymentIntentId, paymentIntentId), isNull(checkoutTaxes.taxReversalId)));
  return { state: 'recorded' };
}

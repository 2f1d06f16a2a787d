import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { checkoutTaxes, purchases } from '../db/schema';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';

export interface RecordTaxTransactionOptions {
  db: Db;
  gateway: PaymentGateway;
  paymentIntentId: string;
}

/**
 * 'recorded': the transaction exists at Stripe (now or before); 'none': nothing to record (the table decided, or
 * the purchase is not standing); 'pending': Stripe Tax failed, to be tried again (the webhook fails until then).
 */
export type TaxTransactionOutcome = { state: 'recorded' | 'none' } | { state: 'pending'; error: unknown };

/**
 * Files a paid sale with Stripe Tax (issue 31): a tax transaction from the checkout's calculation, with the payment
 * intent's id as its reference. Called by every report of the payment after the purchase is recorded; the one
 * idempotency key per payment makes the return page and the webhook racing (on any number of processes) record one
 * transaction, and the stored id makes later reports call nothing. Never throws for Stripe: the purchase stands
 * whatever Stripe Tax answers (docs/decisions/028b-stripe-tax.md).
 */
export async function recordTaxTransaction({ db, gateway, paymentIntentId }: RecordTaxTransactionOptions): Promise<TaxTransactionOutcome> {
  const [row] = await db
    .select({ calculationId: checkoutTaxes.taxCalculationId })
    .from(checkoutTaxes)
    .innerJoin(purchases, eq(purchases.paymentIntentId, checkoutTaxes.paymentIntentId))
    .where(
      and(
        eq(checkoutTaxes.paymentIntentId, paymentIntentId),
        isNotNull(checkoutTaxes.taxCalculationId),
        isNull(checkoutTaxes.taxTransactionId),
        // A refunded purchase owes no tax: a transaction missed before the refund is not filed after it.
        inArray(purchases.status, ['paid', 'disputed']),
      ),
    )
    .limit(1);
  if (!row?.calculationId) return { state: (await recorded(db, paymentIntentId)) ? 'recorded' : 'none' };
  if (!gateway.tax) return { state: 'pending', error: new Error('the payment gateway has no tax service to record the transaction with') };
  let transactionId: string;
  try {
    transactionId = await gateway.tax.recordTransaction({
      calculationId: row.calculationId,
      reference: paymentIntentId,
      idempotencyKey: `tax-transaction-${paymentIntentId}`,
    });
  } catch (error) {
    return { state: 'pending', error };
  }
  await db
    .update(checkoutTaxes)
    .set({ taxTransactionId: transactionId })
    .where(and(eq(checkoutTaxes.paymentIntentId, paymentIntentId), isNull(checkoutTaxes.taxTransactionId)));
  return { state: 'recorded' };
}

async function recorded(db: Db, paymentIntentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checkoutTaxes.taxTransactionId })
    .from(checkoutTaxes)
    .where(and(eq(checkoutTaxes.paymentIntentId, paymentIntentId), isNotNull(checkoutTaxes.taxTransactionId)))
    .limit(1);
  return Boolean(row);
}

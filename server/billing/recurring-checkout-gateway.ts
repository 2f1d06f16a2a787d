import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { localPaymentIntents } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { LocalSavedCards, type CardDetails, type SavedCard } from '../payments/local-gateway';
import type { Db } from '../db/client';
import type { GatewayIntent, IntentMetadata, PaymentGateway } from '../payments/gateway';

/**
 * Every call the recurring checkout makes to the payment provider (issue 44), in one place so that Stripe Billing can
 * be wired in beside the local test gateway without touching the checkout itself: the first charge's payment, the
 * card check of a free trial (Stripe's SetupIntent), and the card kept for the renewals.
 */
export interface RecurringCheckoutGateway {
  kind: 'local' | 'stripe';
  /** The first charge's payment, bound to its charge (metadata.chargeId); one key per charge and try. */
  openChargePayment(input: {
    amount: number;
    currency: string;
    metadata: IntentMetadata & { chargeId: string };
    description: string;
    idempotencyKey: string;
  }): Promise<GatewayIntent>;
  retrievePayment(id: string): Promise<GatewayIntent | null>;
  /** The payment's new amount (other billing details, so other VAT); throws DomainError('conflict') once it is paid. */
  changePaymentAmount(id: string, amount: number, metadata: IntentMetadata): Promise<GatewayIntent>;
  /** False when it can no longer be called off (paid, or being paid). */
  cancelPayment(id: string): Promise<boolean>;
  /** A trial's card check: a token the card form confirms with a card (Stripe: the SetupIntent's client secret). */
  openCardSetup(input: {
    userId: string;
    offerId: string;
    subscriptionId: string;
    currency: string;
    idempotencyKey: string;
  }): Promise<CardSetup>;
  /** The card setup of a token, when it is this site's. */
  retrieveCardSetup(setupToken: string): Promise<CardSetup | null>;
  /** The card setup of an id (seti_…), as the return address names it. */
  retrieveCardSetupById(id: string): Promise<CardSetup | null>;
}

export interface CardSetup {
  /** seti_… */
  id: string;
  setupToken: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  userId: string;
  offerId: string;
  subscriptionId: string;
}

/** The shape of a local setup token, as the card form sends it back. */
export const LOCAL_SETUP_TOKEN = /^seti_local_[a-f0-9]+_secret_[a-f0-9]+$/;

/**
 * The local test gateway's side. A card setup is kept as a local payment of nothing (id seti_local_…), as Stripe keeps
 * a SetupIntent beside its PaymentIntents: its metadata names the subscription whose card it checks.
 */
export class LocalRecurringCheckoutGateway implements RecurringCheckoutGateway {
  readonly kind = 'local' as const;

  constructor(
    private readonly db: Db,
    private readonly payments: PaymentGateway,
    private readonly now: () => Date,
  ) {}

  openChargePayment(input: Parameters<RecurringCheckoutGateway['openChargePayment']>[0]) {
    return this.payments.createIntent(input);
  }

  retrievePayment(id: string) {
    return this.payments.retrieveIntent(id);
  }

  changePaymentAmount(id: string, amount: number, metadata: IntentMetadata) {
    return this.payments.updateIntent(id, { amount, metadata });
  }

  cancelPayment(id: string) {
    return this.payments.cancelIntent(id);
  }

  async openCardSetup({
    userId,
    offerId,
    subscriptionId,
    currency,
    idempotencyKey,
  }: Parameters<RecurringCheckoutGateway['openCardSetup']>[0]) {
    const id = `seti_local_${randomBytes(12).toString('hex')}`;
    await this.db
      .insert(localPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amount: 0,
        currency: currency.toLowerCase(),
        metadata: { userId, offerId, couponId: '', subscriptionId, setup: 'true' },
        status: 'requires_payment_method',
        idempotencyKey,
      })
      .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey });
    const [row] = await this.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.idempotencyKey, idempotencyKey)).limit(1);
    return toCardSetup(row!)!;
  }

  async retrieveCardSetup(setupToken: string) {
    const [row] = await this.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.clientSecret, setupToken)).limit(1);
    return row ? toCardSetup(row) : null;
  }

  async retrieveCardSetupById(id: string) {
    const [row] = await this.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)).limit(1);
    return row ? toCardSetup(row) : null;
  }

  /**
   * The card step of a trial (what Stripe's Payment Element does with a SetupIntent): the card is checked and kept,
   * once; a second confirmation of the same setup answers null (the first card stays the subscription's).
   */
  async confirmCardSetup({ setup, card }: { setup: CardSetup; card: CardDetails }): Promise<SavedCard | null> {
    if (setup.status === 'canceled') throw new DomainError('conflict', 'This card check can no longer be completed.');
    if (setup.status === 'succeeded') return null;
    const saved = await new LocalSavedCards(this.db, this.now).saveCard({ userId: setup.userId, card });
    const [done] = await this.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded', updatedAt: this.now() })
      .where(and(eq(localPaymentIntents.id, setup.id), eq(localPaymentIntents.status, 'requires_payment_method')))
      .returning({ id: localPaymentIntents.id });
    return done ? saved : null;
  }

  /** After the first charge's card paid: that card, kept for the renewals (Stripe: setup_future_usage off_session). */
  saveCardOfPayment({ userId, card }: { userId: string; card: CardDetails }): Promise<SavedCard> {
    return new LocalSavedCards(this.db, this.now).saveCard({ userId, card });
  }
}

function toCardSetup(row: typeof localPaymentIntents.$inferSelect): CardSetup | null {
  const { userId, offerId, subscriptionId, setup } = row.metadata;
  if (setup !== 'true' || !userId || !offerId || !subscriptionId) return null;
  return {
    id: row.id,
    setupToken: row.clientSecret,
    status: row.status === 'succeeded' ? 'succeeded' : row.status === 'canceled' ? 'canceled' : 'requires_payment_method',
    userId,
    offerId,
    subscriptionId,
  };
}

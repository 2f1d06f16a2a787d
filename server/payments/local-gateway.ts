import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { localPaymentIntents, localPaymentMethods } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { systemClock } from '../operations/clock';
import type { Db } from '../db/client';
import type { CreateIntentInput, GatewayIntent, GatewayRefund, IntentMetadata, PaymentGateway, RefundInput } from './gateway';

/**
 * Stripe's published test cards and what they do (https://docs.stripe.com/testing).
 * Any other card number is refused the way Stripe refuses a real card in test mode.
 */
const TEST_CARD_OUTCOMES: Record<string, { ok: true } | { ok: false; code: string; message: string }> = {
  '4242424242424242': { ok: true },
  '4000056655665556': { ok: true },
  '5555555555554444': { ok: true },
  // Stripe's "attaches, later charges fail" card: it pays at checkout, and every later charge to it (a renewal, a
  // retry) is declined (chargeSavedCard), which is how the site's dunning is tried out (issue 44).
  '4000000000000341': { ok: true },
  '4000000000000002': { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { ok: false, code: 'lost_card', message: 'Your card was declined.' },
  '4000000000000069': { ok: false, code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { ok: false, code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    ok: false,
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/**
 * Stripe's international test cards (https://docs.stripe.com/testing#international-cards), which pay like 4242…
 * and carry their country. Any other test card (4242…) says nothing of a country, and none is made up for it: the
 * card's country is evidence of where the buyer lives (issue 41).
 */
const TEST_CARD_COUNTRIES: Record<string, string> = {
  '4000000400000008': 'AT',
  '4000000560000004': 'BE',
  '4000002500000003': 'FR',
  '4000002760000016': 'DE',
  '4000003720000005': 'IE',
  '4000003800000008': 'IT',
  '4000005280000002': 'NL',
  '4000007240000007': 'ES',
  '4000008260000000': 'GB',
};

/** The country of a local test card, when it is one of Stripe's international ones. */
export function testCardCountry(number: string): string | null {
  return TEST_CARD_COUNTRIES[number] ?? null;
}

export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A card kept for later charges, as the billing page shows it. */
export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

/** The cards that pay when the buyer is there and are declined when charged later without them (Stripe's 0341). */
const DECLINES_LATER: ReadonlySet<string> = new Set(['4000000000000341']);

/** A test card's brand, as Stripe names it. */
function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  return 'card';
}

export class LocalGateway implements PaymentGateway {
  readonly kind = 'local' as const;
  readonly live = false;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = systemClock,
  ) {}

  /**
   * Honours the idempotency key as Stripe does: a repeated key answers the intent it first created (the unique
   * key makes that hold for requests arriving at once, in any process), so a retried or doubled checkout
   * request cannot open a second payment.
   */
  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const id = `pi_local_${randomBytes(12).toString('hex')}`;
    const [row] = await this.db
      .insert(localPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        metadata: { ...input.metadata },
        status: 'requires_payment_method',
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
      .returning();
    if (row) return toGatewayIntent(row);
    const [first] = await this.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (!first) throw new Error(`local gateway: no intent for idempotency key ${input.idempotencyKey}`);
    return toGatewayIntent(first);
  }

  /** The same gateway writing its records through `db` (the checkout's transaction: on PGlite there is one connection). */
  within(db: Db): LocalGateway {
    return new LocalGateway(db, this.now);
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | null> {
    const [row] = await this.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)).limit(1);
    return row ? toGatewayIntent(row) : null;
  }

  /** Only while the buyer can still pay, as Stripe allows. */
  async updateIntent(id: string, changes: { amount: number; metadata: IntentMetadata }): Promise<GatewayIntent> {
    const [row] = await this.db
      .update(localPaymentIntents)
      .set({ amount: changes.amount, metadata: { ...changes.metadata }, updatedAt: this.now() })
      .where(and(eq(localPaymentIntents.id, id), eq(localPaymentIntents.status, 'requires_payment_method')))
      .returning();
    if (row) return toGatewayIntent(row);
    throw new DomainError('conflict', 'This payment can no longer be changed.');
  }

  /** Only while the buyer has not paid, as Stripe allows; a card confirmed afterwards is refused. */
  async cancelIntent(id: string): Promise<boolean> {
    const [row] = await this.db
      .update(localPaymentIntents)
      .set({ status: 'canceled', updatedAt: this.now() })
      .where(and(eq(localPaymentIntents.id, id), eq(localPaymentIntents.status, 'requires_payment_method')))
      .returning({ id: localPaymentIntents.id });
    if (row) return true;
    const current = await this.retrieveIntent(id);
    return !current || current.status === 'canceled';
  }

  /** At once, in full; a second refund of the same payment answers the first, as Stripe does for one idempotency key. */
  async refund(input: RefundInput): Promise<GatewayRefund> {
    const refundId = `re_local_${randomBytes(12).toString('hex')}`;
    const [updated] = await this.db
      .update(localPaymentIntents)
      .set({ refundId, updatedAt: this.now() })
      .where(
        and(
          eq(localPaymentIntents.id, input.paymentIntentId),
          eq(localPaymentIntents.status, 'succeeded'),
          isNull(localPaymentIntents.refundId),
        ),
      )
      .returning();
    if (updated) return { id: refundId, status: 'succeeded', amount: updated.amount };
    const [row] = await this.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, input.paymentIntentId)).limit(1);
    if (!row) throw new DomainError('not_found', 'The payment gateway has no record of this payment.');
    if (row.refundId) return { id: row.refundId, status: 'succeeded', amount: row.amount };
    throw new DomainError('conflict', 'This payment was never completed, so there is nothing to refund.');
  }

  /**
   * The card step that Stripe's Payment Element performs in the browser: the intent, succeeded, or a
   * DomainError (declined with Stripe's decline code, not found, or no longer confirmable).
   */
  async confirmWithCard({ clientSecret, card }: { clientSecret: string; card: CardDetails }): Promise<GatewayIntent> {
    const [row] = await this.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.clientSecret, clientSecret)).limit(1);
    if (!row) throw new DomainError('not_found', 'This payment could not be found.');
    if (row.status === 'succeeded') return toGatewayIntent(row);
    if (row.status !== 'requires_payment_method') throw new DomainError('conflict', 'This payment can no longer be confirmed.');

    const failure = checkCard(card, this.now());
    if (failure) {
      await this.db
        .update(localPaymentIntents)
        .set({ lastError: failure.message, updatedAt: this.now() })
        .where(eq(localPaymentIntents.id, row.id));
      throw new DomainError('declined', failure.message, { declineCode: failure.code });
    }
    // Only one confirmation may move the intent to succeeded; a double click changes nothing more.
    const [updated] = await this.db
      .update(localPaymentIntents)
      .set({
        status: 'succeeded',
        lastError: null,
        cardCountry: testCardCountry(card.number),
        updatedAt: this.now(),
      })
      .where(sql`${localPaymentIntents.id} = ${row.id} and ${localPaymentIntents.status} = 'requires_payment_method'`)
      .returning();
    if (updated) return toGatewayIntent(updated);
    const current = await this.retrieveIntent(row.id);
    if (current?.status === 'succeeded') return current;
    throw new DomainError('conflict', 'This payment can no longer be confirmed.');
  }
}

/**
 * The saved-card half of the local gateway (issue 44): what Stripe does with a customer's default payment method.
 * Separate from the intents above only in what it keeps: the card, for charges made without the buyer.
 */
export class LocalSavedCards {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = systemClock,
  ) {}

  /**
   * Keeps a card given by the buyer (a recurring checkout's card, or a new one from the billing page): checked as the
   * card step checks it, so a declined or invalid card is refused here with Stripe's decline code.
   */
  async saveCard({ userId, card }: { userId: string; card: CardDetails }): Promise<SavedCard> {
    const failure = checkCard(card, this.now());
    if (failure) throw new DomainError('declined', failure.message, { declineCode: failure.code });
    const id = `pm_local_${randomBytes(12).toString('hex')}`;
    await this.db
      .insert(localPaymentMethods)
      .values({ id, userId, number: card.number, expMonth: card.expMonth, expYear: card.expYear, createdAt: this.now() });
    return { paymentMethodId: id, brand: cardBrand(card.number), last4: card.number.slice(-4) };
  }

  /**
   * Pays an open intent with a saved card, the buyer absent (a renewal or a retry), as Stripe confirms off-session:
   * the intent succeeded, or still open with the decline (its last error) for the dunning to record. Idempotent: an
   * intent already paid answers itself.
   */
  async chargeSavedCard({
    paymentIntentId,
    paymentMethodId,
  }: {
    paymentIntentId: string;
    paymentMethodId: string;
  }): Promise<{ intent: GatewayIntent; declined: { code: string; message: string } | null }> {
    const [row] = await this.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, paymentIntentId)).limit(1);
    if (!row) throw new DomainError('not_found', 'This payment could not be found.');
    if (row.status === 'succeeded') return { intent: toGatewayIntent(row), declined: null };
    if (row.status !== 'requires_payment_method') throw new DomainError('conflict', 'This payment can no longer be confirmed.');
    const [card] = await this.db.select().from(localPaymentMethods).where(eq(localPaymentMethods.id, paymentMethodId)).limit(1);
    const failure = !card
      ? { code: 'payment_method_missing', message: 'The saved card is no longer on file.' }
      : DECLINES_LATER.has(card.number)
        ? { code: 'card_declined', message: 'Your card was declined.' }
        : checkCard({ number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: '' }, this.now());
    if (failure) {
      const [open] = await this.db
        .update(localPaymentIntents)
        .set({ lastError: failure.message, updatedAt: this.now() })
        .where(eq(localPaymentIntents.id, row.id))
        .returning();
      return { intent: toGatewayIntent(open ?? row), declined: failure };
    }
    const [paid] = await this.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded', lastError: null, cardCountry: testCardCountry(card!.number), updatedAt: this.now() })
      .where(and(eq(localPaymentIntents.id, row.id), eq(localPaymentIntents.status, 'requires_payment_method')))
      .returning();
    if (paid) return { intent: toGatewayIntent(paid), declined: null };
    const current = await this.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, row.id)).limit(1);
    if (current[0]?.status === 'succeeded') return { intent: toGatewayIntent(current[0]), declined: null };
    throw new DomainError('conflict', 'This payment can no longer be confirmed.');
  }
}

function checkCard(card: CardDetails, now: Date): { code: string; message: string } | null {
  if (!luhnValid(card.number)) return { code: 'incorrect_number', message: 'Your card number is invalid.' };
  const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) return { code: 'expired_card', message: "Your card's expiration date is in the past." };
  const outcome = TEST_CARD_OUTCOMES[card.number];
  if (!outcome && !(card.number in TEST_CARD_COUNTRIES)) {
    return {
      code: 'card_declined',
      message: 'Your card was declined. This site is in test mode: use a test card such as 4242 4242 4242 4242.',
    };
  }
  return !outcome || outcome.ok ? null : { code: outcome.code, message: outcome.message };
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function toGatewayIntent(row: typeof localPaymentIntents.$inferSelect): GatewayIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    metadata: row.metadata,
    cardCountry: row.cardCountry,
  };
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { BASE_CURRENCY, CURRENCIES, type Currency } from '../../common/currencies';
import { coursePagePath } from '../courses/course-catalogue';
import { entitlements, offerGrants as grantRows, offerPrices, offers, purchases } from '../db/schema';
import { liveAt } from '../entitlements/learner-access';
import type { Db } from '../db/client';
import type { GrantType, PriceInterval, PriceType } from './schema';

/** One thing an offer gives, as checkout, fulfilment and receipts read it. */
export interface SaleGrant {
  type: GrantType;
  courseId: string | null;
  sessions: number | null;
}

/**
 * An offer as a checkout sells it (issue 43; docs/decisions/033g-checkout-by-offer.md): its price in one currency
 * and what it grants. The purchase records the offer; the offer's first course is where the buyer lands and whose
 * reminders the purchase ends.
 */
export interface SaleOffer {
  id: string;
  title: string;
  description: string;
  status: 'draft' | 'published' | 'archived';
  priceType: PriceType;
  /** The price in `currency` (per `interval` for a recurring offer), minor units; 0 for a free offer. */
  price: number;
  currency: string;
  /** The offer's first course grant; null for an offer of no course. */
  courseId: string | null;
  grants: SaleGrant[];
}

/** An offer and what it grants, whatever its price; undefined when there is none. */
export async function loadOffer({ db, offerId }: { db: Db; offerId: string }): Promise<Omit<SaleOffer, 'price' | 'currency'> | undefined> {
  const [[offer], grants] = await Promise.all([
    db
      .select({ id: offers.id, title: offers.title, description: offers.description, status: offers.status, priceType: offers.priceType })
      .from(offers)
      .where(eq(offers.id, offerId))
      .limit(1),
    db
      .select({ type: grantRows.type, courseId: grantRows.courseId, sessions: grantRows.sessions })
      .from(grantRows)
      .where(eq(grantRows.offerId, offerId))
      .orderBy(asc(grantRows.position)),
  ]);
  if (!offer) return undefined;
  return { ...offer, courseId: grants.find((grant) => grant.type === 'course')?.courseId ?? null, grants };
}

/**
 * The offer priced in exactly this currency, whatever its status (a payment opened while it was published is
 * still recorded once it is archived); `undefined` when there is no such offer, `'not_sold_in'` when a one-time
 * offer has no price in the currency (never converted: the buyer was shown this currency, decision 028a).
 */
export async function loadSaleOffer({
  db,
  offerId,
  currency,
  interval = 'once',
}: {
  db: Db;
  offerId: string;
  currency: string;
  /** The price's period: `once` for a one-time offer, `month` or `year` for a recurring one (issue 44). */
  interval?: PriceInterval;
}): Promise<SaleOffer | 'not_sold_in' | undefined> {
  const [offer, [price]] = await Promise.all([
    loadOffer({ db, offerId }),
    db
      .select({ amount: offerPrices.amount })
      .from(offerPrices)
      .where(and(eq(offerPrices.offerId, offerId), eq(offerPrices.currency, currency.toUpperCase()), eq(offerPrices.interval, interval)))
      .limit(1),
  ]);
  if (!offer) return undefined;
  if (offer.priceType !== 'free' && !price) return 'not_sold_in';
  return { ...offer, price: offer.priceType === 'free' ? 0 : price!.amount, currency: currency.toUpperCase() };
}

/** The standing purchases a learner has of an offer: one at most (purchases_one_standing_idx, purchases_one_grant_idx). */
const STANDING = ['paid', 'disputed', 'granted'] as const;

/**
 * Whether buying the offer would give the learner nothing: they hold a standing purchase of it (paid, disputed or
 * granted), or every course, the member area and the community it grants are already theirs. Coaching sessions do
 * not count: more sessions are something new.
 */
export async function ownsOffer({
  db,
  userId,
  offer,
  now,
}: {
  db: Db;
  userId: string;
  offer: Pick<SaleOffer, 'id' | 'grants'>;
  now: Date;
}): Promise<boolean> {
  const [standing] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.offerId, offer.id), inArray(purchases.status, [...STANDING])))
    .limit(1);
  if (standing) return true;
  const wanted = offer.grants.filter((grant) => grant.type !== 'coaching');
  if (wanted.length === 0) return false;
  const live = await db
    .select({ kind: entitlements.kind, courseId: entitlements.courseId })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), liveAt(now)));
  return wanted.every((grant) =>
    live.some((row) => row.kind === grant.type && (grant.type !== 'course' || row.courseId === grant.courseId)),
  );
}

/** Whether the offer gives one of these things. */
export function offerGives(offer: Pick<SaleOffer, 'grants'>, type: GrantType): boolean {
  return offer.grants.some((grant) => grant.type === type);
}

/** Where the buyer of an offer starts: its first course's page, or the dashboard for an offer of no course. */
export function offerStartPath(offer: Pick<SaleOffer, 'courseId'>): string {
  return offer.courseId ? coursePagePath(offer.courseId) : '/dashboard';
}

/** An offer's prices, minor units per currency: only the currencies it is sold in. */
export async function loadOfferPrices({ db, offerId }: { db: Db; offerId: string }): Promise<Partial<Record<Currency, number>>> {
  const rows = await db
    .select({ currency: offerPrices.currency, amount: offerPrices.amount })
    .from(offerPrices)
    .where(eq(offerPrices.offerId, offerId));
  return Object.fromEntries(rows.map((row) => [row.currency, row.amount]));
}

/**
 * The currency a checkout of the offer charges in: the visitor's when the offer has a price in it, else pounds,
 * else the first it is sold in (decision 028a: a price is never converted).
 */
export function offerCurrency(prices: Partial<Record<Currency, number>>, wanted: Currency): Currency {
  if (prices[wanted] !== undefined) return wanted;
  if (prices[BASE_CURRENCY] !== undefined) return BASE_CURRENCY;
  return CURRENCIES.find((currency) => prices[currency] !== undefined) ?? BASE_CURRENCY;
}

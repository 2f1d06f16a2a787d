import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '../../common/currencies';
import { courses, entitlements, offerGrants, offerPrices, offers, purchases } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { OfferGrant, OfferPrice, OfferStatus } from '../../common/offer-schemas';
import type { Db } from '../db/client';

const DAY = 24 * 60 * 60 * 1000;

/** What an offer has sold (issue 43), read from `purchases.offer_id` and the free enrolments it gave. */
export interface OfferSales {
  /** Purchases that stand: paid, or disputed (a won dispute makes it paid again). */
  purchases: number;
  /** Purchases the owner granted that still stand. */
  granted: number;
  /** Learners who enrolled through it while it was free. */
  freeEnrolments: number;
  /** What the paid purchases brought in, minor units per currency (what was charged, codes taken off). */
  revenue: Partial<Record<Currency, number>>;
  refunds: number;
  /** Standing purchases made in the 30 days before `now`. */
  last30Days: number;
}

export interface OwnerOffer {
  id: string;
  slug: string;
  title: string;
  description: string;
  status: OfferStatus;
  position: number;
  price: OfferPrice;
  /** In the offer's order, each with the course's title for a course grant. */
  grants: (OfferGrant & { courseTitle?: string })[];
  updatedAt: string;
}

/** The offers as the owner edits them, in the catalogue's order; one offer when `offerIds` names it. */
async function loadOffers({ db, offerIds }: { db: Db; offerIds?: string[] }): Promise<OwnerOffer[]> {
  const where = offerIds ? inArray(offers.id, offerIds) : undefined;
  const [rows, grantRows, priceRows] = await Promise.all([
    db.select().from(offers).where(where).orderBy(asc(offers.position), asc(offers.id)),
    db
      .select({
        offerId: offerGrants.offerId,
        type: offerGrants.type,
        courseId: offerGrants.courseId,
        sessions: offerGrants.sessions,
        courseTitle: courses.title,
      })
      .from(offerGrants)
      .leftJoin(courses, eq(courses.id, offerGrants.courseId))
      .where(offerIds ? inArray(offerGrants.offerId, offerIds) : undefined)
      .orderBy(asc(offerGrants.offerId), asc(offerGrants.position)),
    db
      .select({ offerId: offerPrices.offerId, currency: offerPrices.currency, interval: offerPrices.interval, amount: offerPrices.amount })
      .from(offerPrices)
      .where(offerIds ? inArray(offerPrices.offerId, offerIds) : undefined),
  ]);
  return rows.map((row) => {
    const price = ownerPriceOf(
      row,
      priceRows.filter((p) => p.offerId === row.id),
    );
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      status: row.status,
      position: row.position,
      price,
      grants: grantRows.filter((grant) => grant.offerId === row.id).map(toGrant),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

type Amounts = { GBP: number; USD?: number; EUR?: number };

/** The price as the owner's API takes it, from the offer's row and its price rows (the inverse of priceRowsOf). */
function ownerPriceOf(
  offer: { priceType: string; trialDays: number | null; instalments: number | null },
  rows: { currency: string; interval: string; amount: number }[],
): OfferPrice {
  const amounts = (interval: string) => {
    const found = rows.filter((p) => p.interval === interval);
    if (found.length === 0) return undefined;
    const out: Partial<Record<Currency, number>> = {};
    for (const p of found) out[p.currency as Currency] = p.amount;
    return out as Amounts;
  };
  switch (offer.priceType) {
    case 'free':
      return { type: 'free' };
    case 'subscription': {
      const month = amounts('month');
      const year = amounts('year');
      return {
        type: 'subscription',
        amounts: { ...(month ? { month } : {}), ...(year ? { year } : {}) },
        ...(offer.trialDays ? { trialDays: offer.trialDays } : {}),
      };
    }
    case 'payment_plan':
      return { type: 'payment_plan', instalments: offer.instalments ?? 2, amounts: amounts('month') ?? ({} as Amounts) };
    default:
      return { type: 'one_time', amounts: amounts('once') ?? ({} as Amounts) };
  }
}

function toGrant(row: { type: string; courseId: string | null; sessions: number | null; courseTitle: string | null }) {
  switch (row.type) {
    case 'course':
      return { type: 'course' as const, courseId: row.courseId!, courseTitle: row.courseTitle ?? row.courseId! };
    case 'coaching':
      return { type: 'coaching' as const, sessions: row.sessions! };
    default:
      return { type: row.type as 'member_area' | 'community' };
  }
}

/** GET /api/admin/offers/:id: one offer with its sales; 404 when there is none. */
export async function loadOwnerOffer({ db, offerId, now }: { db: Db; offerId: string; now: Date }) {
  const [offer] = await loadOffers({ db, offerIds: [offerId] });
  if (!offer) throw new DomainError('not_found', 'No such offer.');
  const sales = await loadOfferSales({ db, now, offerIds: [offerId] });
  return { ...offer, sales: sales.get(offerId) ?? emptySales() };
}

/** GET /api/admin/offers: every offer, drafts and archived ones too, each with its sales. */
export async function listOwnerOffers({ db, now }: { db: Db; now: Date }) {
  const [list, sales] = await Promise.all([loadOffers({ db }), loadOfferSales({ db, now })]);
  return { offers: list.map((offer) => ({ ...offer, sales: sales.get(offer.id) ?? emptySales() })) };
}

const emptySales = (): OfferSales => ({ purchases: 0, granted: 0, freeEnrolments: 0, revenue: {}, refunds: 0, last30Days: 0 });

/** Each offer's sales in two grouped queries (purchases by status and currency; free enrolments). */
async function loadOfferSales({ db, now, offerIds }: { db: Db; now: Date; offerIds?: string[] }): Promise<Map<string, OfferSales>> {
  const since = new Date(now.getTime() - 30 * DAY);
  const [purchaseRows, enrolmentRows] = await Promise.all([
    db
      .select({
        offerId: purchases.offerId,
        status: purchases.status,
        currency: purchases.currency,
        count: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${purchases.amount}), 0)::int`,
        recent: sql<number>`(count(*) filter (where ${purchases.createdAt} > ${since} and ${purchases.createdAt} <= ${now}))::int`,
      })
      .from(purchases)
      .where(offerIds ? inArray(purchases.offerId, offerIds) : sql`${purchases.offerId} is not null`)
      .groupBy(purchases.offerId, purchases.status, purchases.currency),
    db
      .select({ offerId: entitlements.offerId, count: sql<number>`count(distinct ${entitlements.userId})::int` })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.source, 'free_enrolment'),
          offerIds ? inArray(entitlements.offerId, offerIds) : sql`${entitlements.offerId} is not null`,
        ),
      )
      .groupBy(entitlements.offerId),
  ]);
  const out = new Map<string, OfferSales>();
  const of = (offerId: string) => out.get(offerId) ?? out.set(offerId, emptySales()).get(offerId)!;
  for (const row of purchaseRows) {
    if (!row.offerId) continue;
    const sales = of(row.offerId);
    if (row.status === 'paid' || row.status === 'disputed') {
      sales.purchases += row.count;
      sales.last30Days += row.recent;
    }
    if (row.status === 'paid' && (CURRENCIES as readonly string[]).includes(row.currency.toUpperCase())) {
      const currency = row.currency.toUpperCase() as Currency;
      sales.revenue[currency] = (sales.revenue[currency] ?? 0) + row.amount;
    }
    if (row.status === 'granted') sales.granted += row.count;
    if (row.status === 'refunded') sales.refunds += row.count;
  }
  for (const row of enrolmentRows) if (row.offerId) of(row.offerId).freeEnrolments += row.count;
  return out;
}

/** The courses an offer can grant, for the owner's form: every row of the courses table. */
export async function offerableCourses({ db }: { db: Db }) {
  return db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.title));
}

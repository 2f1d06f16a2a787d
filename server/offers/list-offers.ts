import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Currency } from '../../common/currencies';
import { shownOfferPrice, type PriceRow, type ShownOfferPrice } from '../../common/recurring-price';
import { coursePagePath } from '../courses/course-catalogue';
import { courses, offerGrants, offerPrices, offers } from '../db/schema';
import type { Db } from '../db/client';
import type { GrantType, PriceType } from './schema';

/** An offer's price as a visitor is shown it: free, one amount, a subscription's periods or a payment plan (issue 44). */
export type OfferPrice = ShownOfferPrice;

/** One thing an offer gives, with what a page needs to name and link it. */
export interface PublicGrant {
  type: GrantType;
  courseId?: string;
  courseTitle?: string;
  coursePath?: string;
  sessions?: number;
}

/** An offer as GET /api/offers and its sales page show it (issue 43). */
export interface PublicOffer {
  id: string;
  slug: string;
  title: string;
  description: string;
  price: OfferPrice;
  grants: PublicGrant[];
}

/**
 * The price shown in `currency` (the page's, decided as every page decides it: server/money/visitor-currency.ts
 * pagePrices); in pounds when the offer has none in that currency, as a course's price falls back
 * (server/money/course-prices.ts priceIn). A paid offer with no price at all is not for sale: undefined.
 */
export function offerPriceIn(
  offer: { priceType: PriceType; trialDays?: number | null; instalments?: number | null },
  prices: readonly PriceRow[],
  currency: Currency,
): OfferPrice | undefined {
  return shownOfferPrice(offer, prices, currency);
}

/** The published offers matching `where`, in the catalogue's order (position, then id), priced in `currency`. */
async function readOffers(db: Db, currency: Currency, slug?: string): Promise<PublicOffer[]> {
  const rows = await db
    .select({
      id: offers.id,
      slug: offers.slug,
      title: offers.title,
      description: offers.description,
      priceType: offers.priceType,
      trialDays: offers.trialDays,
      instalments: offers.instalments,
    })
    .from(offers)
    .where(and(eq(offers.status, 'published'), slug === undefined ? undefined : eq(offers.slug, slug)))
    .orderBy(asc(offers.position), asc(offers.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [grants, prices] = await Promise.all([
    db
      .select({
        offerId: offerGrants.offerId,
        type: offerGrants.type,
        courseId: offerGrants.courseId,
        courseTitle: courses.title,
        sessions: offerGrants.sessions,
      })
      .from(offerGrants)
      .leftJoin(courses, eq(courses.id, offerGrants.courseId))
      .where(inArray(offerGrants.offerId, ids))
      .orderBy(asc(offerGrants.offerId), asc(offerGrants.position)),
    db.select().from(offerPrices).where(inArray(offerPrices.offerId, ids)),
  ]);
  return rows.flatMap((row) => {
    const price = offerPriceIn(
      row,
      prices.filter((p) => p.offerId === row.id),
      currency,
    );
    // A paid offer without a price cannot be bought: it is not listed until the owner prices it.
    if (!price) return [];
    return [
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        price,
        grants: grants.filter((g) => g.offerId === row.id).map(publicGrant),
      },
    ];
  });
}

function publicGrant(grant: {
  type: GrantType;
  courseId: string | null;
  courseTitle: string | null;
  sessions: number | null;
}): PublicGrant {
  if (grant.type === 'course' && grant.courseId) {
    return {
      type: 'course',
      courseId: grant.courseId,
      courseTitle: grant.courseTitle ?? grant.courseId,
      coursePath: coursePagePath(grant.courseId),
    };
  }
  if (grant.type === 'coaching') return { type: 'coaching', sessions: grant.sessions ?? 1 };
  return { type: grant.type };
}

/**
 * GET /api/offers (issue 43): every published offer a visitor can take, in the catalogue's order, with its price in
 * `currency` and what it grants. Drafts and archived offers are never shown.
 */
export function listOffers({ db, currency }: { db: Db; currency: Currency }): Promise<PublicOffer[]> {
  return readOffers(db, currency);
}

/** The published offer at /offer/<slug>, or undefined (a draft, an archived offer, or no such slug: the 404). */
export async function findPublishedOffer({
  db,
  slug,
  currency,
}: {
  db: Db;
  slug: string;
  currency: Currency;
}): Promise<PublicOffer | undefined> {
  return (await readOffers(db, currency, slug))[0];
}

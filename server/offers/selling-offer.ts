import { and, asc, eq, sql } from 'drizzle-orm';
import { offerGrants, offerPrices, offers } from '../db/schema';
import type { Db } from '../db/client';
import type { GrantType } from './schema';

/**
 * Which offer sells something first: a published one-time offer (the callers' condition), the one granting the
 * fewest courses, then the catalogue's order. Migration 0049's `purchase_offer` trigger orders the same way.
 */
const SELLING_ORDER = [
  sql`(select count(*) from ${offerGrants} c where c.offer_id = ${offers.id} and c.type = 'course')`,
  asc(offers.position),
  asc(offers.id),
];
const SELLING: ReturnType<typeof and> = and(eq(offers.status, 'published'), eq(offers.priceType, 'one_time'));

/**
 * A course a published free offer gives is open to every learner (033a): a paid bundle that includes it does not
 * sell it, so it has no price and its checkout says it is free.
 */
const NOT_OPEN = sql`not exists (select 1 from ${offerGrants} f join ${offers} fo on fo.id = f.offer_id
  where f.type = 'course' and f.course_id = ${offerGrants.courseId} and fo.price_type = 'free' and fo.status = 'published')`;

/**
 * The offer a visitor without access is shown for a product (issue 43): a published one-time offer that grants
 * it, the one granting the fewest courses first, then the catalogue's order. With it comes the course it sells
 * (its first course grant), whose price the page quotes until prices move to offers. Undefined when none sells it.
 */
export async function findSellingOffer({
  db,
  grant,
}: {
  db: Db;
  grant: GrantType;
}): Promise<{ id: string; title: string; courseId: string | null } | undefined> {
  const [row] = await db
    .select({
      id: offers.id,
      title: offers.title,
      courseId: sql<
        string | null
      >`(select g.course_id from ${offerGrants} g where g.offer_id = ${offers.id} and g.type = 'course' order by g.position limit 1)`,
    })
    .from(offers)
    .where(and(SELLING, sql`exists (select 1 from ${offerGrants} g where g.offer_id = ${offers.id} and g.type = ${grant})`))
    .orderBy(...SELLING_ORDER)
    .limit(1);
  return row;
}

/**
 * For each course, the offer that sells it on its own (issue 43): a published one-time offer granting it, the one
 * granting the fewest courses first, then the catalogue's order. The course's price is that offer's
 * (docs/decisions/033c-offer-prices.md).
 */
export async function sellingOffersByCourse({ db }: { db: Db }): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([offerGrants.courseId], { courseId: offerGrants.courseId, offerId: offers.id })
    .from(offerGrants)
    .innerJoin(offers, eq(offers.id, offerGrants.offerId))
    .where(and(eq(offerGrants.type, 'course'), SELLING, NOT_OPEN))
    .orderBy(offerGrants.courseId, ...SELLING_ORDER);
  return new Map(rows.flatMap((row) => (row.courseId ? [[row.courseId, row.offerId] as const] : [])));
}

/** Each course's prices as its selling offer's rows: `{ courseId, currency, amount }`, the shape the price list reads. */
export async function sellingPriceRows({ db }: { db: Db }): Promise<{ courseId: string; currency: string; amount: number }[]> {
  const [selling, prices] = await Promise.all([sellingOffersByCourse({ db }), db.select().from(offerPrices)]);
  return [...selling].flatMap(([courseId, offerId]) =>
    prices.filter((price) => price.offerId === offerId).map((price) => ({ courseId, currency: price.currency, amount: price.amount })),
  );
}

/** The offer that sells one course on its own (as sellingOffersByCourse chooses), or undefined when none does. */
export async function sellingOfferOf({ db, courseId }: { db: Db; courseId: string }): Promise<string | undefined> {
  const [row] = await db
    .select({ offerId: offers.id })
    .from(offerGrants)
    .innerJoin(offers, eq(offers.id, offerGrants.offerId))
    .where(and(eq(offerGrants.type, 'course'), eq(offerGrants.courseId, courseId), SELLING, NOT_OPEN))
    .orderBy(...SELLING_ORDER)
    .limit(1);
  return row?.offerId;
}

import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { priceRowsOf } from '../../common/offer-schemas';
import { recordAudit } from '../admin/record-audit';
import { isUniqueViolation } from '../db/errors';
import { courses, offerGrants, offerPrices, offers } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { loadOwnerOffer } from './owner-offers';
import type { CreateOfferBody, OfferGrant, OfferPrice, UpdateOfferBody } from '../../common/offer-schemas';
import type { Db } from '../db/client';

/**
 * The owner's offers (issue 43): create and change an offer, its price and what it grants, each change in one
 * transaction with its audit row. The change-version triggers on the three tables drop every process's cached pages.
 *
 * What an offer grants is copied into a buyer's entitlements when the purchase is recorded (trigger
 * `purchases_entitlements`, decision 033a), so changing the grants changes what later buyers get and never what
 * earlier buyers have (docs/decisions/033d-owner-offers.md).
 */

/** Every course grant names a row of the courses table, or the field that does not. */
async function checkCourses(db: Db, grants: OfferGrant[]) {
  const wanted = grants.flatMap((grant) => (grant.type === 'course' ? [grant.courseId] : []));
  if (wanted.length === 0) return;
  const known = new Set((await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, wanted))).map((row) => row.id));
  const index = grants.findIndex((grant) => grant.type === 'course' && !known.has(grant.courseId));
  if (index >= 0) {
    const field = `grants.${index}.courseId`;
    throw new DomainError('invalid', `${field}: no course has that id.`, { field });
  }
}

const slugTaken = (slug: string) =>
  new DomainError('conflict', `slug: another offer already uses "${slug}".`, { field: 'slug', error: 'slug_taken' });

/** The offer's grants and prices, replaced: rows in the order given; no price rows for a free offer. */
async function writeGrantsAndPrices(
  tx: Db,
  { offerId, grants, price, actorId, now }: { offerId: string; grants?: OfferGrant[]; price?: OfferPrice; actorId: string; now: Date },
) {
  if (grants) {
    await tx.delete(offerGrants).where(eq(offerGrants.offerId, offerId));
    await tx.insert(offerGrants).values(
      grants.map((grant, position) => ({
        offerId,
        position,
        type: grant.type,
        courseId: grant.type === 'course' ? grant.courseId : null,
        sessions: grant.type === 'coaching' ? grant.sessions : null,
      })),
    );
  }
  if (price) {
    await tx.delete(offerPrices).where(eq(offerPrices.offerId, offerId));
    const rows = priceRowsOf(price).map((row) => ({ offerId, ...row, setAt: now, setBy: actorId }));
    if (rows.length > 0) await tx.insert(offerPrices).values(rows as (typeof offerPrices.$inferInsert)[]);
  }
}

/** The offer's columns a price sets: its type, and a subscription's trial or a plan's instalments (null otherwise). */
const priceColumns = (price: OfferPrice) => ({
  priceType: price.type,
  trialDays: price.type === 'subscription' ? (price.trialDays ?? null) : null,
  instalments: price.type === 'payment_plan' ? price.instalments : null,
});

/** POST /api/admin/offers: a new offer, last in the catalogue's order; its id is its slug (decision 033d). */
export async function createOffer({ db, body, actorId, now }: { db: Db; body: CreateOfferBody; actorId: string; now: Date }) {
  await checkCourses(db, body.grants);
  const [clash] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(or(eq(offers.id, body.slug), eq(offers.slug, body.slug)))
    .limit(1);
  if (clash) throw slugTaken(body.slug);
  try {
    await db.transaction(async (tx) => {
      const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${offers.position}), -1)::int + 1` }).from(offers)) as [
        { next: number },
      ];
      await tx.insert(offers).values({
        id: body.slug,
        slug: body.slug,
        title: body.title,
        description: body.description,
        ...priceColumns(body.price),
        status: body.status,
        position: next,
        createdAt: now,
        updatedAt: now,
      });
      await writeGrantsAndPrices(tx, { offerId: body.slug, grants: body.grants, price: body.price, actorId, now });
      await recordAudit({ db: tx, actorId, action: 'offer.create', target: { type: 'offer', id: body.slug }, details: { ...body }, now });
    });
  } catch (error) {
    // Two owners creating the same slug at once: the primary key or the slug's unique index says so.
    if (isUniqueViolation(error)) throw slugTaken(body.slug);
    throw error;
  }
  return { id: body.slug };
}

/**
 * PATCH /api/admin/offers/:id: the fields given; grants and prices given replace the offer's, together, in one
 * transaction. The id never changes, so purchases, links by id and coupons keep naming the offer.
 */
export async function updateOffer({
  db,
  offerId,
  body,
  actorId,
  now,
}: {
  db: Db;
  offerId: string;
  body: UpdateOfferBody;
  actorId: string;
  now: Date;
}) {
  const [current] = await db.select({ id: offers.id, slug: offers.slug }).from(offers).where(eq(offers.id, offerId)).limit(1);
  if (!current) throw new DomainError('not_found', 'No such offer.');
  if (body.grants) await checkCourses(db, body.grants);
  if (body.slug !== undefined && body.slug !== current.slug) {
    // Nor another offer's id: an address names one offer, whichever way a page looks it up.
    const [clash] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(ne(offers.id, offerId), or(eq(offers.slug, body.slug), eq(offers.id, body.slug))))
      .limit(1);
    if (clash) throw slugTaken(body.slug);
  }
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(offers)
        .set({
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.price ? priceColumns(body.price) : {}),
          updatedAt: now,
        })
        .where(eq(offers.id, offerId));
      await writeGrantsAndPrices(tx, { offerId, grants: body.grants, price: body.price, actorId, now });
      await recordAudit({ db: tx, actorId, action: 'offer.update', target: { type: 'offer', id: offerId }, details: { ...body }, now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(body.slug ?? current.slug);
    throw error;
  }
  return loadOwnerOffer({ db, offerId, now });
}

import { and, eq, inArray } from 'drizzle-orm';
import { SEED_OFFERS } from '../../content/offers/offers';
import { offerGrants, offerPrices, offers } from '../db/schema';
import type { Db } from '../db/client';

/**
 * Gives the catalogue's first offers (migration 0049 made the rows) their grants once the courses they name
 * exist, and their prices. Only an offer with no grant (no price) at all is filled: the owner's changes stay. Idempotent, and safe on two
 * processes at once (the grants' unique position).
 */
export async function seedOffers({ db, now }: { db: Db; now: Date }): Promise<void> {
  const existing = await db
    .selectDistinct({ offerId: offerGrants.offerId })
    .from(offerGrants)
    .where(
      inArray(
        offerGrants.offerId,
        SEED_OFFERS.map((o) => o.id),
      ),
    );
  const filled = new Set(existing.map((row) => row.offerId));
  const rows = SEED_OFFERS.filter((offer) => !filled.has(offer.id)).flatMap((offer) =>
    offer.grants.map((grant, position) => ({
      offerId: offer.id,
      position,
      type: grant.type,
      courseId: grant.courseId ?? null,
      sessions: grant.sessions ?? null,
    })),
  );
  if (rows.length > 0) await db.insert(offerGrants).values(rows).onConflictDoNothing();
  const priced = new Set(
    (
      await db
        .selectDistinct({ offerId: offerPrices.offerId })
        .from(offerPrices)
        .where(
          inArray(
            offerPrices.offerId,
            SEED_OFFERS.map((o) => o.id),
          ),
        )
    ).map((row) => row.offerId),
  );
  // An offer the owner made free keeps no prices (/admin/offers): only a one-time offer without any is priced.
  const oneTime = new Set(
    (
      await db
        .select({ id: offers.id })
        .from(offers)
        .where(
          and(
            eq(offers.priceType, 'one_time'),
            inArray(
              offers.id,
              SEED_OFFERS.map((o) => o.id),
            ),
          ),
        )
    ).map((row) => row.id),
  );
  const prices = SEED_OFFERS.filter((offer) => oneTime.has(offer.id) && !priced.has(offer.id)).flatMap((offer) =>
    Object.entries(offer.prices ?? {}).map(([currency, amount]) => ({ offerId: offer.id, currency, amount, setAt: now })),
  );
  if (prices.length > 0) await db.insert(offerPrices).values(prices).onConflictDoNothing();
}

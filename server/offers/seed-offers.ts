import { inArray } from 'drizzle-orm';
import { SEED_OFFERS } from '../../content/offers/offers';
import { offerGrants } from '../db/schema';
import type { Db } from '../db/client';

/**
 * Gives the catalogue's first offers (migration 0049 made the rows) their grants once the courses they name
 * exist. Only an offer with no grant at all is filled: the owner's changes stay. Idempotent, and safe on two
 * processes at once (the grants' unique position).
 */
export async function seedOffers({ db }: { db: Db }): Promise<void> {
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
}

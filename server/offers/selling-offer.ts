import { and, asc, eq, sql } from 'drizzle-orm';
import { offerGrants, offers } from '../db/schema';
import type { Db } from '../db/client';
import type { GrantType } from './schema';

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
    .where(
      and(
        eq(offers.status, 'published'),
        eq(offers.priceType, 'one_time'),
        sql`exists (select 1 from ${offerGrants} g where g.offer_id = ${offers.id} and g.type = ${grant})`,
      ),
    )
    .orderBy(
      sql`(select count(*) from ${offerGrants} g where g.offer_id = ${offers.id} and g.type = 'course')`,
      asc(offers.position),
      asc(offers.id),
    )
    .limit(1);
  return row;
}

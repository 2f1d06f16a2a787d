// Old addresses keep working (issue 29): when the owner changes an item's slug, the studio records the old one in
// `content_redirects`, and a request for it is answered 301 to the item's current address.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { contentItems, contentRedirects } from '../db/schema';
import type { ContentKind } from '../../common/content-kinds';
import type { Db } from '../db/client';

/**
 * The current slug of the item that `slug` was an old slug of, if that item is published and not deleted;
 * otherwise undefined (the address answers 404, and says nothing of a draft). Asked only for an address the site
 * does not show, so a visit to a live page costs no query.
 */
export async function movedSlug({ db, kind, slug }: { db: Db; kind: ContentKind; slug: string }): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: contentItems.slug })
    .from(contentRedirects)
    .innerJoin(contentItems, eq(contentItems.id, contentRedirects.itemId))
    .where(
      and(
        eq(contentRedirects.kind, kind),
        eq(contentRedirects.fromSlug, slug),
        isNotNull(contentItems.published),
        isNull(contentItems.deletedAt),
      ),
    )
    .limit(1);
  return row && row.slug !== slug ? row.slug : undefined;
}

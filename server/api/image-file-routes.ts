import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { images } from '../db/schema';
import { IMAGE_KEY_PATTERN } from '../images/image-store';
import { largestUrl } from '../images/image-urls';
import type { AppEnv } from '../http/app-env';
import type { ImageStore } from '../images/image-store';
import type { Services } from '../services';

/** A file's bytes never change under its address (ids are never reused): browsers and CDNs keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFound = (c: Context<AppEnv>) => c.json({ message: 'No image has this address.' }, 404);

/**
 * The uploaded images' files (issue 29), public like any picture on a page: `/images/<id>/<width>.webp`,
 * `/images/<id>/original.<ext>`, and `/images/<id>`, the reference content uses, which sends to the largest
 * copy. From the disk store they are streamed with a year's cache; from a bucket with S3_PUBLIC_URL the
 * browser is sent there, otherwise relayed.
 */
export function imageFileRoutes(services: Services, store: ImageStore) {
  return new Hono<AppEnv>()
    .get('/images/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) return notFound(c);
      const [image] = await services.db
        .select({ id: images.id, format: images.format, widths: images.widths })
        .from(images)
        .where(eq(images.id, id));
      if (!image) return notFound(c);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(largestUrl(image), 302);
    })
    .get('/images/:id/:file', async (c) => {
      const key = `${c.req.param('id')}/${c.req.param('file')}`;
      if (!IMAGE_KEY_PATTERN.test(key)) return notFound(c);
      const direct = store.publicUrl(key);
      if (direct) {
        c.header('Cache-Control', 'public, max-age=86400');
        return c.redirect(direct, 302);
      }
      const file = await store.get(key);
      if (!file) return notFound(c);
      const headers: Record<string, string> = {
        'Content-Type': file.contentType,
        'Cache-Control': IMMUTABLE,
        ETag: file.etag,
        // An image opened on its own is shown, never run: no script, no plugin, whatever its bytes claim.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      };
      if (
        c.req
          .header('if-none-match')
          ?.split(/\s*,\s*/)
          .includes(file.etag)
      ) {
        await file.body.cancel();
        return c.body(null, 304, headers);
      }
      if (file.size !== undefined) headers['Content-Length'] = String(file.size);
      return c.body(file.body, 200, headers);
    });
}

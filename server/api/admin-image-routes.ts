import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { HttpError, parseParams } from '../http/errors';
import { deleteImage } from '../images/delete-image';
import { MAX_IMAGE_BYTES, sniffImageType } from '../images/image-format';
import { listImages } from '../images/list-images';
import { uploadImage } from '../images/upload-image';
import type { AppEnv } from '../http/app-env';
import type { ImageStore } from '../images/image-store';
import type { Services } from '../services';

/** The upload's path: exempt from the site's 64 KB body limit, which the route replaces with its own (behind ownerOnly). */
export const IMAGE_UPLOAD_PATH = '/api/admin/images';
/** Room for the multipart envelope around a file of the largest size. */
const ENVELOPE_BYTES = 64 * 1024;
const TOO_LARGE = `file: the image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;

const listQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(60),
});
const imageIdSchema = z.object({ id: z.uuid({ message: 'id must be an image id' }) });

/** The uploaded file's name, for the picker: printable, trimmed, at most 200 characters. */
function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 200) || 'image';
}

async function readUpload(c: Context<AppEnv>): Promise<File> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, 'Content-Type must be multipart/form-data, with the image in the field "file"', { field: 'file' });
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, 'file: the request body is not readable multipart form data', { field: 'file' });
  }
  const file = form.get('file');
  if (file === null) throw new HttpError(400, 'file: choose an image to upload', { field: 'file' });
  if (typeof file === 'string') throw new HttpError(400, 'file: must be a file, not text', { field: 'file' });
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, TOO_LARGE, { field: 'file' });
  if (file.size === 0) throw new HttpError(400, 'file: the file is empty', { field: 'file' });
  return file;
}

/**
 * The owner's images (issue 29), under `/api/admin` (so behind ownerOnly): upload (multipart, field `file`),
 * the recent ones for the studio's picker, delete. Business logic in server/images/.
 */
export function adminImageRoutes(services: Services, store: ImageStore) {
  const { db } = services;
  return new Hono<AppEnv>()
    .post(
      '/images',
      bodyLimit({
        maxSize: MAX_IMAGE_BYTES + ENVELOPE_BYTES,
        onError: (c) => c.json({ message: TOO_LARGE, field: 'file' }, 413),
      }),
      async (c) => {
        const file = await readUpload(c);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const mime = sniffImageType(bytes);
        if (!mime) {
          throw new HttpError(415, 'file: must be a PNG, JPEG, WebP or AVIF image (recognised from its contents, not its name)', {
            field: 'file',
          });
        }
        const image = await uploadImage({
          db,
          store,
          bytes,
          mime,
          originalName: cleanName(file.name),
          actorId: c.get('user')!.id,
          now: services.now(),
        });
        return c.json(image, 201);
      },
    )
    .get('/images', async (c) => {
      const { limit } = parseParams(listQuerySchema, c.req.query());
      return c.json(await listImages({ db, limit }));
    })
    .delete('/images/:id', async (c) => {
      const { id } = parseParams(imageIdSchema, c.req.param());
      return c.json(await deleteImage({ db, store, imageId: id, actorId: c.get('user')!.id, now: services.now() }));
    });
}

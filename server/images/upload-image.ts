import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { images } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { describeImage, type ImageAnswer } from './describe-image';
import { imageKeys } from './image-urls';
import type { Db } from '../db/client';
import type { ImageType } from './image-format';
import type { ImageStore } from './image-store';
import type { Sharp, SharpOptions } from 'sharp';

/** The resized copies' widths: a phone, a tablet or a 1x laptop column, a 2x column. Never wider than the upload. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Past this, decoding alone could take the server's memory (a small file can claim a huge canvas). */
const MAX_PIXELS = 40_000_000;
/** WebP only: AVIF took 3.5 times as long here for 5 % fewer bytes (docs/decisions/026d-images.md). */
const FORMAT = 'webp' as const;

export interface UploadImageOptions {
  db: Db;
  store: ImageStore;
  /** The uploaded file, already recognised as one of the four formats (server/images/image-format.ts). */
  bytes: Uint8Array;
  mime: ImageType;
  originalName: string;
  actorId: string;
  now: Date;
}

type SharpModule = (input?: Uint8Array, options?: SharpOptions) => Sharp;
let sharpModule: Promise<SharpModule> | undefined;

/**
 * sharp is imported on first use, never at start-up: libvips and its threads cost the server memory it has
 * no use for until the owner uploads an image (docs/decisions/008-server-memory.md).
 */
function loadSharp(): Promise<SharpModule> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // No cache of decoded images between uploads: they are rare, and the cache would hold up to 50 MB.
    sharp.cache(false);
    return sharp as unknown as SharpModule;
  });
  return sharpModule;
}

/** The widths to make for an image this wide: the standard ones below it, and its own width up to the largest. */
export function widthsFor(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, Math.max(...IMAGE_WIDTHS));
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/** Uploads under way in this process, by database and content hash: the same file sent twice at once is made once. */
const underWay = new WeakMap<Db, Map<string, Promise<ImageAnswer>>>();

/**
 * Stores an uploaded image (issue 29): a full-size copy in its own format and a WebP copy per width, all
 * upright and without metadata (sharp writes none unless asked: the EXIF block with a camera's GPS position
 * is gone), then its row and the audit row in one transaction. The files are written first, so a row
 * always has its files; files left by a failed insert are removed. The same bytes uploaded again (at once, or
 * later, by any process) are answered with the image they made the first time: sharp's work is done once.
 */
export async function uploadImage(options: UploadImageOptions): Promise<ImageAnswer> {
  const hash = createHash('sha256').update(options.bytes).digest('hex');
  let running = underWay.get(options.db);
  if (!running) underWay.set(options.db, (running = new Map()));
  const same = running.get(hash);
  if (same) return same;
  const upload = storeImage(options, hash).finally(() => running.delete(hash));
  running.set(hash, upload);
  return upload;
}

async function storeImage({ db, store, bytes, mime, originalName, actorId, now }: UploadImageOptions, hash: string): Promise<ImageAnswer> {
  const [stored] = await db.select().from(images).where(eq(images.contentHash, hash));
  if (stored) return describeImage(stored);
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient();
  let full: { data: Buffer; info: { width: number; height: number } };
  try {
    full = await encodeAs(input(), mime).toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = String((error as Error).message ?? error);
    if (/pixel limit/i.test(message)) {
      throw new DomainError('invalid', `file: the image is too large to process (at most ${MAX_PIXELS / 1_000_000} million pixels)`, {
        field: 'file',
      });
    }
    throw new DomainError('invalid', 'file: the image could not be read (damaged, or not really the format its first bytes say)', {
      field: 'file',
    });
  }
  const { width, height } = full.info;
  const id = randomUUID();
  const widths = widthsFor(width);
  const row = {
    id,
    originalName,
    mime,
    width,
    height,
    bytes: bytes.byteLength,
    widths,
    format: FORMAT,
    contentHash: hash,
    createdBy: actorId,
    createdAt: now,
  };
  const keys = imageKeys(row);
  const written: string[] = [];
  try {
    await store.put(keys[0]!, full.data, mime);
    written.push(keys[0]!);
    // Decoded once more, straight to the largest width (JPEG and WebP decode at a fraction of full size),
    // and every smaller copy made from those pixels: no decode per width (an AVIF decode takes a second).
    const largest = await input()
      .resize({ width: widths.at(-1)! })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
    for (const [index, w] of widths.entries()) {
      const copy = await sharp(largest.data, { raw }).resize({ width: w }).webp({ quality: 80 }).toBuffer();
      await store.put(keys[index + 1]!, copy, 'image/webp');
      written.push(keys[index + 1]!);
    }
    const inserted = await db.transaction(async (tx) => {
      // Another process may have stored the same bytes meanwhile: then its image is the answer.
      const [image] = await tx
        .insert(images)
        .values({ ...row, originalKey: keys[0]! })
        .onConflictDoNothing({ target: images.contentHash })
        .returning();
      if (!image) return null;
      await recordAudit({
        db: tx,
        actorId,
        action: 'image.upload',
        target: { type: 'image', id },
        details: { originalName, mime, width, height, bytes: row.bytes },
        now,
      });
      return image;
    });
    if (inserted) return describeImage(inserted);
    await store.remove(written);
    const [other] = await db.select().from(images).where(eq(images.contentHash, hash));
    if (!other)
      throw new DomainError('conflict', 'file: the same image was being uploaded and deleted at once; upload it again', { field: 'file' });
    return describeImage(other);
  } catch (error) {
    await store.remove(written).catch(() => {});
    throw error;
  }
}

/** The full-size copy: lossless for PNG, high quality for the lossy formats (it is the one the owner may need again). */
function encodeAs(image: Sharp, mime: ImageType): Sharp {
  switch (mime) {
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/avif':
      return image.avif({ quality: 70, effort: 2 });
  }
}

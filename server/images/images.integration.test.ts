/**
 * The owner's images (issue 29) on the database the Vitest project selects: uploads of each format,
 * refused uploads (a fake PNG, an 11 MB file, text), the sizes made, the same file made once, EXIF (a GPS position) stripped, the
 * files served with their cache headers, delete, the S3 path against a local fake bucket, and everyone
 * but an owner answered 404.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp, { type WriteableMetadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { createTestApp, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { createTestDatabase, testDbKind } from '../../test/test-db';
import { createSession } from '../auth/sessions';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { auditLog, contentItems, images, users } from '../db/schema';
import { sessionCookieName } from '../http/session-cookie';
import { imageDir } from './create-image-store';
import { createDiskImageStore } from './disk-image-store';
import { uploadImage } from './upload-image';

/** A photo-like picture: gradients, so the encoders have something to do. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif', exif?: WriteableMetadata) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (x ^ y) & 255;
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (exif) image = image.withMetadata(exif);
  // AVIF at its fastest setting: encoding it is the test's work, not the upload's.
  return new Uint8Array(await (format === 'avif' ? image.avif({ effort: 0 }) : image.toFormat(format)).toBuffer());
}

function form(bytes: Uint8Array | string, name = 'photo.jpg', field = 'file'): FormData {
  const data = new FormData();
  data.set(field, typeof bytes === 'string' ? bytes : new File([bytes as Uint8Array<ArrayBuffer>], name));
  return data;
}

/** Encoding takes seconds on a busy machine (an AVIF most): a generous limit, not a timing check. */
const SLOW = 60_000;

let t: TestApp;
let owner: TestClient;
let learner: TestClient;
let ownerId: string;
let s3: FakeS3;

async function clientOf(app: TestApp, isOwner: boolean): Promise<{ client: TestClient; id: string }> {
  const [user] = await app.db
    .insert(users)
    .values({ username: isOwner ? 'owner' : 'learner', email: uniqueEmail('images'), passwordHash: 'not-a-hash', isOwner })
    .returning();
  const client = app.client();
  const { token } = await createSession({ db: app.db, userId: user!.id, now: app.services.now() });
  client.cookies.set(sessionCookieName(app.services.config), token);
  return { client, id: user!.id };
}

const upload = (client: TestClient, body: FormData) => client.request('/api/admin/images', { method: 'POST', body });

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, id: ownerId } = await clientOf(t, true));
  ({ client: learner } = await clientOf(t, false));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('uploading an image', () => {
  it.each([
    ['png', 'image/png', 'original.png'],
    ['jpeg', 'image/jpeg', 'original.jpg'],
    ['webp', 'image/webp', 'original.webp'],
    ['avif', 'image/avif', 'original.avif'],
  ] as const)(
    'takes a %s, recognised by its bytes, and makes WebP copies at widths up to its own',
    async (format, mime, original) => {
      // Named .gif: the name and the declared type are not what decides.
      const res = await upload(owner, form(await picture(1200, 800, format), 'holiday.gif'));
      expect(res.status, res.text).toBe(201);
      const image = res.body;
      expect(image).toMatchObject({
        url: `/images/${image.id}`,
        width: 1200,
        height: 800,
        widths: [480, 960, 1200],
        mime,
        originalName: 'holiday.gif',
      });
      expect(image.srcset).toBe(
        `/images/${image.id}/480.webp 480w, /images/${image.id}/960.webp 960w, /images/${image.id}/1200.webp 1200w`,
      );
      expect(image.original).toBe(`/images/${image.id}/${original}`);
      for (const width of [480, 960, 1200]) {
        const file = await t.client().get(`/images/${image.id}/${width}.webp`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/webp');
      }
      const files = readdirSync(join(imageDir(t.services.config.dataDir), image.id)).sort();
      expect(files).toEqual(['1200.webp', '480.webp', '960.webp', original].sort());
      for (const width of [480, 960, 1200]) {
        const meta = await sharp(join(imageDir(t.services.config.dataDir), image.id, `${width}.webp`)).metadata();
        expect(meta.width).toBe(width);
        expect(meta.format).toBe('webp');
      }
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, image.id));
      expect(audit).toMatchObject({ action: 'image.upload', actorId: ownerId, targetType: 'image' });
    },
    SLOW,
  );

  it('never enlarges: a small image gets one copy at its own width', async () => {
    const res = await upload(owner, form(await picture(300, 200, 'png'), 'small.png'));
    expect(res.status, res.text).toBe(201);
    expect(res.body.widths).toEqual([300]);
    const res2 = await upload(owner, form(await picture(2400, 1000, 'jpeg'), 'wide.jpg'));
    expect(res2.body.widths).toEqual([480, 960, 1600]);
    expect(res2.body.width).toBe(2400);
  });

  it('makes the same file once: two uploads at once and one later answer the same image, one row, one set of files', async () => {
    const bytes = await picture(800, 500, 'jpeg');
    const folders = () => readdirSync(imageDir(t.services.config.dataDir)).length;
    const before = folders();
    const [first, second] = await Promise.all([upload(owner, form(bytes, 'first.jpg')), upload(owner, form(bytes, 'second.jpg'))]);
    expect(first.status, first.text).toBe(201);
    expect(second.status, second.text).toBe(201);
    expect(second.body).toEqual(first.body);
    const later = await upload(owner, form(bytes, 'again.jpg'));
    expect(later.body).toEqual(first.body);
    expect(folders()).toBe(before + 1);
    const rows = await t.db
      .select({ id: images.id })
      .from(images)
      .where(inArray(images.originalName, ['first.jpg', 'second.jpg', 'again.jpg']));
    expect(rows).toEqual([{ id: first.body.id }]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, first.body.id))).toHaveLength(1);
  });

  it('strips the metadata (a GPS position, the camera) and turns the picture upright', async () => {
    const photo = await picture(400, 200, 'jpeg', {
      orientation: 6,
      exif: { IFD0: { Make: 'SecretCam', Model: 'Spy 9000' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100' } },
    });
    const before = await sharp(photo).metadata();
    expect(before.exif, 'the upload carries EXIF').toBeDefined();
    expect(Buffer.from(photo).includes('SecretCam')).toBe(true);
    const res = await upload(owner, form(photo, 'camera.jpg'));
    expect(res.status, res.text).toBe(201);
    // Orientation 6 is a quarter turn: the upright picture is 200 wide and 400 high.
    expect(res.body).toMatchObject({ width: 200, height: 400 });
    const folder = join(imageDir(t.services.config.dataDir), res.body.id);
    for (const file of readdirSync(folder)) {
      const meta = await sharp(join(folder, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      const bytes = await sharp(join(folder, file)).toBuffer();
      expect(bytes.includes('SecretCam'), file).toBe(false);
    }
  });

  it('refuses a file that only claims to be a PNG, with 415 naming the field', async () => {
    const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(owner, form(fake, 'picture.png'));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ field: 'file', message: expect.stringMatching(/^file: must be a PNG, JPEG, WebP or AVIF/) });
  });

  it('refuses a PNG signature followed by garbage with 400', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]);
    const res = await upload(owner, form(bytes, 'broken.png'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'file', message: expect.stringMatching(/^file: the image could not be read/) });
  });

  it('refuses an 11 MB file with 413 naming the field, and stores nothing', async () => {
    const countBefore = (await t.db.select().from(images)).length;
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(owner, form(big, 'huge.jpg'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ field: 'file', message: 'file: the image must be at most 10 MB' });
    expect((await t.db.select().from(images)).length).toBe(countBefore);
  });

  it('refuses a request without the file, or with text in its place, or not multipart', async () => {
    const noFile = await upload(owner, form(await picture(10, 10, 'png'), 'x.png', 'image'));
    expect(noFile.status).toBe(400);
    expect(noFile.body.field).toBe('file');
    const text = await upload(owner, form('just text'));
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('file: must be a file, not text');
    const json = await owner.post('/api/admin/images', { file: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.field).toBe('file');
  });

  it('answers everyone but an owner 404, before reading what they send', async () => {
    const photo = await picture(100, 100, 'png');
    for (const client of [t.client(), learner]) {
      expect((await upload(client, form(photo))).status).toBe(404);
      expect((await client.get('/api/admin/images')).status).toBe(404);
      expect((await client.request(`/api/admin/images/${crypto.randomUUID()}`, { method: 'DELETE' })).status).toBe(404);
    }
  });
});

describe.runIf(testDbKind() === 'postgres')('two processes on one PostgreSQL', () => {
  it('uploading the same file at once keep one image: the one that lost the race removes its copies', async () => {
    const testDb = await createTestDatabase();
    const [first, second] = await Promise.all([
      openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir }),
      openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir }),
    ]);
    try {
      await applyMigrations(first!);
      const [user] = await first!.db
        .insert(users)
        .values({ username: 'owner', email: uniqueEmail('race'), passwordHash: 'not-a-hash', isOwner: true })
        .returning();
      const dir = mkdtempSync(join(tmpdir(), 'image-race-'));
      const store = createDiskImageStore(dir);
      const bytes = await picture(900, 600, 'png');
      const upload = (db: typeof first.db, originalName: string) =>
        uploadImage({ db, store, bytes, mime: 'image/png', originalName, actorId: user!.id, now: new Date() });
      const [a, b] = await Promise.all([upload(first!.db, 'a.png'), upload(second!.db, 'b.png')]);
      expect(b).toEqual(a);
      expect(await first!.db.select({ id: images.id }).from(images)).toEqual([{ id: a.id }]);
      expect(readdirSync(dir)).toEqual([a.id]);
      expect(await first!.db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'))).toHaveLength(1);
    } finally {
      await first!.close();
      await second!.close();
    }
  });
});

describe('serving an image', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(owner, form(await picture(1000, 500, 'jpeg'), 'served.jpg'))).body.id;
  });

  it('serves each file with a year of caching, its type and an ETag; 304 when the browser has it', async () => {
    const res = await t.client().get(`/images/${id}/960.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/webp');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f-]+"$/);
    const again = await t.client().get(`/images/${id}/960.webp`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const original = await t.client().get(`/images/${id}/original.jpg`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    // Signed-in visitors get the same cacheable answer (the session middleware leaves a handler's Cache-Control).
    expect((await learner.get(`/images/${id}/480.webp`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the reference /images/<id> to the largest copy', async () => {
    const res = await t.client().get(`/images/${id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/images/${id}/1000.webp`);
  });

  it('answers 404 for an unknown image, a width not made, or a malformed address', async () => {
    for (const path of [
      `/images/${crypto.randomUUID()}/480.webp`,
      `/images/${crypto.randomUUID()}`,
      `/images/${id}/1600.webp`,
      `/images/${id}/480.png`,
      `/images/${id}/..%2F..%2Fetc%2Fpasswd`,
      `/images/not-an-id/480.webp`,
    ]) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('the owner’s list and delete', () => {
  it('lists the recent uploads, newest first', async () => {
    const res = await owner.get('/api/admin/images?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(2);
    expect(res.body.images[0].createdAt >= res.body.images[1].createdAt).toBe(true);
    expect((await owner.get('/api/admin/images?limit=0')).status).toBe(400);
  });

  it('deletes an image and its files (audit-logged); it is then 404', async () => {
    const { id } = (await upload(owner, form(await picture(600, 400, 'png'), 'gone.png'))).body;
    const res = await owner.request(`/api/admin/images/${id}`, { method: 'DELETE' });
    expect(res.status, res.text).toBe(200);
    expect((await t.client().get(`/images/${id}/480.webp`)).status).toBe(404);
    expect((await t.client().get(`/images/${id}`)).status).toBe(404);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'image.delete'));
    expect(audit).toMatchObject({ targetId: id, actorId: ownerId, details: { originalName: 'gone.png' } });
    expect((await owner.request(`/api/admin/images/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses to delete an image that content uses', async () => {
    const { id } = (await upload(owner, form(await picture(600, 400, 'png'), 'used.png'))).body;
    const now = new Date();
    await t.db.insert(contentItems).values({
      kind: 'articles',
      slug: 'with-an-image',
      published: { title: 'With an image', body: `Look: ![A chart](/images/${id})` },
      createdAt: now,
      updatedAt: now,
    });
    const res = await owner.request(`/api/admin/images/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('articles/with-an-image');
    expect((await t.client().get(`/images/${id}/480.webp`)).status).toBe(200);
  });
});

describe('in an S3-compatible bucket', () => {
  it('stores, relays and deletes the files in the bucket, every request signed', async () => {
    const bucketApp = t.variant({ env: s3.env });
    const { client } = await clientOf(bucketApp, true);
    const res = await upload(client, form(await picture(1000, 600, 'png'), 'bucket.png'));
    expect(res.status, res.text).toBe(201);
    const { id } = res.body;
    expect([...s3.objects.keys()].filter((key) => key.startsWith(id)).sort()).toEqual(
      [`${id}/480.webp`, `${id}/960.webp`, `${id}/1000.webp`, `${id}/original.png`].sort(),
    );
    expect(s3.objects.get(`${id}/480.webp`)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    // Nothing on this machine's disk.
    expect(() => readdirSync(join(imageDir(t.services.config.dataDir), id))).toThrow();

    const served = await bucketApp.client().get(`/images/${id}/960.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(s3.objects.get(`${id}/960.webp`)!.etag);
    expect((await bucketApp.client().get(`/images/${id}/1600.webp`)).status).toBe(404);

    const removed = await client.request(`/api/admin/images/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect([...s3.objects.keys()].filter((key) => key.startsWith(id))).toEqual([]);
    expect(s3.refused).toEqual([]);
    expect(s3.requestLog.length).toBeGreaterThanOrEqual(9);
    expect(s3.requestLog.every((r) => r.authorization?.startsWith('AWS4-HMAC-SHA256 '))).toBe(true);
  });

  it('with S3_PUBLIC_URL, sends browsers to the bucket, and the pages’ CSP allows its images', async () => {
    const publicApp = t.variant({ env: { ...s3.env, S3_PUBLIC_URL: 'https://images.example.com/academy/' } });
    const { client } = await clientOf(publicApp, true);
    const { id } = (await upload(client, form(await picture(500, 500, 'webp'), 'public.webp'))).body;
    const res = await publicApp.client().get(`/images/${id}/480.webp`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`https://images.example.com/academy/${id}/480.webp`);
    const csp = (await publicApp.client().get('/api/courses')).headers.get('content-security-policy');
    expect(csp).toMatch(/img-src 'self' data: https:\/\/images\.example\.com[ ;]/);
    expect((await t.client().get('/api/courses')).headers.get('content-security-policy')).not.toContain('images.example.com');
  });

  it('a bucket that refuses the signature fails the upload whole: no row, no audit', async () => {
    const wrongKey = t.variant({ env: { ...s3.env, S3_ACCESS_KEY_ID: 'AKIAWRONGKEY00000000' } });
    const { client } = await clientOf(wrongKey, true);
    const before = (await t.db.select().from(images)).length;
    const res = await upload(client, form(await picture(300, 300, 'png'), 'refused.png'));
    expect(res.status).toBe(500);
    expect((await t.db.select().from(images)).length).toBe(before);
    s3.refused.length = 0;
  });
});

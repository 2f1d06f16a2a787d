/**
 * Images in backups (issue 29), on the database the Vitest project selects: an image uploaded, the site
 * backed up, the backup restored into a fresh database and a fresh DATA_DIR, and the restored site serves
 * the same image; a backup whose file names could leave DATA_DIR/images is refused.
 */
import { readFileSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger, TestClient, uniqueEmail, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createApp } from '../app';
import { createSession } from '../auth/sessions';
import { loadConfig } from '../config';
import { createServices } from '../create-services';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { createOutboxTransport } from '../email/transport';
import { sessionCookieName } from '../http/session-cookie';
import { restoreBackup } from '../operations/restore-backup';
import { verifyBackup } from '../operations/verify-backup';
import { writeBackupFile } from '../operations/write-backup';
import { imageDir } from './create-image-store';

const SLOW = 120_000;

let source: TestApp;
let target: TestDatabase;
let scratch: string;
let cookie: [string, string];

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestDatabase();
  scratch = mkdtempSync(join(tmpdir(), 'image-backup-'));
  const [owner] = await source.db
    .insert(users)
    .values({ username: 'owner', email: uniqueEmail('backup-owner'), passwordHash: 'not-a-hash', isOwner: true })
    .returning();
  const { token } = await createSession({ db: source.db, userId: owner!.id, now: source.services.now() });
  cookie = [sessionCookieName(source.services.config), token];
}, SLOW);
afterAll(async () => {
  await source?.close();
  await target?.drop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('images in a backup', () => {
  it(
    'an uploaded image is in the backup, and a fresh DATA_DIR restored from it serves it',
    async () => {
      const client = source.client();
      client.cookies.set(...cookie);
      const form = new FormData();
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
      form.set('file', new File([new Uint8Array(png)], 'backed-up.png'));
      const uploaded = await client.request('/api/admin/images', { method: 'POST', body: form });
      expect(uploaded.status, uploaded.text).toBe(201);
      const { id } = uploaded.body;
      const stored = readFileSync(join(imageDir(source.services.config.dataDir), id, '480.webp'));

      const file = join(scratch, 'site.ndjson.gz');
      const summary = await writeBackupFile({
        database: source.services.database,
        file,
        now: () => new Date(),
        filesDir: source.services.config.dataDir,
      });
      expect(summary.files).toBe(3);
      expect((await verifyBackup(file)).files).toBe(3);

      const restored = await restoreBackup({
        file,
        force: false,
        openDatabase: () => openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir }),
        filesDir: target.dataDir,
      });
      expect(restored.files).toBe(3);
      expect(readFileSync(join(imageDir(target.dataDir), id, '480.webp')).equals(stored)).toBe(true);
      expect(existsSync(join(target.dataDir, `.images-restoring-${process.pid}`))).toBe(false);

      const config = loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: target.dataDir,
        ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      });
      const services = await createServices(config, {
        logger: silentLogger,
        mailTransport: createOutboxTransport({ dir: mkdtempSync(join(scratch, 'outbox-')), from: config.mail.from, logger: silentLogger }),
        startMailWorker: false,
      });
      try {
        const app = createApp(services);
        const visitor = new TestClient(app, '198.51.100.78', 'http://localhost');
        const served = await visitor.get(`/images/${id}/480.webp`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('content-length')).toBe(String(stored.length));
        expect((await visitor.get(`/images/${id}`)).headers.get('location')).toBe(`/images/${id}/640.webp`);
        // The owner's session came back with the database: the picker lists the image.
        const owner = new TestClient(app, '198.51.100.79', 'http://localhost');
        owner.cookies.set(...cookie);
        const listed = await owner.get('/api/admin/images');
        expect(listed.body.images.map((image: { id: string }) => image.id)).toContain(id);
      } finally {
        await services.mailWorker.stop();
        await services.database.close();
      }

      // A file name that would leave DATA_DIR/images is refused before anything is written.
      const lines = gunzipSync(readFileSync(file)).toString('utf8');
      const hostile = join(scratch, 'hostile.ndjson.gz');
      writeFileSync(hostile, gzipSync(lines.replace(`"f":"images/${id}/480.webp"`, '"f":"images/../../etc/cron.d/x"')));
      await expect(verifyBackup(hostile)).rejects.toThrow(/is not an image file of a backup: damaged/);
    },
    SLOW,
  );
});

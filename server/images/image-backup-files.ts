import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { imageDir } from './create-image-store';
import { IMAGE_KEY_PATTERN } from './image-store';
import type { Config } from '../config';

/**
 * The folder whose image files a backup carries: DATA_DIR when images are stored there; none with an S3
 * bucket, which is its own backup (versioning or replication at the provider; docs/deploy.md).
 */
export function backupFilesDir(config: Pick<Config, 'dataDir' | 's3'>): string | undefined {
  return config.s3 || config.dataDir.startsWith('memory://') ? undefined : config.dataDir;
}

/** A file's name in a backup: `images/<id>/<file>`, the same under any DATA_DIR. */
export const BACKUP_FILE_PATTERN = new RegExp(`^images/${IMAGE_KEY_PATTERN.source.slice(1)}`);

/** Every image file under `dataDir`, by its backup name, in a stable order; half-written ones (`.partial`) left out. */
export async function* imageFilesIn(dataDir: string): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const root = imageDir(dataDir);
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => `images/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort();
  for (const name of names) {
    try {
      yield { name, bytes: await readFile(join(dataDir, name)) };
    } catch (error) {
      // Deleted by the owner while the backup ran: the snapshot's rows may still name it, nothing to be done.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * Where a restore puts a backup's image files: a fresh folder beside DATA_DIR/images, filled while the
 * database is restored, then swapped in whole (`commit`), or removed if the restore fails (`discard`).
 */
export async function stageImageFiles(dataDir: string) {
  const staging = join(dataDir, `.images-restoring-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  let count = 0;
  return {
    async write(name: string, bytes: Buffer): Promise<void> {
      if (!BACKUP_FILE_PATTERN.test(name)) throw new Error(`not an image file of a backup: ${JSON.stringify(name)}`);
      const path = join(staging, name.slice('images/'.length));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { mode: 0o640 });
      count += 1;
    },
    get count() {
      return count;
    },
    /** The restored images replace whatever DATA_DIR/images held (the restored database names only them). */
    async commit(): Promise<void> {
      const target = imageDir(dataDir);
      const old = `${target}.replaced-${process.pid}`;
      await rm(old, { recursive: true, force: true });
      await rename(target, old).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await rename(staging, target);
      await rm(old, { recursive: true, force: true });
    },
    discard: () => rm(staging, { recursive: true, force: true }),
  };
}

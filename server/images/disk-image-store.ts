import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { TYPE_OF_EXTENSION } from './image-format';
import { assertImageKey, type ImageStore } from './image-store';

/** Image files under one folder (DATA_DIR/images): `<dir>/<id>/<name>.<ext>`. */
export function createDiskImageStore(dir: string): ImageStore {
  const pathOf = (key: string) => {
    assertImageKey(key);
    return join(dir, key);
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = `${path}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await writeFile(temporary, bytes, { mode: 0o640 });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      let size: number;
      let mtimeMs: number;
      try {
        ({ size, mtimeMs } = await stat(path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return {
        body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
        contentType: TYPE_OF_EXTENSION[extension]!,
        size,
        etag: `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
      };
    },
    async remove(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const path = pathOf(key);
        await rm(path, { force: true });
        folders.add(dirname(path));
      }
      // The image's folder goes with its last file (rmdir refuses a folder that still holds one).
      for (const folder of folders) await rmdir(folder).catch(() => {});
    },
    publicUrl: () => undefined,
  };
}

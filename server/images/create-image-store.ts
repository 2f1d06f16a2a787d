import { join } from 'node:path';
import { createDiskImageStore } from './disk-image-store';
import { createS3ImageStore } from './s3-image-store';
import type { Config } from '../config';
import type { ImageStore } from './image-store';

/** The folder of the disk store: DATA_DIR/images (backed up with the database by `npm run backup`). */
export function imageDir(dataDir: string): string {
  return join(dataDir, 'images');
}

/** The configured store: the S3 bucket when S3_* are set, else DATA_DIR/images. */
export function createImageStore(config: Pick<Config, 'dataDir' | 's3'>): ImageStore {
  return config.s3 ? createS3ImageStore(config.s3) : createDiskImageStore(imageDir(config.dataDir));
}

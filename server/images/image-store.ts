/** One stored file, ready to send. */
export interface StoredImageFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the store knows them. */
  size: number | undefined;
  /** A strong validator: a key's bytes never change once written (ids are never reused). */
  etag: string;
}

/**
 * Where image files live (DESIGN §12): one small interface with two kinds, so the upload, the serving and
 * the backup never ask which. Keys are `<image id>/<name>.<ext>`, made by this module only.
 */
export interface ImageStore {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Undefined when there is no such file. */
  get(key: string): Promise<StoredImageFile | undefined>;
  /** Removes the keys; a key already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Where a browser reads the key directly (S3_PUBLIC_URL), or undefined when this server relays it. */
  publicUrl(key: string): string | undefined;
}

/** Every key this module makes: an id, then a file name of digits or `original` and a known ending. */
export const IMAGE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(?:\d{1,5}|original)\.(?:webp|avif|png|jpg)$/;

export function assertImageKey(key: string): void {
  if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
}

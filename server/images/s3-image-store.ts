import { createHash } from 'node:crypto';
import { assertImageKey, type ImageStore } from './image-store';
import type { S3Config } from '../config';
import type { AwsClient } from 'aws4fetch';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Image files in an S3-compatible bucket (S3_* settings), so every process and machine shares them. Requests
 * are signed (AWS Signature Version 4) by aws4fetch, loaded on first use; objects are addressed by path,
 * `<endpoint>/<bucket>/<key>`, which AWS, R2, MinIO and the test's fake all accept.
 */
export function createS3ImageStore(s3: S3Config): ImageStore {
  let client: Promise<AwsClient> | undefined;
  const signed = async (key: string, init: RequestInit = {}): Promise<Response> => {
    assertImageKey(key);
    client ??= import('aws4fetch').then(
      ({ AwsClient }) =>
        // Retries are the caller's business: an upload fails whole and the owner tries again.
        new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region, service: 's3', retries: 0 }),
    );
    return (await client).fetch(`${s3.endpoint}/${s3.bucket}/${key}`, init);
  };
  const failed = async (what: string, response: Response): Promise<Error> =>
    new Error(`image bucket: ${what} answered ${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`);
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await signed(key, {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        // The body's own hash, not aws4fetch's default UNSIGNED-PAYLOAD: the bucket checks what it stores.
        headers: {
          'Content-Type': contentType,
          'Cache-Control': IMMUTABLE,
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw await failed(`PUT ${key}`, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await signed(key);
      if (response.status === 404 || response.status === 403) {
        // 403: a bucket that hides which keys exist answers so for a missing one.
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) throw await failed(`GET ${key}`, response);
      const length = response.headers.get('content-length');
      return {
        body: response.body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: length === null ? undefined : Number(length),
        etag: response.headers.get('etag') ?? `"${key}"`,
      };
    },
    async remove(keys) {
      for (const key of keys) {
        const response = await signed(key, { method: 'DELETE' });
        if (!response.ok && response.status !== 404) throw await failed(`DELETE ${key}`, response);
        await response.body?.cancel();
      }
    },
    publicUrl: (key) => (s3.publicUrl ? `${s3.publicUrl}/${key}` : undefined),
  };
}

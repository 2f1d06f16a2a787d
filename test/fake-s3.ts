/**
 * A local stand-in for an S3-compatible bucket's HTTP API (path-style: `/<bucket>/<key>`), for tests of
 * the image store's bucket path (server/images/s3-image-store.ts) without the internet:
 * - PUT    stores the body in memory with its Content-Type (and Cache-Control); answers an ETag;
 * - GET    answers the object with Content-Type, Content-Length and ETag, or 404 `NoSuchKey` (XML, as S3);
 * - DELETE removes it (204, also for a missing key, as S3).
 * Every request must be signed the way S3 wants (AWS Signature Version 4): an `Authorization` header
 * `AWS4-HMAC-SHA256 Credential=<access key id>/<date>/<region>/s3/aws4_request, SignedHeaders=…, Signature=…`,
 * `x-amz-date`, and `x-amz-content-sha256` equal to the body's SHA-256 (or UNSIGNED-PAYLOAD without a body);
 * otherwise 403, and the request is
 * kept in `refused`. Every request is kept in `requestLog`.
 *
 *   const s3 = await startFakeS3();
 *   const app = t.variant({ env: s3.env });
 *   …
 *   await s3.close();
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_S3_ACCESS_KEY_ID = 'AKIAFAKEACADEMY00000';
export const FAKE_S3_SECRET_ACCESS_KEY = 'fake/secret/academy/0000000000000000000000';
export const FAKE_S3_BUCKET = 'academy-images';
export const FAKE_S3_REGION = 'eu-west-2';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
}

export interface FakeS3 {
  url: string;
  /** S3_* settings pointing at this fake. */
  env: Record<string, string>;
  /** Objects by key (without the bucket). */
  objects: Map<string, FakeS3Object>;
  requestLog: { method: string; path: string; authorization: string | undefined }[];
  refused: { method: string; path: string; reason: string }[];
  close(): Promise<void>;
}

const SIGNATURE = new RegExp(
  `^AWS4-HMAC-SHA256 Credential=${FAKE_S3_ACCESS_KEY_ID}/\\d{8}/${FAKE_S3_REGION}/s3/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$`,
);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requestLog: FakeS3['requestLog'] = [];
  const refused: FakeS3['refused'] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
    const method = request.method ?? 'GET';
    const authorization = request.headers.authorization;
    requestLog.push({ method, path, authorization });
    const refuse = (reason: string) => {
      refused.push({ method, path, reason });
      response.writeHead(403, { 'Content-Type': 'application/xml' });
      response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>${reason}</Message></Error>`);
    };
    if (!authorization || !SIGNATURE.test(authorization)) return refuse('missing or malformed Authorization');
    if (!/^\d{8}T\d{6}Z$/.test(String(request.headers['x-amz-date']))) return refuse('missing x-amz-date');
    const declared = request.headers['x-amz-content-sha256'];
    // S3 takes UNSIGNED-PAYLOAD too; the store signs what it uploads, so only a request without a body may say so.
    const unsignedOk = body.length === 0 && declared === 'UNSIGNED-PAYLOAD';
    if (!unsignedOk && declared !== createHash('sha256').update(body).digest('hex')) {
      return refuse('x-amz-content-sha256 is not the body’s SHA-256');
    }
    const prefix = `/${FAKE_S3_BUCKET}/`;
    if (!path.startsWith(prefix)) {
      response.writeHead(404, { 'Content-Type': 'application/xml' });
      return response.end('<Error><Code>NoSuchBucket</Code></Error>');
    }
    const key = path.slice(prefix.length);
    if (method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        cacheControl: request.headers['cache-control'],
        etag,
      });
      response.writeHead(200, { ETag: etag });
      return response.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404, { 'Content-Type': 'application/xml' });
        return response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code></Error>');
      }
      response.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length, ETag: object.etag });
      return response.end(method === 'HEAD' ? undefined : object.body);
    }
    response.writeHead(405);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      S3_BUCKET: FAKE_S3_BUCKET,
      S3_ENDPOINT: url,
      S3_REGION: FAKE_S3_REGION,
      S3_ACCESS_KEY_ID: FAKE_S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: FAKE_S3_SECRET_ACCESS_KEY,
    },
    objects,
    requestLog,
    refused,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

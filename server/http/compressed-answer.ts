import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

/**
 * A body that is the same for every request that gets it (a cached page, the course list), compressed
 * once with brotli and with gzip and stored with every header of each encoding's answer, so it can be
 * answered before the middleware that would compress it and add those headers per request
 * (docs/decisions/007-cached-pages-and-the-edge.md).
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export interface CompressedAnswer {
  br: Buffer;
  gzip: Buffer;
  answers: Record<Encoding, { etag: string; headers: Record<string, string> }>;
}

// Quality 5 compresses a 170 KB page in about 2 ms to within 15 % of quality 11's size, which takes
// about 140 ms: a miss (any new query string) must stay cheap. A body kept for long (the site's own pages)
// is compressed again at quality 11 off the main thread (`betterBrotliLater`), and answers with that from then on.
const brotli = (quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});
const FAST = 5;
const SMALLEST = 11;

/** `headers` are those every encoding's answer carries, including Cache-Control and Vary. */
export function compressAnswer(bytes: Buffer, headers: Record<string, string>): CompressedAnswer {
  const tag = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const br = brotliCompressSync(bytes, brotli(FAST));
  const gzip = gzipSync(bytes, { level: 9 });
  return {
    br,
    gzip,
    answers: {
      br: encodedAnswer(tag, `br${FAST}`, br.length, headers),
      gzip: encodedAnswer(tag, 'gzip', gzip.length, headers),
      identity: encodedAnswer(tag, 'identity', bytes.length, headers),
    },
  };
}

/**
 * Compresses `bytes` (the body of `stored`) with brotli's smallest setting on libuv's thread pool, then
 * answers with that. Its ETag differs from the first brotli body's: one ETag, one sequence of bytes. Resolves
 * when done; a failure leaves the first body in place (it is only larger).
 */
export async function betterBrotliLater(stored: CompressedAnswer, bytes: Buffer): Promise<void> {
  const smallest = await new Promise<Buffer | undefined>((resolve) =>
    brotliCompress(bytes, brotli(SMALLEST), (error, result) => resolve(error ? undefined : result)),
  );
  if (!smallest || smallest.length >= stored.br.length) return;
  const tag = stored.answers.identity.etag.slice(1, -1);
  const { etag: _etag, 'content-length': _length, 'content-encoding': _encoding, ...headers } = stored.answers.br.headers;
  // One assignment each, in one synchronous step: a request reads the body and its headers together (storedAnswer).
  stored.answers.br = encodedAnswer(tag, `br${SMALLEST}`, smallest.length, headers);
  stored.br = smallest;
}

function encodedAnswer(tag: string, variant: string, length: number, headers: Record<string, string>) {
  const etag = `"${tag}${variant === 'identity' ? '' : `-${variant}`}"`;
  const own: Record<string, string> = { ...headers, 'content-length': String(length), etag };
  if (variant !== 'identity') own['content-encoding'] = variant.startsWith('br') ? 'br' : variant;
  return { etag, headers: own };
}

/**
 * The stored bytes for this request, or 304 when the client already holds them (If-None-Match).
 * Plain header objects and a byte body: @hono/node-server writes such a response without converting it.
 */
export function compressedResponse(stored: CompressedAnswer, request: Request, extra: Record<string, string> = {}): Response {
  const { status, headers, body } = storedAnswer(
    stored,
    request.headers.get('accept-encoding') ?? undefined,
    request.headers.get('if-none-match'),
    extra,
  );
  return new Response((body ?? null) as Uint8Array<ArrayBuffer> | null, { status, headers });
}

/**
 * What to answer from the stored bytes, as plain values: the Response above and the server's fast path for
 * cached pages (server/http/cached-page-listener.ts) both write this, so they cannot answer differently.
 */
export function storedAnswer(
  stored: CompressedAnswer,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | null | undefined,
  extra: Record<string, string> = {},
): { status: 200 | 304; headers: Record<string, string>; body?: Buffer } {
  const encoding = chooseEncoding(acceptEncoding);
  const { etag, headers } = stored.answers[encoding];
  if (matchesIfNoneMatch(ifNoneMatch, etag)) {
    const notModified: Record<string, string> = { etag, ...extra };
    for (const name of ['cache-control', 'vary']) if (headers[name]) notModified[name] = headers[name];
    return { status: 304, headers: notModified };
  }
  // Clients that take neither encoding are rare (scripts, some crawlers): they pay a gunzip rather than a third copy.
  const body = encoding === 'br' ? stored.br : encoding === 'gzip' ? stored.gzip : gunzipSync(stored.gzip);
  return { status: 200, headers: { ...headers, ...extra }, body };
}

/** Brotli when the client takes it (every current browser sends `gzip, deflate, br, zstd`), then gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepts = parseAccept(acceptEncoding);
  const q = (name: string) => accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === '*')?.q ?? 0;
  const br = q('br');
  const gzip = q('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** RFC 9110 §13.1.2: weak comparison; `*` matches any current representation. */
function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

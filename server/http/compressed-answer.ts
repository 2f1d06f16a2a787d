import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
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
// about 140 ms: a miss (any new query string) must stay cheap.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/** `headers` are those every encoding's answer carries, including Cache-Control and Vary. */
export function compressAnswer(bytes: Buffer, headers: Record<string, string>): CompressedAnswer {
  const tag = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const br = brotliCompressSync(bytes, BROTLI);
  const gzip = gzipSync(bytes, { level: 9 });
  const answer = (encoding: Encoding, length: number) => {
    const etag = `"${tag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const own: Record<string, string> = { ...headers, 'content-length': String(length), etag };
    if (encoding !== 'identity') own['content-encoding'] = encoding;
    return { etag, headers: own };
  };
  return {
    br,
    gzip,
    answers: { br: answer('br', br.length), gzip: answer('gzip', gzip.length), identity: answer('identity', bytes.length) },
  };
}

/**
 * The stored bytes for this request, or 304 when the client already holds them (If-None-Match).
 * Plain header objects and a byte body: @hono/node-server writes such a response without converting it.
 */
export function compressedResponse(
  stored: CompressedAnswer,
  request: Request,
  extra: Record<string, string> | ConstantExtra = {},
): Response {
  const { status, headers, body } = storedAnswer(
    stored,
    request.headers.get('accept-encoding') ?? undefined,
    request.headers.get('if-none-match'),
    extra,
  );
  return new Response((body ?? null) as Uint8Array<ArrayBuffer> | null, { status, headers });
}

/**
 * Headers that every answer of one kind adds to the stored ones (the page cache's `x-page-cache: HIT`): each
 * stored answer's headers with them are put together once and reused, rather than copied for every request
 * (the server's fast path answers tens of thousands a second; docs/performance.md, branch hitpath).
 */
export interface ConstantExtra {
  extra: Readonly<Record<string, string>>;
  merged: WeakMap<object, Readonly<Record<string, string>>>;
}

export function constantExtra(extra: Record<string, string>): ConstantExtra {
  return { extra: Object.freeze({ ...extra }), merged: new WeakMap() };
}

/**
 * What to answer from the stored bytes, as plain values: the Response above and the server's fast path for
 * cached pages (server/http/cached-page-listener.ts) both write this, so they cannot answer differently.
 * With a ConstantExtra the headers are shared between requests: read them, never change them.
 */
export function storedAnswer(
  stored: CompressedAnswer,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | null | undefined,
  extra: Record<string, string> | ConstantExtra = {},
): { status: 200 | 304; headers: Readonly<Record<string, string>>; body?: Buffer } {
  const encoding = chooseEncoding(acceptEncoding);
  const answer = stored.answers[encoding];
  const { etag, headers } = answer;
  const added = isConstantExtra(extra) ? extra.extra : extra;
  if (matchesIfNoneMatch(ifNoneMatch, etag)) {
    const notModified: Record<string, string> = { etag, ...added };
    for (const name of ['cache-control', 'vary']) if (headers[name]) notModified[name] = headers[name];
    return { status: 304, headers: notModified };
  }
  // Clients that take neither encoding are rare (scripts, some crawlers): they pay a gunzip rather than a third copy.
  const body = encoding === 'br' ? stored.br : encoding === 'gzip' ? stored.gzip : gunzipSync(stored.gzip);
  if (!isConstantExtra(extra)) return { status: 200, headers: { ...headers, ...extra }, body };
  let merged = extra.merged.get(answer);
  if (!merged) extra.merged.set(answer, (merged = Object.freeze({ ...headers, ...extra.extra })));
  return { status: 200, headers: merged, body };
}

function isConstantExtra(extra: Record<string, string> | ConstantExtra): extra is ConstantExtra {
  return extra.merged instanceof WeakMap;
}

// Browsers send a handful of distinct Accept-Encoding values, each parsed once; anything may be sent, so the
// memo is bounded (emptied when full).
const encodingByHeader = new Map<string, Encoding>();
const MAX_REMEMBERED_ENCODINGS = 200;

/** Brotli when the client takes it (every current browser sends `gzip, deflate, br, zstd`), then gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = encodingByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    if (encodingByHeader.size >= MAX_REMEMBERED_ENCODINGS) encodingByHeader.clear();
    encoding = encodingOf(acceptEncoding);
    encodingByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

function encodingOf(acceptEncoding: string): Encoding {
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

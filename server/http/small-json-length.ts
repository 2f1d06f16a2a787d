import type { MiddlewareHandler } from 'hono';

/** Below this many bytes gzip saves less than its own header and stream cost (hono's compress default threshold). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Gives a JSON answer built in memory (`c.json`) its Content-Length, so hono's compress() — which runs outside this
 * and only knows a body's size from that header — leaves answers under its threshold alone instead of building and
 * tearing down a gzip stream for ~150 bytes (issue 45: 14 % of a signed-in `/api/auth/me`). Streamed answers (pages)
 * carry no JSON type and pass through untouched; the bytes sent are the same, only no longer gzipped when small.
 */
export function smallJsonLength(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('content-length') || res.headers.has('content-encoding')) return;
    if (!res.headers.get('content-type')?.startsWith('application/json')) return;
    const bytes = await res.arrayBuffer();
    const sized = new Response(bytes, res);
    sized.headers.set('content-length', String(bytes.byteLength));
    c.res = sized;
  };
}

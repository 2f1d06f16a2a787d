import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  stripe: boolean;
  dev: boolean;
  https: boolean;
  /** The origin of S3_PUBLIC_URL, where pages' uploaded images are read from when set (issue 29). */
  imageOrigin?: string | undefined;
}

/**
 * The headers every response carries, the same for all of them (hono's secureHeaders defaults, with our
 * choices). A plain list, so a cached page can be stored with them and answered before any middleware.
 */
export function staticSecurityHeaders(opts: SecurityHeaderOptions): Record<string, string> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // HSTS means something only on an https origin; on http://localhost it would be noise.
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=(self${opts.stripe ? ' "https://js.stripe.com"' : ''})`,
  };
}

/**
 * The Content-Security-Policy, with inline scripts allowed by the given sources: this response's nonce,
 * or (a cached page) the `'sha256-…'` hashes of its own scripts. Stripe's hosts only when Stripe is
 * configured; the image bucket's public origin only when S3_PUBLIC_URL is set. None in development: Vite's dev client injects inline scripts and a websocket.
 */
export function contentSecurityPolicy(opts: SecurityHeaderOptions, inlineScripts: string[]): string | undefined {
  if (opts.dev) return undefined;
  const stripe = (...hosts: string[]) => (opts.stripe ? hosts : []);
  const frames = stripe('https://js.stripe.com', 'https://hooks.stripe.com');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScripts, ...stripe('https://js.stripe.com')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(opts.imageOrigin ? [opts.imageOrigin] : []), ...stripe('https://*.stripe.com')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...stripe('https://api.stripe.com')]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The Content-Security-Policy for a given nonce (none in development), its text built once: one is made
 * for every response that is not a cached page.
 */
export function noncePolicy(opts: SecurityHeaderOptions): (nonce: string) => string | undefined {
  const [before, after] = contentSecurityPolicy(opts, ["'nonce-\n'"])?.split('\n') ?? [];
  return (nonce) => (before === undefined ? undefined : `${before}${nonce}${after}`);
}

const NONCE_BYTES = 16;
// Random bytes are drawn for 256 nonces at a time, as node's randomUUID does: one system call per
// response was a sixth of the time spent answering GET /api/courses from memory.
const NONCE_POOL_BYTES = NONCE_BYTES * 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** 128 random bits per response; never reused (a cached page carries no nonce at all). */
export function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString('base64', nonceOffset - NONCE_BYTES, nonceOffset);
}

/**
 * Security headers on every response, with a CSP whose fresh nonce allows React Router's inline scripts.
 * A response that brings its own CSP keeps it: a page rendered to be cached allows its scripts by hash.
 */
export function securityHeaders(opts: SecurityHeaderOptions): MiddlewareHandler {
  const headers = Object.entries(staticSecurityHeaders(opts));
  const policyFor = noncePolicy(opts);
  return async (c, next) => {
    const nonce = freshNonce();
    c.set('secureHeadersNonce', nonce);
    await next();
    const target = c.res.headers;
    for (const [name, value] of headers) target.set(name, value);
    const policy = policyFor(nonce);
    if (policy && !target.has('content-security-policy')) target.set('content-security-policy', policy);
    target.delete('x-powered-by');
  };
}

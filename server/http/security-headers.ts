import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';

export interface SecurityHeaderOptions {
  stripe: boolean;
  dev: boolean;
  https: boolean;
}

type Directives = Record<string, (string | ContentSecurityPolicyOptionHandler)[]>;

/** One policy for every response; only how inline scripts are allowed differs (a nonce, or hashes). */
function directives(opts: SecurityHeaderOptions): Directives {
  const stripeScript = opts.stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = opts.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeConnect = opts.stripe ? ['https://api.stripe.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, ...stripeScript],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...(opts.stripe ? ['https://*.stripe.com'] : [])],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...stripeConnect],
    frameSrc: stripeFrames.length ? stripeFrames : ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/**
 * Security headers on every response, with a CSP whose per-request nonce allows React Router's inline
 * scripts. A response that already carries a CSP keeps it: a cached page brings its own, which allows
 * its inline scripts by their hashes (hashPolicy). Stripe's hosts are allowed only when Stripe is configured.
 */
export function securityHeaders(opts: SecurityHeaderOptions) {
  return secureHeaders({
    // Vite's dev client injects inline scripts and a websocket; production is what the CSP guards.
    contentSecurityPolicy: opts.dev ? undefined : directives(opts),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HSTS means something only on an https origin; on http://localhost it would be noise.
    strictTransportSecurity: opts.https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: opts.stripe ? ['self', 'https://js.stripe.com'] : ['self'] },
    overwrite: false,
  });
}

/** The same policy with the page's inline scripts allowed by `'sha256-…'` hashes instead of a nonce; none in development. */
export function hashPolicy(opts: SecurityHeaderOptions, hashes: string[]): string | undefined {
  if (opts.dev) return undefined;
  return Object.entries(directives(opts))
    .map(([name, values]) => {
      const sources = values.flatMap((value) => (value === NONCE ? hashes : typeof value === 'string' ? [value] : []));
      return [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(' ');
    })
    .join('; ');
}

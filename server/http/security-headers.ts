import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * CSP with a per-request nonce for React Router's inline hydration scripts.
 * Stripe's hosts are allowed only when Stripe is configured.
 */
export function securityHeaders(opts: { stripe: boolean; dev: boolean; https: boolean }) {
  const stripeScript = opts.stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = opts.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeConnect = opts.stripe ? ['https://api.stripe.com'] : [];
  return secureHeaders({
    contentSecurityPolicy: opts.dev
      ? undefined // Vite's dev client injects inline scripts and a websocket; production is what the CSP guards.
      : {
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
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HSTS means something only on an https origin; on http://localhost it would be noise.
    strictTransportSecurity: opts.https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: opts.stripe ? ['self', 'https://js.stripe.com'] : ['self'] },
  });
}

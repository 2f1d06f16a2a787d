import { isIP, type BlockList } from 'node:net';
import { z } from 'zod';
import { SITE_NAME } from '../common/site';
import { invalidTrustedProxy, parseTrustedProxies } from './http/client-address';

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

// "Name <address>" or a bare address; nodemailer parses it, this only catches typos at start-up.
const MAIL_FROM_PATTERN = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** Variables whose values are credentials: their values never appear in an error message. */
const SECRET_VARIABLES = new Set(['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY']);

/** The bucket for uploaded images (issue 29): all of these, or none (then DATA_DIR/images). */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: optionalText,
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    // A direct connection (not through PgBouncer in transaction mode) for LISTEN; unset: DATABASE_URL.
    DATABASE_DIRECT_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    PUBLIC_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
        .transform((v) => new URL(v).origin)
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE: optionalText.pipe(z.url({ message: 'must be an address such as http://127.0.0.1:12111' }).optional()),
    PAYMENTS_MODE: z.enum(['local', 'stripe']).optional(),
    // Stripe Tax calculates and files the tax in Stripe mode (issue 31); off for an account without it: the table decides.
    STRIPE_TAX: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .refine((v) => URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol) && new URL(v).hostname !== '', {
          message: 'must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.com:587',
        })
        .optional(),
    ),
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(MAIL_FROM_PATTERN, 'must be an address such as "AI Income Academy <hello@example.com>" or hello@example.com')
        .optional(),
    ),
    // Where the contact form's messages go (issue 15); unset: the MAIL_FROM address.
    CONTACT_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address such as owner@example.com' }).optional()),
    // The business that sells (UK and EU e-commerce rules): shown on the legal pages, receipts and the footer.
    SELLER_NAME: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
    SELLER_ADDRESS: optionalText.pipe(z.string().max(500, 'must be at most 500 characters').optional()),
    SELLER_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address such as hello@example.com' }).optional()),
    // Reverse proxies whose X-Forwarded-For is believed (server/http/client-address.ts); none by default.
    TRUSTED_PROXIES: optionalText.pipe(
      z
        .string()
        .superRefine((value, ctx) => {
          const bad = invalidTrustedProxy(value);
          if (bad !== undefined) {
            ctx.addIssue({
              code: 'custom',
              message: `must be IP addresses or CIDR ranges separated by commas, such as 10.0.0.1,192.168.0.0/16,fd00::/8 (${JSON.stringify(bad)} is neither)`,
            });
          }
        })
        .optional(),
    ),
    // End-to-end suites sign up many accounts from one address; this loosens the auth limits by a factor.
    AUTH_RATE_LIMIT_FACTOR: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10_000, 'must be at most 10000')
      .default(1),
    // End-to-end tests only: a file of milliseconds added to the clock by which background jobs decide what is due
    // (server/operations/clock.ts).
    TEST_CLOCK_FILE: optionalText,
    // Set only by e2e/start-test-server.mjs: allows TEST_CLOCK_FILE with NODE_ENV=production.
    E2E_TEST_SERVER: optionalText,
    // How often the billing pass runs (server/billing/billing-pass-job.ts); the end-to-end server shortens it.
    BILLING_PASS_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100 (ms)')
      .max(3_600_000, 'must be at most 3600000 (an hour)')
      .optional(),
    // Daily backups by the server (server/operations/daily-backups.ts); unset: none.
    BACKUP_DIR: optionalText,
    BACKUP_KEEP: z.coerce
      .number({ message: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 (day)')
      .max(3650, 'must be at most 3650 (days)')
      .default(14),
    // How a business buyer's VAT number is checked at checkout (server/tax/vat-number-checker.ts): its format only, or also online in VIES.
    // Unset: vies with live Stripe keys (a reverse charge is then real money not taxed), format otherwise (issue 41).
    VAT_NUMBER_CHECK: z.enum(['format', 'vies'], { message: 'must be format or vies' }).optional(),
    // Where VIES's REST service answers (default: the European Commission's); a stand-in for tests or a proxy.
    VIES_URL: optionalText.pipe(z.url({ message: 'must be an address such as https://ec.europa.eu/…' }).optional()),
    // GET /metrics answers only a scraper that sends this token (server/metrics/metrics.ts); unset: 404.
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(16, 'must be at least 16 characters (a long random string, e.g. from `openssl rand -hex 32`)')
        .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces (it is sent in an HTTP header)')
        .optional(),
    ),
    // An S3-compatible bucket for uploaded images (server/images/s3-image-store.ts); unset: files under DATA_DIR/images.
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address such as https://s3.eu-west-2.amazonaws.com' })
        .transform((v) => v.replace(/\/+$/, ''))
        .optional(),
    ),
    S3_REGION: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-2 or auto')
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // Where browsers read the bucket's images (a public bucket or a CDN in front of it); unset: this server relays them.
    S3_PUBLIC_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address such as https://images.example.com' })
        .transform((v) => v.replace(/\/+$/, ''))
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // All or nothing: half a bucket configuration would store images where no other process finds them.
    const s3Set = S3_REQUIRED.filter((name) => env[name]);
    if (s3Set.length > 0 && s3Set.length < S3_REQUIRED.length) {
      const missing = S3_REQUIRED.find((name) => !env[name])!;
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `must be set together with ${s3Set.join(', ')} (an image bucket needs ${S3_REQUIRED.join(', ')}; or unset them all to keep images in DATA_DIR/images)`,
      });
    }
    // A production server never lets anything move its clock: only the end-to-end server may.
    if (env.TEST_CLOCK_FILE && env.NODE_ENV === 'production' && env.E2E_TEST_SERVER !== '1') {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_FILE'], message: 'is for end-to-end tests only and is refused in production' });
    }
    if (env.S3_PUBLIC_URL && s3Set.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_PUBLIC_URL'],
        message: 'is set but S3_BUCKET is not (it is where the bucket is read from)',
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'must be set when SMTP_URL is set (the address messages are sent from)',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other Stripe key' });
      return;
    }
    const stripe = Boolean(env.STRIPE_SECRET_KEY);
    if (env.PAYMENTS_MODE === 'stripe' && !stripe) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_MODE'],
        message: 'is stripe but STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not set',
      });
    }
    if (env.PAYMENTS_MODE === 'local' && stripe) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENTS_MODE'], message: 'is local but Stripe keys are set; unset one or the other' });
    }
    // A real deployment must not take fake payments by mistake: the local test gateway on a public
    // address needs an explicit PAYMENTS_MODE=local.
    // (Refinements run even when a field failed: PUBLIC_URL may still be the raw, unparsable text here.)
    if (
      !stripe &&
      env.PAYMENTS_MODE !== 'local' &&
      env.PUBLIC_URL &&
      URL.canParse(env.PUBLIC_URL) &&
      !isLocalHost(new URL(env.PUBLIC_URL).hostname)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_MODE'],
        message: `must be set to local to take test payments on ${env.PUBLIC_URL} (or set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY)`,
      });
    }
    // A site on https is a real shop: its visitors must be told who sells, so nothing stands in for the seller.
    if (typeof env.PUBLIC_URL === 'string' && env.PUBLIC_URL.startsWith('https:')) {
      for (const name of ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_EMAIL'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be set when PUBLIC_URL is https (the business named on the legal pages, receipts and footer)',
          });
        }
      }
    }
  });

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\./.test(hostname);
}

/** WebAuthn takes a domain name (localhost included) as relying party id, never an IP address. */
function passkeyRelyingParty(origin: string): Config['passkeys'] {
  const { hostname } = new URL(origin);
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return undefined;
  return { rpId: hostname, origin };
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_DIRECT_URL: where the change watcher LISTENs when DATABASE_URL goes through a transaction-mode pooler. */
  databaseDirectUrl: string | undefined;
  /** Origin of the public site, e.g. https://example.com; undefined means "whatever host the request names". */
  publicUrl: string | undefined;
  /** True when the site is served over https: cookies become Secure and take the __Host- prefix. */
  secureCookies: boolean;
  logLevel: Env['LOG_LEVEL'];
  authRateLimitFactor: number;
  /** TRUSTED_PROXIES: when the socket's address is in it, the client address comes from X-Forwarded-For. */
  trustedProxies: BlockList | undefined;
  paymentsMode: 'stripe' | 'local';
  /**
   * Passkeys' relying party: the id (a host name) and the one origin whose ceremonies are accepted, both
   * from PUBLIC_URL, else http://localhost:PORT. Undefined when that host is an IP address, which WebAuthn
   * refuses as a relying party id: passkeys are then off (docs/decisions/015-passkeys.md).
   */
  passkeys: { rpId: string; origin: string } | undefined;
  /** Origin for links in emails: PUBLIC_URL, else this server on localhost (a request's Host header is never trusted for them). */
  siteUrl: string;
  mail: {
    /** SMTP connection URL; undefined means messages are written to DATA_DIR/outbox as .eml files. */
    smtpUrl: string | undefined;
    from: string;
    /** CONTACT_EMAIL: the owner's address for messages sent through /contact; default the MAIL_FROM address. */
    contactTo: string;
  };
  stripe:
    { secretKey: string; publishableKey: string; webhookSecret: string | undefined; apiBase: string | undefined; tax: boolean } | undefined;
  /** BACKUP_DIR and BACKUP_KEEP: where the server keeps a backup per day, and for how many days; undefined: no daily backups. */
  backups: { dir: string; keepDays: number } | undefined;
  /** VAT_NUMBER_CHECK: `vies` also asks the EU's VAT register about a business buyer's number at checkout. */
  vatNumberCheck: 'format' | 'vies';
  /** VIES_URL: VIES's REST endpoint (server/tax/vat-number-checker.ts), or undefined for the European Commission's. */
  viesUrl: string | undefined;
  /** METRICS_TOKEN: the bearer token GET /metrics requires; undefined: /metrics does not exist. */
  metricsToken: string | undefined;
  /** SELLER_NAME, SELLER_ADDRESS, SELLER_EMAIL; without https, labelled stand-ins for the unset ones. */
  seller: Seller;
  /** S3_*: the bucket uploaded images go to; undefined: files under DATA_DIR/images (server/images/image-store.ts). */
  s3: S3Config | undefined;
  /** TEST_CLOCK_FILE: end-to-end tests move the clock of the background jobs' "what is due?" with it; undefined everywhere else. */
  testClockFile: string | undefined;
  /** BILLING_PASS_MS: how often renewals, retries, pauses and ends are looked for; undefined: every minute. */
  billingPassMs: number | undefined;
}

/** An S3-compatible bucket (AWS, Cloudflare R2, MinIO…), addressed by path: `<endpoint>/<bucket>/<key>`. */
export interface S3Config {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_PUBLIC_URL: browsers are sent there (`<publicUrl>/<key>`) instead of through this server. */
  publicUrl: string | undefined;
}

/** Who sells (UK and EU e-commerce rules). `example` is true when any part is a development stand-in. */
export interface Seller {
  name: string;
  address: string;
  email: string;
  example: boolean;
}

export class ConfigError extends Error {}

/** The bare address of `Name <address>` or `address` (MAIL_FROM_PATTERN's two forms). */
function addressOf(mailbox: string): string {
  return /<([^<>]+)>$/.exec(mailbox)?.[1] ?? mailbox;
}

/** Parses the environment once; the first problem becomes one line that names the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = name in envSchema.shape && !SECRET_VARIABLES.has(name) ? source[name] : undefined;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`);
  }
  const env = parsed.data;
  const mailFrom = env.MAIL_FROM ?? `${SITE_NAME} <no-reply@${env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : 'localhost'}>`;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    publicUrl: env.PUBLIC_URL,
    secureCookies: env.PUBLIC_URL?.startsWith('https:') ?? false,
    logLevel: env.LOG_LEVEL,
    authRateLimitFactor: env.AUTH_RATE_LIMIT_FACTOR,
    trustedProxies: env.TRUSTED_PROXIES ? parseTrustedProxies(env.TRUSTED_PROXIES) : undefined,
    paymentsMode: env.STRIPE_SECRET_KEY ? 'stripe' : 'local',
    passkeys: passkeyRelyingParty(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    siteUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: mailFrom,
      contactTo: env.CONTACT_EMAIL ?? addressOf(mailFrom),
    },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
            tax: env.STRIPE_TAX === 'on',
          }
        : undefined,
    backups: env.BACKUP_DIR ? { dir: env.BACKUP_DIR, keepDays: env.BACKUP_KEEP } : undefined,
    vatNumberCheck: env.VAT_NUMBER_CHECK ?? (/^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? '') ? 'vies' : 'format'),
    viesUrl: env.VIES_URL,
    metricsToken: env.METRICS_TOKEN,
    seller: {
      name: env.SELLER_NAME ?? `Example seller (set SELLER_NAME)`,
      address: env.SELLER_ADDRESS ?? 'Example address (set SELLER_ADDRESS)',
      email: env.SELLER_EMAIL ?? addressOf(mailFrom),
      example: !env.SELLER_NAME || !env.SELLER_ADDRESS || !env.SELLER_EMAIL,
    },
    s3:
      env.S3_BUCKET && env.S3_ENDPOINT && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : undefined,
    testClockFile: env.TEST_CLOCK_FILE,
    billingPassMs: env.BILLING_PASS_MS,
  };
}

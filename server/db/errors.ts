/** Follows an error and its `cause` chain (Drizzle wraps the driver's error in `cause`), outermost first. */
function* causeChain(error: unknown, maxDepth = 5): Generator<unknown> {
  let e: unknown = error;
  for (let depth = 0; e && depth < maxDepth; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** PostgreSQL unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causeChain(error, 3)) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The socket could not reach the server, or lost it: Node's system error codes. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean "the server is not serving right now", not "this query is wrong":
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down),
 * 53300 too_many_connections; class 08 (connection exceptions) is matched by prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres reports these without a code: pg-pool's connectionTimeoutMillis, a connection the server
 * closed under a query, and a client that is unusable after such an error.
 */
const DRIVER_MESSAGES = [
  /^timeout exceeded when trying to connect$/i,
  /^Connection terminated unexpectedly$/i,
  /^Connection terminated due to connection timeout$/i,
  /is not queryable$/i,
];

/**
 * True when the error says the database cannot be reached (stopped, restarting, unreachable, out of
 * connections), so the request may well succeed in a moment: the app answers 503 with Retry-After
 * instead of 500. Looks through Drizzle's `cause` chain and Node's AggregateError (IPv4 and IPv6 both refused).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    if (typeof e !== 'object') continue;
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

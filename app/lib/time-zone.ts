import { TZ_COOKIE } from '../../common/time-zone-cookies';

/** The browser's time zone travels to the server in the `tz` cookie, for dashboards and dates. */
export { TZ_COOKIE };

/** `Temporal` where the browser has it (Chromium 144+, Firefox 139+); TypeScript's ES2023 lib does not declare it yet. */
type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * Temporal first: it reads the zone for free, while the first `Intl.DateTimeFormat` of a page builds ICU's
 * date formatting data, 20–60 ms of main thread on a desktop (a long task on a phone), on every page load.
 */
export function browserTimeZone(): string {
  const zone = (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.();
  return zone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Called once per page load in the browser. */
export function rememberTimeZone() {
  const zone = browserTimeZone();
  if (!document.cookie.split('; ').includes(`${TZ_COOKIE}=${encodeURIComponent(zone)}`)) {
    document.cookie = `${TZ_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}

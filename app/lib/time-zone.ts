/** The browser's time zone travels to the server in this cookie, for dashboards and dates. */
export const TZ_COOKIE = 'tz';

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Called once per page load in the browser. */
export function rememberTimeZone() {
  const zone = browserTimeZone();
  if (!document.cookie.split('; ').includes(`${TZ_COOKIE}=${encodeURIComponent(zone)}`)) {
    document.cookie = `${TZ_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}

import { parse } from 'hono/utils/cookie';
import { safeTimeZone } from './safe-time-zone';
import { TZ_CHOICE_COOKIE, TZ_COOKIE } from './time-zone-cookies';

/**
 * The zone a reader's times are shown in, from a request's Cookie header: the one they chose for coaching,
 * else their browser's, else UTC (a first visit before the browser has said). `chosen` tells whether they
 * chose it, so a page does not "correct" a choice to the browser's zone.
 */
export function readerTimeZone(cookieHeader: string | null | undefined): { timeZone: string; chosen: boolean } {
  const cookies = parse(cookieHeader ?? '');
  const choice = cookies[TZ_CHOICE_COOKIE];
  if (choice) return { timeZone: safeTimeZone(choice), chosen: true };
  return { timeZone: safeTimeZone(cookies[TZ_COOKIE]), chosen: false };
}

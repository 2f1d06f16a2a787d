// What a page view is (issue 30): the rules that decide whether a request counts, read from its headers at
// request time (cheap: a few header reads on the cached path), and what is kept of one that does, worked out
// later, off the request path, when the buffer is flushed (server/analytics/page-view-recorder.ts).
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { utcDay } from '../blog/utc-day';

/** A counted request as the server saw it: kept in memory until the next flush (seconds), never stored as such. */
export interface RawPageView {
  /** Milliseconds since the epoch. */
  at: number;
  /** The client's address as the limits count it (server/http/client-address.ts): hashed, never stored. */
  ip: string;
  userAgent: string;
  /** Path and query string, e.g. `/blog/x?utm_source=news`. */
  target: string;
  referrer: string | undefined;
  /** This site's host as the request named it: a referrer on it is moving within the site, not a source. */
  host: string | undefined;
}

export type Device = 'desktop' | 'mobile' | 'tablet';

/** A page view as stored (analytics_events), the visitor known only by the day's hash. */
export interface PageView {
  day: string;
  at: Date;
  visitorHash: string;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: Device;
  /** How many views this stands for: 1 as counted, more once a flush has merged repeats (insert-page-views.ts). */
  views: number;
}

/**
 * Whether the visitor lets us count this request at all: not with Global Privacy Control or Do Not Track
 * (nothing is counted, not even anonymously), and not a prefetch or prerender, which may never be shown (a
 * prefetched page that is shown says so itself, app/enhance/enhance.ts).
 */
export function mayCount(header: (name: string) => string | string[] | undefined): boolean {
  if (header('sec-gpc') === '1' || header('dnt') === '1') return false;
  const purpose = header('sec-purpose') ?? header('purpose') ?? header('x-purpose') ?? header('x-moz');
  if (purpose !== undefined && /prefetch|prerender|preview/i.test(String(purpose))) return false;
  return true;
}

/** Not a page a visitor reads: data requests, the API, files, React Router's route discovery. */
export function isPagePath(pathname: string): boolean {
  return !pathname.startsWith('/api/') && pathname !== '/__manifest' && !pathname.endsWith('.data') && !/\.[a-z0-9]{1,8}$/i.test(pathname);
}

/** The visitor of one UTC day: the same hash as the article views' (server/blog/record-article-view.ts). */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex');
}

/** Phones and tablets by their user agents' usual words; everything else is a desktop. */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

const MAX_TEXT = 200;

// eslint-disable-next-line no-control-regex -- control characters are what it removes (PostgreSQL refuses NUL in text)
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A UTM value as it is grouped: trimmed, lower-cased, bounded, without control characters; empty is none. */
function tag(value: string | null): string | null {
  const text = value?.replace(CONTROL, '').trim().toLowerCase().slice(0, MAX_TEXT);
  return text ? text : null;
}

/** The host of a referrer on another site; null for none, a page of this site, or something unreadable. */
export function referrerHostOf(referrer: string | undefined, host: string | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const referrerHost = url.hostname.toLowerCase().replace(/^www\./, '');
  const own = host
    ?.toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (!referrerHost || referrerHost === own) return null;
  return referrerHost.slice(0, MAX_TEXT);
}

/** Where a visit came from: its UTM source, else the other site that linked to it, else 'direct'. */
export function sourceOf(view: Pick<PageView, 'utmSource' | 'referrerHost'>): string {
  return view.utmSource ?? view.referrerHost ?? 'direct';
}

/** What is kept of a counted request, or null for a bot (decided here, off the request path). */
export function toPageView(raw: RawPageView, salt: string, hashes?: Map<string, string>): PageView | null {
  if (!raw.userAgent || isbotCached(raw.userAgent)) return null;
  const at = new Date(raw.at);
  // Most views have no query string: no URL to parse (a few µs each, on the same thread as the requests).
  const query = raw.target.indexOf('?');
  const params = query === -1 ? undefined : new URL(raw.target, 'http://site.invalid').searchParams;
  const path = query === -1 ? raw.target : raw.target.slice(0, query);
  // One visitor's views in one flush share their hash (`hashes` lives for one flush, so one day's salt).
  const key = `${raw.ip}\n${raw.userAgent}`;
  let hash = hashes?.get(key);
  if (!hash) {
    hash = visitorHash(salt, raw.ip, raw.userAgent);
    hashes?.set(key, hash);
  }
  return {
    day: utcDay(at),
    at,
    visitorHash: hash,
    path: path.slice(0, 1000),
    referrerHost: referrerHostOf(raw.referrer, raw.host),
    utmSource: tag(params?.get('utm_source') ?? null),
    utmMedium: tag(params?.get('utm_medium') ?? null),
    utmCampaign: tag(params?.get('utm_campaign') ?? null),
    device: deviceOf(raw.userAgent),
    views: 1,
  };
}

// isbot runs one large regular expression; a site sees few distinct user agents, so each is tested once.
const botAnswers = new Map<string, boolean>();
function isbotCached(userAgent: string): boolean {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    if (botAnswers.size >= 2000) botAnswers.clear();
    answer = isbot(userAgent);
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

/**
 * "November 22, 2026": the account page's Member Since, the one date the specification fixes (spec 000 §3:
 * US long form), or 'Unknown'. Every other date uses formatShortDate. UTC, so server and browser agree.
 */
export function formatMemberSince(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Minor units to a price in the course's currency: 999 GBP → "£9.99" (DESIGN fix 5). */
export function formatPrice(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minorUnits / 100);
}

/** A VAT rate in basis points as invoices write it: 1900 → "19 %", 2550 → "25.5 %". */
export function formatTaxRate(basisPoints: number): string {
  return `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
}

/** A course's price as the site writes it, from its stored minor units and currency (content/courses/courses.ts, the `courses` table). */
export function formatCoursePrice(course: { price: number; currency: string }): string {
  return formatPrice(course.price, course.currency);
}

/**
 * "22 Nov 2026": the one way the site writes a date, on every page and in every email (an article's
 * publish date, a purchase, a receipt), but the account page's Member Since (formatMemberSince). 'Unknown' for a missing or bad
 * value. A date-only value ("2025-01-18") is that calendar day; a moment is shown in UTC unless a time
 * zone is given, so the server and the browser agree.
 */
export function formatShortDate(iso: string | Date | null | undefined, timeZone = 'UTC'): string {
  if (!iso) return 'Unknown';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date);
}

/**
 * "22 Nov 2026, 05:46 UTC": when a session started or was last seen, when a password changed. In a reader's
 * zone when given, named: "22 Nov 2026, 06:46 (Europe/Berlin)" (community posts, issue 41).
 */
export function formatDateTime(iso: string | Date | null | undefined, timeZone = 'UTC'): string {
  if (!iso) return 'Unknown';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return 'Unknown';
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
  return `${formatShortDate(date, timeZone)}, ${time} ${timeZone === 'UTC' ? 'UTC' : `(${timeZone})`}`;
}

/**
 * The text cut after its last whole word within `max` characters, with '…' (unchanged if it fits):
 * a teaser never ends in half a word, as CSS line clamping can.
 */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /\s/.test(text.charAt(max)) ? max : text.lastIndexOf(' ', max);
  const kept = text.slice(0, end > 0 ? end : max).replace(/[\s,;:.–—-]+$/u, '');
  return `${kept}…`;
}

/**
 * "45 min", "1 h", "5 h 40 min": a duration derived from lessons (course, module) or measured (study time).
 * An hour or more is rounded to the nearest 5 minutes: read-time estimates and measured study time are
 * not precise to the minute, and "5 h 37 min" would claim they are.
 */
export function formatMinutes(minutes: number): string {
  const rounded = minutes >= 60 ? Math.round(minutes / 5) * 5 : Math.max(0, Math.round(minutes));
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** ISO 8601 duration for schema.org's `timeRequired`: 340 → "PT5H40M". */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

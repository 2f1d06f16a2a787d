/** "November 22, 2026" (spec 000 §3: US long form), or 'Unknown'. UTC, so server and browser agree. */
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

/** "22 Nov 2026": a purchase's date in lists. UTC, so server and browser agree. */
export function formatShortDate(iso: string | Date | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "22 Nov 2026, 05:46 UTC": when a session started or was last seen, when a password changed. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return 'Unknown';
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(date);
  return `${formatShortDate(date)}, ${time} UTC`;
}

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

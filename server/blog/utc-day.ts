/** YYYY-MM-DD of a moment, in UTC: the day article views are counted under. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC day `days` days before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));
}

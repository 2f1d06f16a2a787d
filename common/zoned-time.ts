/** The offset of `timeZone` from UTC at `at`, in minutes (e.g. 60 for Europe/Paris in winter). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/**
 * A wall-clock time typed in a form (`YYYY-MM-DDTHH:MM`, an <input type="datetime-local">) in `timeZone`,
 * as an ISO moment; null when it is not one. Across a clock change the offset is taken twice, as usual.
 */
export function zonedTimeToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(naive)) return null;
  let utc = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  utc = naive - offsetMinutes(new Date(utc), timeZone) * 60_000;
  return new Date(utc).toISOString();
}

/** An ISO moment as `YYYY-MM-DDTHH:MM` in `timeZone`, for a datetime-local input's value. */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const shifted = new Date(at.getTime() + offsetMinutes(at, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

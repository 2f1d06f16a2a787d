/** "Tue 1 Dec 2026, 18:00 – 19:00" in the visitor's time zone (issue 19: calls shown in the visitor's time zone). */
export function formatCallTime(startsAt: string, endsAt: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return `${day.format(new Date(startsAt))}, ${time.format(new Date(startsAt))} – ${time.format(new Date(endsAt))}`;
}

/** "Europe/London" → "Europe/London time"; UTC stays "UTC". */
export function zoneLabel(timeZone: string): string {
  return timeZone === 'UTC' ? 'UTC' : `${timeZone.replace(/_/g, ' ')} time`;
}

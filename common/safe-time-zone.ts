/** A time zone the browser reported, if this runtime knows it; else UTC. */
export function safeTimeZone(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > 64) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: candidate });
    return candidate;
  } catch {
    return 'UTC';
  }
}

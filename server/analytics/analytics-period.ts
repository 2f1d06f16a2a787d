import { MAX_ANALYTICS_DAYS } from '../../common/analytics-schemas';
import { daysBefore, utcDay } from '../blog/utc-day';
import { DomainError } from '../errors/domain-error';

/** The period asked for, by default the last 30 days with today (UTC); refused when reversed or too long. */
export function analyticsPeriod({ from, to, now }: { from?: string; to?: string; now: Date }): { from: string; to: string } {
  const end = to ?? utcDay(now);
  const start = from ?? daysBefore(end, 29);
  if (start > end) throw new DomainError('invalid', 'from must be on or before to', { field: 'from' });
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  if (days > MAX_ANALYTICS_DAYS)
    throw new DomainError('invalid', `The period may be at most ${MAX_ANALYTICS_DAYS} days`, { field: 'from' });
  return { from: start, to: end };
}

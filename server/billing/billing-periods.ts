const DAY_MS = 86_400_000;

/**
 * The same moment one month or year later, in UTC, as Stripe bills: a period anchored on the 31st ends on the last
 * day of a shorter month (31 January → 28 or 29 February), and 29 February → 28 February a year on.
 */
export function addInterval(from: Date, interval: 'month' | 'year', count = 1): Date {
  const months = interval === 'year' ? 12 * count : count;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from);
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}

/** The days after a failed renewal fell due on which it is tried again (decision 034a): 1, 3 and 5. */
export const RETRY_DAYS = [1, 3, 5] as const;

/**
 * When a charge that failed for the `attempt`-th time is tried next: the next of the retry days counted from when it
 * fell due, or null when none is left, or when it would come after the grace period (the subscription is paused then).
 */
export function nextAttemptAt({ dueAt, attempt, graceDays }: { dueAt: Date; attempt: number; graceDays: number }): Date | null {
  const day = RETRY_DAYS[attempt - 1];
  if (day === undefined || day >= graceDays) return null;
  return new Date(dueAt.getTime() + day * DAY_MS);
}

/** When a failed renewal's grace period ends: access is paused then unless it was paid. */
export function graceEndsAt({ dueAt, graceDays }: { dueAt: Date; graceDays: number }): Date {
  return new Date(dueAt.getTime() + graceDays * DAY_MS);
}

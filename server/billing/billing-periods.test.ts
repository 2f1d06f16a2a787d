import { describe, expect, it } from 'vitest';
import { addInterval, graceEndsAt, nextAttemptAt } from './billing-periods';

const at = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('adds a calendar month or year in UTC, ending a period anchored on a late day at the end of a shorter month', () => {
    expect(addInterval(at('2026-11-29T10:00:00Z'), 'month').toISOString()).toBe('2026-12-29T10:00:00.000Z');
    expect(addInterval(at('2026-12-15T10:00:00Z'), 'month').toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(addInterval(at('2027-01-31T10:00:00Z'), 'month').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addInterval(at('2028-01-31T10:00:00Z'), 'month').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addInterval(at('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(addInterval(at('2026-11-29T10:00:00Z'), 'month', 3).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });

  it('retries a failed renewal on days 1, 3 and 5 after it fell due, then no more', () => {
    const dueAt = at('2027-01-01T00:00:00Z');
    expect(nextAttemptAt({ dueAt, attempt: 1, graceDays: 7 })?.toISOString()).toBe('2027-01-02T00:00:00.000Z');
    expect(nextAttemptAt({ dueAt, attempt: 2, graceDays: 7 })?.toISOString()).toBe('2027-01-04T00:00:00.000Z');
    expect(nextAttemptAt({ dueAt, attempt: 3, graceDays: 7 })?.toISOString()).toBe('2027-01-06T00:00:00.000Z');
    expect(nextAttemptAt({ dueAt, attempt: 4, graceDays: 7 })).toBeNull();
    expect(graceEndsAt({ dueAt, graceDays: 7 }).toISOString()).toBe('2027-01-08T00:00:00.000Z');
  });

  it('plans no retry on or after the end of a shorter grace period', () => {
    const dueAt = at('2027-01-01T00:00:00Z');
    expect(nextAttemptAt({ dueAt, attempt: 1, graceDays: 3 })?.toISOString()).toBe('2027-01-02T00:00:00.000Z');
    expect(nextAttemptAt({ dueAt, attempt: 2, graceDays: 3 })).toBeNull();
  });
});

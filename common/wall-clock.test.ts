import { describe, expect, it } from 'vitest';
import { isoToZonedInput, zonedTimeToIso } from './wall-clock';

describe('a datetime-local value in a time zone', () => {
  it('is the moment that wall clock shows', () => {
    expect(zonedTimeToIso('2027-01-15T09:30', 'Europe/Berlin')).toBe('2027-01-15T08:30:00.000Z');
    expect(zonedTimeToIso('2027-07-15T09:30', 'America/New_York')).toBe('2027-07-15T13:30:00.000Z');
  });

  it('reads times on clock-change nights as coaching hours are read: a skipped time after the gap, a repeated one the first time', () => {
    // London skips 01:00–02:00 on 28 March 2027: 01:30 read with the winter offset is 02:30 summer time.
    expect(zonedTimeToIso('2027-03-28T01:30', 'Europe/London')).toBe('2027-03-28T01:30:00.000Z');
    // London shows 01:00–02:00 twice on 31 October 2027: the first, still summer time.
    expect(zonedTimeToIso('2027-10-31T01:30', 'Europe/London')).toBe('2027-10-31T00:30:00.000Z');
  });

  it('is not a moment when the form holds no real day or time', () => {
    for (const value of ['2027-02-30T09:00', '2027-01-15T24:00', '2027-01-15 09:00', ''])
      expect(zonedTimeToIso(value, 'UTC'), value).toBeNull();
  });

  it('goes back to the same form value', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata'])
      expect(isoToZonedInput(zonedTimeToIso('2027-05-04T18:45', zone)!, zone)).toBe('2027-05-04T18:45');
  });
});

import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type CoachingAvailability, type TimeRange } from '../../common/coaching-schemas';
import { offsetMs, wallClockToUtc } from '../../common/wall-clock';
import { generateSlots, NO_HOURS, type BusySession } from './generate-slots';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function every(ranges: TimeRange[]): CoachingAvailability['weekly'] {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, ranges])) as CoachingAvailability['weekly'];
}

function settings(overrides: Partial<CoachingAvailability> = {}) {
  return {
    timeZone: 'Europe/London',
    sessionMinutes: 60,
    bufferMinutes: 0,
    minNoticeHours: 0,
    maxDaysAhead: 365,
    maxPerDay: null,
    weekly: every([{ start: '09:00', end: '12:00' }]),
    overrides: [],
    ...overrides,
  };
}

/** "2027-03-28 09:00" on the wall clock of `timeZone`. */
function local(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

const at = (iso: string) => new Date(iso);

describe('slots across daylight-saving changes: exactly the owner’s local hours on both sides', () => {
  const cases = [
    { timeZone: 'Europe/London', change: '2027-03-28', offsets: [0, 1] },
    { timeZone: 'Europe/London', change: '2027-10-31', offsets: [1, 0] },
    { timeZone: 'America/New_York', change: '2027-03-14', offsets: [-5, -4] },
    { timeZone: 'America/New_York', change: '2027-11-07', offsets: [-4, -5] },
    { timeZone: 'Australia/Sydney', change: '2027-04-04', offsets: [11, 10] },
    { timeZone: 'Australia/Sydney', change: '2027-10-03', offsets: [10, 11] },
  ];
  for (const { timeZone, change, offsets } of cases) {
    it(`${timeZone} around ${change}`, () => {
      const from = new Date(wallClockToUtc(change, 0, timeZone) - 3 * DAY);
      const to = new Date(wallClockToUtc(change, 0, timeZone) + 4 * DAY);
      const slots = generateSlots({ settings: settings({ timeZone }), bookings: [], now: new Date(from.getTime() - DAY), from, to });
      // 7 days × 09:00, 10:00, 11:00 local.
      expect(slots).toHaveLength(21);
      const times = new Set(slots.map((slot) => local(slot.start, timeZone).slice(11)));
      expect([...times]).toEqual(['09:00', '10:00', '11:00']);
      for (const slot of slots) expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(HOUR);
      // The same local hour is a different UTC hour before and after the change.
      const first = slots[0]!;
      const lastSlot = slots.at(-1)!;
      const hours = (iso: string) => offsetMs(Date.parse(iso), timeZone) / HOUR;
      expect([hours(first.start), hours(lastSlot.start)]).toEqual(offsets);
    });
  }

  it('a range across the hour New York skips offers only real times, at the owner’s hours', () => {
    const slots = generateSlots({
      settings: settings({
        timeZone: 'America/New_York',
        sessionMinutes: 30,
        weekly: NO_HOURS,
        overrides: [{ date: '2027-03-14', ranges: [{ start: '01:00', end: '04:00' }] }],
      }),
      bookings: [],
      now: at('2027-03-01T00:00:00Z'),
      from: at('2027-03-13T00:00:00Z'),
      to: at('2027-03-16T00:00:00Z'),
    });
    // 01:00–04:00 that night is two hours of real time: 02:00–03:00 does not exist.
    expect(slots.map((s) => local(s.start, 'America/New_York').slice(11))).toEqual(['01:00', '01:30', '03:00', '03:30']);
    expect(slots[0]!.start).toBe('2027-03-14T06:00:00.000Z');
    expect(slots.at(-1)!.end).toBe('2027-03-14T08:00:00.000Z');
  });

  it('a range starting in the skipped hour starts as far past the change as it was into the gap', () => {
    const slots = generateSlots({
      settings: settings({
        timeZone: 'America/New_York',
        sessionMinutes: 30,
        weekly: NO_HOURS,
        overrides: [{ date: '2027-03-14', ranges: [{ start: '02:30', end: '04:00' }] }],
      }),
      bookings: [],
      now: at('2027-03-01T00:00:00Z'),
      from: at('2027-03-13T00:00:00Z'),
      to: at('2027-03-16T00:00:00Z'),
    });
    expect(slots).toEqual([{ start: '2027-03-14T07:30:00.000Z', end: '2027-03-14T08:00:00.000Z' }]);
  });

  it('a range across the hour London repeats offers both real times of it', () => {
    const slots = generateSlots({
      settings: settings({ weekly: NO_HOURS, overrides: [{ date: '2027-10-31', ranges: [{ start: '00:00', end: '03:00' }] }] }),
      bookings: [],
      now: at('2027-10-01T00:00:00Z'),
      from: at('2027-10-30T00:00:00Z'),
      to: at('2027-11-01T00:00:00Z'),
    });
    expect(slots.map((s) => s.start)).toEqual([
      '2027-10-30T23:00:00.000Z',
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T01:00:00.000Z',
      '2027-10-31T02:00:00.000Z',
    ]);
    expect(slots.map((s) => local(s.start, 'Europe/London').slice(11))).toEqual(['00:00', '01:00', '01:00', '02:00']);
  });
});

describe('slots: the owner’s rules', () => {
  const now = at('2027-01-04T08:00:00Z'); // a Monday, 08:00 in London (GMT)
  const week = { from: now, to: at('2027-01-11T00:00:00Z') };

  it('leaves out times sooner than the minimum notice', () => {
    const slots = generateSlots({ settings: settings({ minNoticeHours: 24 }), bookings: [], now, ...week });
    expect(slots[0]!.start).toBe('2027-01-05T09:00:00.000Z');
    const noNotice = generateSlots({ settings: settings({ minNoticeHours: 0 }), bookings: [], now, ...week });
    expect(noNotice[0]!.start).toBe('2027-01-04T09:00:00.000Z');
  });

  it('offers nothing past maxDaysAhead', () => {
    // Monday 08:00 + 2 days is Wednesday 08:00: Wednesday's 09:00 is too far.
    const slots = generateSlots({ settings: settings({ maxDaysAhead: 2 }), bookings: [], now, ...week });
    expect(slots.at(-1)!.start).toBe('2027-01-05T11:00:00.000Z');
  });

  it('spaces sessions by the buffer and keeps the buffer around booked sessions', () => {
    const base = settings({ sessionMinutes: 30, bufferMinutes: 15, weekly: every([{ start: '09:00', end: '11:00' }]) });
    const day = { from: at('2027-01-05T00:00:00Z'), to: at('2027-01-06T00:00:00Z') };
    expect(generateSlots({ settings: base, bookings: [], now, ...day }).map((s) => s.start.slice(11, 16))).toEqual([
      '09:00',
      '09:45',
      '10:30',
    ]);
    // A session booked at 10:00 (off the grid, booked under other settings) with its 15-minute buffer to 10:45.
    const booked: BusySession = {
      startsAt: at('2027-01-05T10:00:00Z'),
      endsAt: at('2027-01-05T10:30:00Z'),
      blockedUntil: at('2027-01-05T10:45:00Z'),
    };
    // 09:45 and 10:30 would meet it or its buffer; 09:00 and its buffer end at 09:45.
    expect(generateSlots({ settings: base, bookings: [booked], now, ...day }).map((s) => s.start.slice(11, 16))).toEqual(['09:00']);
  });

  it('keeps the larger buffer when the owner grew it after a booking', () => {
    const grown = settings({ sessionMinutes: 30, bufferMinutes: 60, weekly: every([{ start: '09:00', end: '13:00' }]) });
    const booked: BusySession = {
      startsAt: at('2027-01-05T09:00:00Z'),
      endsAt: at('2027-01-05T09:30:00Z'),
      blockedUntil: at('2027-01-05T09:30:00Z'),
    };
    const slots = generateSlots({
      settings: grown,
      bookings: [booked],
      now,
      from: at('2027-01-05T00:00:00Z'),
      to: at('2027-01-06T00:00:00Z'),
    });
    // The grid is 09:00, 10:30, 12:00; 10:30 is the first start an hour after 09:30.
    expect(slots.map((s) => s.start.slice(11, 16))).toEqual(['10:30', '12:00']);
  });

  it('closes a local day that has maxPerDay sessions', () => {
    const booked: BusySession = {
      startsAt: at('2027-01-05T09:00:00Z'),
      endsAt: at('2027-01-05T10:00:00Z'),
      blockedUntil: at('2027-01-05T10:00:00Z'),
    };
    const two = generateSlots({
      settings: settings({ maxPerDay: 2 }),
      bookings: [booked],
      now,
      from: at('2027-01-05T00:00:00Z'),
      to: at('2027-01-07T00:00:00Z'),
    });
    expect(two.map((s) => s.start.slice(0, 16))).toEqual([
      '2027-01-05T10:00',
      '2027-01-05T11:00',
      '2027-01-06T09:00',
      '2027-01-06T10:00',
      '2027-01-06T11:00',
    ]);
    const one = generateSlots({
      settings: settings({ maxPerDay: 1 }),
      bookings: [booked],
      now,
      from: at('2027-01-05T00:00:00Z'),
      to: at('2027-01-07T00:00:00Z'),
    });
    expect(one.map((s) => s.start.slice(0, 10))).toEqual(['2027-01-06', '2027-01-06', '2027-01-06']);
  });

  it('counts a session in the owner’s local day, not the UTC day', () => {
    // 23:30 in Sydney on 5 January is 12:30 UTC on 5 January; 00:30 on the 6th is 13:30 UTC on the 5th.
    const sydney = settings({
      timeZone: 'Australia/Sydney',
      sessionMinutes: 30,
      maxPerDay: 1,
      weekly: every([
        { start: '00:00', end: '01:00' },
        { start: '23:00', end: '24:00' },
      ]),
    });
    const booked: BusySession = {
      startsAt: at('2027-01-05T12:30:00Z'),
      endsAt: at('2027-01-05T13:00:00Z'),
      blockedUntil: at('2027-01-05T13:00:00Z'),
    };
    const slots = generateSlots({
      settings: sydney,
      bookings: [booked],
      now,
      from: at('2027-01-05T12:00:00Z'),
      to: at('2027-01-05T15:00:00Z'),
    });
    // The 5th (local) is full; the 6th's 00:00 and 00:30 (13:00 and 13:30 UTC on the 5th) are open.
    expect(slots.map((s) => s.start)).toEqual(['2027-01-05T13:00:00.000Z', '2027-01-05T13:30:00.000Z']);
  });

  it('an override replaces the weekday: empty ranges are a day off, others are that date’s hours', () => {
    const slots = generateSlots({
      settings: settings({
        overrides: [
          { date: '2027-01-05', ranges: [] },
          {
            date: '2027-01-06',
            ranges: [
              { start: '14:00', end: '15:00' },
              { start: '16:00', end: '17:30' },
            ],
          },
        ],
      }),
      bookings: [],
      now,
      from: at('2027-01-05T00:00:00Z'),
      to: at('2027-01-07T00:00:00Z'),
    });
    expect(slots.map((s) => s.start.slice(0, 16))).toEqual(['2027-01-06T14:00', '2027-01-06T16:00']);
  });

  it('keeps to the window asked for', () => {
    const slots = generateSlots({
      settings: settings(),
      bookings: [],
      now,
      from: at('2027-01-05T10:00:00Z'),
      to: at('2027-01-05T11:00:00Z'),
    });
    expect(slots).toEqual([{ start: '2027-01-05T10:00:00.000Z', end: '2027-01-05T11:00:00.000Z' }]);
  });
});

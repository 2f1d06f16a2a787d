import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMemberSince, formatMinutes, formatShortDate, isoDuration, shortenAtWord } from './format';

describe('dates', () => {
  // Home, blog and receipt once wrote the same day three ways ("18 Jan 2025", "Jan 18, 2025", "January 18, 2025").
  it('writes every date one way: day, short month, year', () => {
    expect(formatShortDate('2025-01-18')).toBe('18 Jan 2025');
    expect(formatShortDate(new Date(Date.UTC(2026, 10, 22, 23, 30)))).toBe('22 Nov 2026');
    expect(formatShortDate('2026-11-22T23:30:00Z', 'Asia/Tokyo')).toBe('23 Nov 2026');
    expect(formatShortDate(null)).toBe('Unknown');
    expect(formatShortDate('not a date')).toBe('Unknown');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 22, 5, 46)))).toBe('22 Nov 2026, 05:46 UTC');
    // In a reader's zone, named; the date is that zone's too.
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 22, 5, 46)), 'Europe/Berlin')).toBe('22 Nov 2026, 06:46 (Europe/Berlin)');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 22, 5, 46)), 'America/Los_Angeles')).toBe('21 Nov 2026, 21:46 (America/Los_Angeles)');
  });
});

describe('shortenAtWord', () => {
  it('keeps text that fits', () => {
    expect(shortenAtWord('Short text.', 20)).toBe('Short text.');
  });

  it('cuts after the last whole word, never inside one, and drops trailing punctuation', () => {
    const text = 'What $1,000 a month actually takes: five AI-assisted side hustles with the maths, the weekly hours';
    const short = shortenAtWord(text, 60);
    expect(short).toBe('What $1,000 a month actually takes: five AI-assisted side…');
    expect(short.length).toBeLessThanOrEqual(61);
    expect(shortenAtWord(text, 35)).toBe('What $1,000 a month actually takes…');
    expect(shortenAtWord('one two three', 7)).toBe('one two…');
    expect(shortenAtWord('Unbreakableword', 5)).toBe('Unbre…');
  });
});

describe('formatMemberSince', () => {
  it('writes the account date in US long form, as spec 000 §3 fixes it', () => {
    expect(formatMemberSince('2026-11-22T23:30:00.000Z')).toBe('November 22, 2026');
    expect(formatMemberSince(null)).toBe('Unknown');
    expect(formatMemberSince('not a date')).toBe('Unknown');
  });
});

describe('durations (issue 26)', () => {
  it('writes minutes under an hour exactly, and from an hour rounds to 5 minutes', () => {
    expect(formatMinutes(7)).toBe('7 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(339)).toBe('5 h 40 min');
    expect(formatMinutes(167)).toBe('2 h 45 min');
    expect(formatMinutes(0)).toBe('0 min');
  });

  it("gives schema.org's timeRequired as an ISO 8601 duration", () => {
    expect(isoDuration(339)).toBe('PT5H39M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(0)).toBe('PT0M');
  });
});

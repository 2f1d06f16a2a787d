import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMemberSince, formatShortDate, shortenAtWord } from './format';

describe('dates', () => {
  // Home, blog and receipt once wrote the same day three ways ("18 Jan 2025", "Jan 18, 2025", "January 18, 2025").
  it('writes every date one way: day, short month, year', () => {
    expect(formatShortDate('2025-01-18')).toBe('18 Jan 2025');
    expect(formatShortDate(new Date(Date.UTC(2026, 10, 22, 23, 30)))).toBe('22 Nov 2026');
    expect(formatShortDate('2026-11-22T23:30:00Z', 'Asia/Tokyo')).toBe('23 Nov 2026');
    expect(formatShortDate(null)).toBe('Unknown');
    expect(formatShortDate('not a date')).toBe('Unknown');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 22, 5, 46)))).toBe('22 Nov 2026, 05:46 UTC');
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

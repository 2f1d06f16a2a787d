import { describe, expect, it } from 'vitest';
import { subscribersCsv } from './export-subscribers-csv';
import type { SubscriberRow } from './list-subscribers';

const row = (fields: Partial<SubscriberRow>): SubscriberRow => ({
  id: '00000000-0000-4000-8000-000000000000',
  email: 'reader@example.com',
  status: 'confirmed',
  source: 'home',
  subscribedAt: new Date('2026-11-01T09:00:00Z'),
  confirmedAt: new Date('2026-11-01T09:05:00Z'),
  updatedAt: new Date('2026-11-01T09:05:00Z'),
  ...fields,
});

describe('subscribersCsv', () => {
  it('writes a byte-order mark, the header and one line per subscriber, dates in UTC as spreadsheets read them', () => {
    expect(subscribersCsv([row({}), row({ email: 'p@example.com', status: 'pending', confirmedAt: null })])).toBe(
      '\uFEFFemail,status,subscribed_at,confirmed_at,source\r\n' +
        'reader@example.com,confirmed,2026-11-01 09:00:00,2026-11-01 09:05:00,home\r\n' +
        'p@example.com,pending,2026-11-01 09:00:00,,home\r\n',
    );
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+cmd', "'+cmd"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('escapes a cell that starts a formula: %j', (value, cell) => {
    const [, line] = subscribersCsv([row({ source: value })]).split('\r\n');
    expect(line).toBe(`reader@example.com,confirmed,2026-11-01 09:00:00,2026-11-01 09:05:00,${cell}`);
  });

  it('leaves ordinary cells and commas inside quotes alone', () => {
    const [, line] = subscribersCsv([row({ email: 'a+b@example.com', source: 'blog, sidebar' })]).split('\r\n');
    expect(line).toBe('a+b@example.com,confirmed,2026-11-01 09:00:00,2026-11-01 09:05:00,"blog, sidebar"');
  });
});

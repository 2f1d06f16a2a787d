import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseReferralMarker, serializeReferralMarker } from './referral-marker';
import { normaliseEmail, REFERRAL_WINDOW_MS, withinWindow } from './referral-rules';

describe('normaliseEmail', () => {
  it('reads one person in a +tag, another case and Gmail dots', () => {
    expect(normaliseEmail(' Ann.Lee+friend@Example.com ')).toBe('ann.lee@example.com');
    expect(normaliseEmail('A.n.n.Lee+x@googlemail.com')).toBe('annlee@gmail.com');
    expect(normaliseEmail('ann.lee@example.com')).not.toBe(normaliseEmail('annlee@example.com'));
  });
});

describe('withinWindow', () => {
  it('counts 30 days from the click, not a click from the future', () => {
    const click = new Date('2026-01-01T00:00:00Z');
    expect(withinWindow(click, new Date(click.getTime() + REFERRAL_WINDOW_MS))).toBe(true);
    expect(withinWindow(click, new Date(click.getTime() + REFERRAL_WINDOW_MS + 1))).toBe(false);
    expect(withinWindow(click, new Date(click.getTime() - 1))).toBe(false);
  });
});

describe('the referral marker', () => {
  const key = randomBytes(32);
  const value = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';')));

  it('reads back what it wrote, and nothing with another date or code', () => {
    const clickedAt = new Date('2026-03-04T05:06:07Z');
    const raw = value(serializeReferralMarker({ secureCookies: false }, key, { code: 'abcdefgh23', clickedAt }));
    expect(parseReferralMarker(key, raw)).toEqual({ code: 'abcdefgh23', clickedAt });
    const [code, at, signature] = raw.split('.');
    expect(parseReferralMarker(key, `${code}.${Number(at) + 86_400_000}.${signature}`)).toBeNull();
    expect(parseReferralMarker(key, `zzzzzzzz23.${at}.${signature}`)).toBeNull();
    expect(parseReferralMarker(randomBytes(32), raw)).toBeNull();
    expect(parseReferralMarker(key, 'garbage')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseSetCookie } from '../../test/test-app';
import { clearSessionCookie, serializeSessionCookie, sessionCookieName } from './session-cookie';

const DAY = 24 * 60 * 60 * 1000;

describe('session cookie', () => {
  it('is named sid over http and __Host-sid over https', () => {
    expect(sessionCookieName({ secureCookies: false })).toBe('sid');
    expect(sessionCookieName({ secureCookies: true })).toBe('__Host-sid');
  });

  it('is HttpOnly, SameSite=Lax, Path=/, not Secure over http, and lasts until the session expires', () => {
    const now = new Date('2026-11-28T12:00:00.500Z');
    const expiresAt = new Date(now.getTime() + 30 * DAY);
    const cookie = parseSetCookie(serializeSessionCookie({ secureCookies: false }, 'tok', expiresAt, now));
    expect(cookie.name).toBe('sid');
    expect(cookie.value).toBe('tok');
    expect(cookie.attributes.get('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('secure')).toBe(false);
    expect(cookie.attributes.has('domain')).toBe(false);
    // Counted from the clock that set the expiry (services.now), not the machine's.
    expect(Number(cookie.attributes.get('max-age'))).toBe(30 * 24 * 3600);
    expect(new Date(String(cookie.attributes.get('expires'))).toUTCString()).toBe(expiresAt.toUTCString());
  });

  it('meets the __Host- prefix rules over https: Secure, Path=/, no Domain', () => {
    const cookie = parseSetCookie(serializeSessionCookie({ secureCookies: true }, 'tok', new Date(Date.now() + DAY), new Date()));
    expect(cookie.name).toBe('__Host-sid');
    expect(cookie.attributes.get('secure')).toBe(true);
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('domain')).toBe(false);
  });

  it('clears with an empty value and Max-Age=0 under the same name and path', () => {
    for (const secureCookies of [false, true]) {
      const cookie = parseSetCookie(clearSessionCookie({ secureCookies }));
      expect(cookie.name).toBe(sessionCookieName({ secureCookies }));
      expect(cookie.value).toBe('');
      expect(cookie.attributes.get('max-age')).toBe('0');
      expect(cookie.attributes.get('path')).toBe('/');
    }
  });
});

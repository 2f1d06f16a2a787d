import { describe, expect, it } from 'vitest';
import { expectNoStackTrace, parseSetCookie } from './test-app';

describe('expectNoStackTrace', () => {
  function stackOf(): string {
    return new Error('boom').stack!;
  }

  it('catches a raw stack trace and one serialised into JSON', () => {
    expect(() => expectNoStackTrace(stackOf())).toThrow(/leaks internals/);
    expect(() => expectNoStackTrace(JSON.stringify({ message: 'x', stack: stackOf() }))).toThrow(/leaks internals/);
  });

  it('catches a source location and a node_modules path', () => {
    expect(() => expectNoStackTrace('{"message":"failed in /srv/app/server/db/client.ts:42:7"}')).toThrow();
    expect(() => expectNoStackTrace('{"message":"in node_modules/pg/lib/client.js"}')).toThrow();
  });

  it('lets ordinary text through, including "at" at the start of a line', () => {
    expect(() => expectNoStackTrace('{"message":"Password must be at least 6 characters long"}')).not.toThrow();
    expect(() => expectNoStackTrace('Lesson text\n  at the end of the month, review /account')).not.toThrow();
  });
});

describe('parseSetCookie', () => {
  it('splits name, value and attributes', () => {
    const cookie = parseSetCookie('sid=abc%20def; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(cookie.name).toBe('sid');
    expect(cookie.value).toBe('abc def');
    expect(Object.fromEntries(cookie.attributes)).toEqual({ 'max-age': '60', path: '/', httponly: true, secure: true, samesite: 'Lax' });
  });
});

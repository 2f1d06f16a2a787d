import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/course/free?x=1', '/', '/account', '/course/free-course/module/1/lesson/1#top', '/search?q=a%20b'])(
    'keeps the same-site path %j',
    (target) => {
      expect(safeRedirect(target)).toBe(target);
    },
  );

  it.each([
    '//evil.com',
    '//evil.com/path',
    'https://evil.com',
    'http://evil.com/',
    'javascript:alert(1)',
    '/\\evil.com',
    '\\\\evil.com',
    'evil.com',
    'course/free',
    '/\tevil',
    '/\n//evil.com',
    '/foo\rbar',
    '/\u0000',
    '/\u007f',
    '',
    `/${'a'.repeat(2048)}`,
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
  ])('refuses %j and returns the fallback', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/account')).toBe('/account');
  });

  it.each([undefined, null, 42, {}, ['/account']])('refuses the non-string %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('never returns a value that a browser would resolve to another host', () => {
    for (const target of ['/%2F%2Fevil.com', '/./evil.com', '/../evil.com', '/.//evil.com', '/a/..//evil.com', '/%2e%2e//evil.com']) {
      const result = safeRedirect(target);
      expect(new URL(result, 'https://site.example').origin).toBe('https://site.example');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createPageCache, isCacheablePageRequest } from './page-cache';

describe('page cache', () => {
  it('re-stamps a cached page with each response’s own nonce', () => {
    const cache = createPageCache();
    const page = cache.store('k', '<script nonce="AAA">1</script><script nonce="AAA">2</script>', 'AAA', new Headers({ 'content-type': 'text/html' }));
    expect(cache.render(page, 'BBB')).toBe('<script nonce="BBB">1</script><script nonce="BBB">2</script>');
    expect(cache.render(cache.get('k')!, 'CCC')).not.toContain('AAA');
  });

  it('never keeps cookies or the old CSP header, expires entries and evicts the least recently used', () => {
    let t = 0;
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000, now: () => t });
    const stored = cache.store('a', 'x', undefined, new Headers({ 'set-cookie': 'a=b', 'content-security-policy': 'x', 'content-type': 'text/html' }));
    expect(stored.headers).toEqual([['content-type', 'text/html']]);
    cache.store('b', 'y', undefined, new Headers());
    cache.get('a');
    cache.store('c', 'z', undefined, new Headers());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    t = 2000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('caches only anonymous GETs of public pages', () => {
    const get = (path: string) => new Request(`http://x${path}`);
    expect(isCacheablePageRequest(get('/'), undefined)).toBe(true);
    expect(isCacheablePageRequest(get('/blog/some-article'), 'tz=Europe%2FLondon')).toBe(true);
    expect(isCacheablePageRequest(get('/blog'), 'sid=abc')).toBe(false);
    expect(isCacheablePageRequest(get('/'), 'flash=xyz')).toBe(false);
    expect(isCacheablePageRequest(get('/account'), undefined)).toBe(false);
    expect(isCacheablePageRequest(get('/course/free-course/module/1/lesson/1'), undefined)).toBe(false);
    expect(isCacheablePageRequest(get('/courses.data'), undefined)).toBe(false);
    expect(isCacheablePageRequest(new Request('http://x/', { method: 'POST' }), undefined)).toBe(false);
  });
});

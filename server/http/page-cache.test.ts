import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, storedAnswer } from './compressed-answer';
import { cachedPageResponse, createPageCache, inlineScriptHashes, isPublicPageRequest, PAGE_CACHE_MARK } from './page-cache';

const BROWSER = 'gzip, deflate, br, zstd';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page cache', () => {
  it('keeps one copy compressed with brotli and one with gzip, and serves each to the client that asks for it', async () => {
    const cache = createPageCache();
    const html = `<!doctype html><p>${'a cached page '.repeat(200)}</p>`;
    const page = cache.store('k', html, new Headers({ 'content-type': 'text/html' }));
    const br = cachedPageResponse(page, new Request('http://x/', { headers: { 'accept-encoding': BROWSER } }), 'HIT');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gzip = cachedPageResponse(page, new Request('http://x/', { headers: { 'accept-encoding': 'gzip, deflate' } }), 'HIT');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    const plain = cachedPageResponse(page, new Request('http://x/'), 'HIT');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    // Each representation has its own validator; the same request gets the same bytes and ETag every time.
    expect(new Set([br, gzip, plain].map((r) => r.headers.get('etag'))).size).toBe(3);
    const again = cachedPageResponse(cache.get('k')!, new Request('http://x/', { headers: { 'accept-encoding': BROWSER } }), 'HIT');
    expect(again.headers.get('etag')).toBe(br.headers.get('etag'));
    expect(Buffer.from(await again.arrayBuffer()).equals(page.br)).toBe(true);
  });

  it('answers 304 without a body to If-None-Match with the current ETag, weak or strong, and 200 to an old one', () => {
    const page = createPageCache().store('k', '<p>x</p>', new Headers({ 'content-type': 'text/html' }));
    const first = cachedPageResponse(page, new Request('http://x/', { headers: { 'accept-encoding': BROWSER } }), 'HIT');
    const etag = first.headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"old", ${etag}`, '*']) {
      const res = cachedPageResponse(
        page,
        new Request('http://x/', { headers: { 'accept-encoding': BROWSER, 'if-none-match': ifNoneMatch } }),
        'HIT',
      );
      expect(res.status).toBe(304);
      expect(res.body).toBeNull();
      expect(res.headers.get('etag')).toBe(etag);
    }
    const stale = cachedPageResponse(
      page,
      new Request('http://x/', { headers: { 'accept-encoding': BROWSER, 'if-none-match': '"old"' } }),
      'HIT',
    );
    expect(stale.status).toBe(200);
  });

  it('chooses brotli, then gzip, as the client weighs them', () => {
    expect(chooseEncoding(BROWSER)).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('chooses the same encoding for a header it has seen before, also after more distinct headers than it remembers', () => {
    const headers = ['gzip, deflate, br, zstd', 'gzip', 'br;q=0.5, gzip', 'br;q=0, gzip;q=0', 'identity'];
    const first = headers.map((header) => chooseEncoding(header));
    expect(first).toEqual(['br', 'gzip', 'gzip', 'identity', 'identity']);
    // Anyone may send any header: past what it remembers, it starts over and still answers each one rightly.
    for (let i = 0; i < 500; i++) expect(chooseEncoding(`x-${i}, gzip;q=0.${(i % 9) + 1}`)).toBe('gzip');
    expect(headers.map((header) => chooseEncoding(header))).toEqual(first);
    expect(headers.map((header) => chooseEncoding(header))).toEqual(first);
  });

  it('answers the fast path with the same status, headers and bytes as a Response, for every encoding and a 304', async () => {
    const page = createPageCache().store('k', `<p>${'x'.repeat(500)}</p>`, new Headers({ 'content-type': 'text/html' }));
    for (const encoding of [BROWSER, 'gzip', undefined]) {
      const viaResponse = cachedPageResponse(
        page,
        new Request('http://x/', { headers: encoding ? { 'accept-encoding': encoding } : {} }),
        'HIT',
      );
      const fast = storedAnswer(page, encoding, undefined, PAGE_CACHE_MARK.HIT);
      expect(fast.status).toBe(viaResponse.status);
      expect(fast.headers).toEqual(Object.fromEntries(viaResponse.headers));
      expect(fast.body!.equals(Buffer.from(await viaResponse.arrayBuffer()))).toBe(true);
      // Put together once per stored answer and shared by the requests that follow, never changed by one.
      expect(storedAnswer(page, encoding, undefined, PAGE_CACHE_MARK.HIT).headers).toBe(fast.headers);
      expect(Object.isFrozen(fast.headers)).toBe(true);
      const etag = fast.headers.etag!;
      const notModified = storedAnswer(page, encoding, etag, PAGE_CACHE_MARK.HIT);
      expect(notModified).toEqual({
        status: 304,
        headers: { etag, 'x-page-cache': 'HIT', 'cache-control': fast.headers['cache-control'], vary: fast.headers.vary },
      });
    }
    // The app's miss is marked as such from the same stored answer.
    expect(storedAnswer(page, BROWSER, undefined, PAGE_CACHE_MARK.MISS).headers['x-page-cache']).toBe('MISS');
    expect(storedAnswer(page, BROWSER, undefined, PAGE_CACHE_MARK.HIT).headers['x-page-cache']).toBe('HIT');
  });

  it('never keeps cookies, caching headers or the render’s CSP, expires entries and evicts the least recently used', () => {
    let t = 0;
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000, now: () => t });
    const stored = cache.store(
      'a',
      'x',
      new Headers({
        'set-cookie': 'a=b',
        'cache-control': 'private',
        vary: 'Cookie',
        'content-security-policy': 'x',
        'content-type': 'text/html',
      }),
    );
    expect(stored.answers.identity.headers).toEqual({
      'content-type': 'text/html',
      'cache-control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=60',
      vary: 'Accept-Encoding, Cookie, Accept-Language, CF-IPCountry',
      'content-length': '1',
      etag: stored.answers.identity.etag,
    });
    cache.store('b', 'y', new Headers());
    cache.get('a');
    cache.store('c', 'z', new Headers());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    t = 2000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('stores the page with the policy that allows its inline scripts by their hashes', () => {
    const cache = createPageCache({ policy: (hashes) => `script-src 'self' ${hashes.join(' ')}`, headers: { 'x-frame-options': 'DENY' } });
    const page = cache.store('k', '<script>a()</script>', new Headers({ 'content-security-policy': "script-src 'nonce-x'" }));
    for (const { headers } of Object.values(page.answers)) {
      expect(headers['content-security-policy']).toBe(`script-src 'self' ${sha256('a()')}`);
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  it('hashes every inline script, exactly as written, and no external one', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script>window.__x = "</p>";</script>' +
      '<script type="module" async="">import "/a.js";\n</script><script src="/b.js"></script><script>window.__x = "</p>";</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('{"a":1}'), sha256('window.__x = "</p>";'), sha256('import "/a.js";\n')]);
  });

  it('takes only GETs of public pages', () => {
    const get = (path: string) => new Request(`http://x${path}`);
    expect(isPublicPageRequest(get('/'))).toBe(true);
    expect(isPublicPageRequest(get('/blog/some-article'))).toBe(true);
    // A business idea's guide page: its premium text is only rendered for a session, which is never cached.
    expect(isPublicPageRequest(get('/business-ideas/website-chatbot-setup'))).toBe(true);
    expect(isPublicPageRequest(get('/business-ideas/website-chatbot-setup.data'))).toBe(false);
    expect(isPublicPageRequest(get('/account'))).toBe(false);
    expect(isPublicPageRequest(get('/course/free-course/module/1/lesson/1'))).toBe(false);
    expect(isPublicPageRequest(get('/courses.data'))).toBe(false);
    expect(isPublicPageRequest(get(`/search?q=${'a'.repeat(300)}`))).toBe(false);
    expect(isPublicPageRequest(new Request('http://x/', { method: 'POST' }))).toBe(false);
  });
});

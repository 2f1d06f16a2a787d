/**
 * The theme choice (issue 16, docs/decisions/016-dark-theme.md): POST /theme keeps it in a cookie and
 * sends the visitor back, and every page, cached or not, is rendered in the theme its cookie names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { themeCookie } from './theme-routes';
import type { PageHandler } from '../app';

/** A stand-in for React Router that shows the theme the page was rendered with, as <html data-theme> does. */
const pages: PageHandler = async (request, context) =>
  new Response(`<!doctype html><html data-theme="${context.theme}"><title>${new URL(request.url).pathname}</title></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages });
});
afterAll(() => t?.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
});

describe('POST /theme', () => {
  it('keeps the choice for a year and returns to the page the form was on', async () => {
    const visitor = t.client();
    const answer = await visitor.request('/theme', form({ theme: 'dark', redirectTo: '/blog/some-article?tag=ai#comments' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/blog/some-article?tag=ai#comments');
    const [cookie] = answer.setCookies;
    expect(cookie?.name).toBe('theme');
    expect(cookie?.value).toBe('dark');
    expect(cookie?.attributes.get('max-age')).toBe('31536000');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The next page is rendered dark.
    expect((await visitor.get('/courses')).text).toContain('data-theme="dark"');
  });

  it('clears the cookie for System, the device’s own choice', async () => {
    const visitor = t.client();
    await visitor.request('/theme', form({ theme: 'light' }));
    expect(visitor.cookies.get('theme')).toBe('light');
    const answer = await visitor.request('/theme', form({ theme: 'system', redirectTo: '/courses' }));
    expect(answer.status).toBe(303);
    expect(answer.setCookies[0]?.attributes.get('max-age')).toBe('0');
    expect(visitor.cookies.has('theme')).toBe(false);
    expect((await visitor.get('/courses')).text).toContain('data-theme="system"');
  });

  it('sends a redirect to another site, or none, home instead', async () => {
    for (const redirectTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/.//evil.example', 'javascript:alert(1)']) {
      const answer = await t.client().request('/theme', form({ theme: 'dark', redirectTo }));
      expect(answer.status, redirectTo).toBe(303);
      expect(answer.headers.get('location'), redirectTo).toBe('/');
    }
    expect((await t.client().request('/theme', form({ theme: 'dark' }))).headers.get('location')).toBe('/');
  });

  it('answers 400 naming the field for a theme it does not know, and sets nothing', async () => {
    for (const fields of [{ theme: 'purple' }, { theme: '' }, {}] as Record<string, string>[]) {
      const answer = await t.client().request('/theme', form(fields));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toMatchObject({ field: 'theme', message: expect.stringMatching(/theme/) });
      expect(answer.setCookies).toEqual([]);
    }
    const long = await t.client().request('/theme', form({ theme: 'dark', redirectTo: `/${'a'.repeat(3000)}` }));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: 'redirectTo' });
  });

  it('takes JSON too, and refuses other bodies and other sites', async () => {
    const json = await t.client().post('/theme', { theme: 'light', redirectTo: '/blog' }, { headers: { origin: 'http://localhost' } });
    expect(json.status).toBe(303);
    expect(json.headers.get('location')).toBe('/blog');
    expect(json.setCookies[0]?.value).toBe('light');
    const text = await t.client().request('/theme', { method: 'POST', body: 'theme=dark', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const crossSite = await t
      .client()
      .request('/theme', { ...form({ theme: 'dark' }), headers: { ...form({}).headers, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.setCookies).toEqual([]);
  });

  it('marks the cookie Secure on an https site', () => {
    expect(themeCookie({ secureCookies: true }, 'dark')).toMatch(/; Secure/);
    expect(themeCookie({ secureCookies: false }, 'dark')).not.toMatch(/Secure/);
  });
});

describe('cached pages and the theme', () => {
  it('keeps one copy per theme: a visitor never gets another theme’s page', async () => {
    const path = '/business-ideas';
    const get = (cookie?: string) => t.client().get(path, cookie ? { headers: { cookie } } : {});

    const dark = await get('theme=dark');
    expect(dark.text).toContain('data-theme="dark"');
    expect(dark.headers.get('x-page-cache')).toBe('MISS');
    expect(dark.headers.get('vary')).toMatch(/\bCookie\b/);

    // Without the cookie: the device's choice, rendered anew rather than the dark copy.
    const system = await get();
    expect(system.text).toContain('data-theme="system"');
    expect(system.headers.get('x-page-cache')).toBe('MISS');

    const light = await get('tz=Europe/London; theme=light');
    expect(light.text).toContain('data-theme="light"');
    expect(light.headers.get('x-page-cache')).toBe('MISS');

    // Each copy is then served to its own theme only.
    for (const [cookie, theme] of [
      ['theme=dark', 'dark'],
      [undefined, 'system'],
      ['theme=light', 'light'],
      // A value that names no theme is the device's choice, and shares that copy.
      ['theme=purple', 'system'],
      ['theme=system', 'system'],
    ] as const) {
      const again = await get(cookie);
      expect(again.text, String(cookie)).toContain(`data-theme="${theme}"`);
      expect(again.headers.get('x-page-cache'), String(cookie)).toBe('HIT');
    }
  });

  it('renders a signed-in visitor’s page in their theme too', async () => {
    const learner = t.client();
    await learner.signUp({ username: 'dark_learner' });
    learner.cookies.set('theme', 'dark');
    const page = await learner.get('/courses');
    expect(page.text).toContain('data-theme="dark"');
    expect(page.headers.get('x-page-cache')).toBeNull();
  });
});

/**
 * The contact page as anonymous visitors get it (docs/decisions/028d-contact-page-and-malloc.md): rendered
 * once per theme, yet every visitor's form carries a token of their own that the form accepts, with a policy
 * that allows the page's scripts by hash (no nonce served twice); signed-in visitors get their own render.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkContactFormToken, issueContactFormToken, MIN_FILL_MS } from './contact-form-token';
import type { PageHandler } from '../app';

let renders = 0;
/** A stand-in for React Router's contact page: the form token its loader hands out, an inline script, the visitor. */
const pages: PageHandler = async (request, context) => {
  renders += 1;
  const formToken = issueContactFormToken({ key: context.services.cookieSigningKey, now: context.services.now() });
  const nonce = context.cspNonce ? ` nonce="${context.cspNonce}"` : '';
  const body =
    `<!doctype html><html data-theme="${context.theme}"><title>Contact us</title>` +
    `<p>user: ${context.user?.username ?? 'nobody'}</p>` +
    `<script${nonce}>document.documentElement.dataset.ready = "1";</script>` +
    `<form method="post"><input type="hidden" name="formToken" value="${formToken}"/></form>`;
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages });
});
afterAll(() => t?.close());

describe('the contact page for anonymous visitors', () => {
  it('is rendered once, and each visitor gets a form token of their own that the form accepts', async () => {
    t.services.changes.emit(['content']);
    renders = 0;
    const first = await t.client().get('/contact');
    const second = await t.client().get('/contact');
    const third = await t.client().get('/contact');
    expect(renders).toBe(1);
    for (const res of [first, second, third]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      // Allowed by its hash, never by a nonce: the same HTML answers many requests.
      expect(res.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/);
      expect(res.text).not.toContain('nonce=');
    }
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    const tokens = [first, second, third].map((res) => tokenOf(res.text));
    expect(new Set(tokens).size).toBe(3);
    expect(second.text.replace(tokens[1]!, '')).toBe(first.text.replace(tokens[0]!, ''));

    // Handed out when it was answered, not when the page was rendered: a person's writing time still counts.
    t.clock.advance(MIN_FILL_MS + 1_000);
    const later = await t.client().get('/contact');
    expect(renders).toBe(1);
    const check = checkContactFormToken({ key: t.services.cookieSigningKey, token: tokenOf(later.text), now: t.services.now() });
    expect(check).toMatchObject({ ok: true, tooFast: true });
    for (const token of tokens) {
      expect(checkContactFormToken({ key: t.services.cookieSigningKey, token, now: t.services.now() })).toMatchObject({
        ok: true,
        tooFast: false,
      });
    }
  });

  it('is kept per theme, and rendered again once what it shows changed', async () => {
    t.services.changes.emit(['content']);
    renders = 0;
    const dark = await t.client().get('/contact', { headers: { cookie: 'theme=dark' } });
    const light = await t.client().get('/contact', { headers: { cookie: 'theme=light' } });
    expect(dark.text).toContain('data-theme="dark"');
    expect(light.text).toContain('data-theme="light"');
    expect((await t.client().get('/contact', { headers: { cookie: 'theme=dark' } })).text).toContain('data-theme="dark"');
    expect(renders).toBe(2);
    t.services.changes.emit(['content']);
    await t.client().get('/contact', { headers: { cookie: 'theme=dark' } });
    expect(renders).toBe(3);
  });

  it('is rendered for a signed-in visitor every time, as their own page', async () => {
    await t.client().get('/contact');
    const member = t.client();
    const { username } = await member.signUp({ username: 'contact_member' });
    renders = 0;
    const own = await member.get('/contact');
    expect(own.text).toContain(`user: ${username}`);
    expect(own.headers.get('x-page-cache')).toBeNull();
    expect(renders).toBe(1);
    expect((await t.client().get('/contact')).text).toContain('user: nobody');
  });
});

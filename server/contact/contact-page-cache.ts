// The contact page for anonymous visitors, rendered once per theme and answered with each visitor's own form
// token put in (docs/decisions/028d-contact-page-and-malloc.md). Rendered on every request, it was what the
// busy hour's page loads spent their memory on: one address in fifty-three, but every render's garbage.
import { checkContactFormToken, issueContactFormToken } from './contact-form-token';
import type { Theme } from '../../common/theme';

export const CONTACT_PAGE_PATH = '/contact';

/** A token as issueContactFormToken writes it: base-36 time, 16 random bytes and an HMAC-SHA-256, base64url. */
const TOKEN = /[0-9a-z]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/g;

interface KeptPage {
  /** The HTML before and after the one form token it was rendered with. */
  before: string;
  after: string;
  headers: Headers;
  storedAt: number;
}

export interface ContactPageCache {
  /** The kept page for this theme with a token handed out now, or undefined (none kept, or too old). */
  get(theme: Theme, now: Date): { html: string; headers: Headers } | undefined;
  /**
   * Keeps a rendered page, if it holds exactly one token of ours (the form's): anything else means the page
   * is not the form this cache knows how to fill, and it is simply rendered every time.
   */
  store(theme: Theme, html: string, headers: Headers, now: Date): void;
  /** What the page shows changed (server/operations/watch-changes.ts). */
  clear(): void;
}

export function createContactPageCache({ key, ttlMs = 5 * 60_000 }: { key: Buffer; ttlMs?: number }): ContactPageCache {
  const pages = new Map<Theme, KeptPage>();
  return {
    get(theme, now) {
      const page = pages.get(theme);
      if (!page) return undefined;
      if (now.getTime() - page.storedAt > ttlMs) {
        pages.delete(theme);
        return undefined;
      }
      return { html: `${page.before}${issueContactFormToken({ key, now })}${page.after}`, headers: new Headers(page.headers) };
    },
    store(theme, html, headers, now) {
      const tokens = [...html.matchAll(TOKEN)];
      if (tokens.length !== 1) return;
      const [token] = tokens;
      if (!checkContactFormToken({ key, token: token![0], now }).ok) return;
      const kept = new Headers(headers);
      // A fresh token can differ in length (its time part), and the bytes differ on every answer.
      kept.delete('content-length');
      kept.delete('etag');
      pages.set(theme, {
        before: html.slice(0, token!.index),
        after: html.slice(token!.index + token![0].length),
        headers: kept,
        storedAt: now.getTime(),
      });
    },
    clear() {
      pages.clear();
    },
  };
}

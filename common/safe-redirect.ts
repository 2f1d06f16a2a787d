/**
 * Returns `target` when it is a path on this site, else `fallback`.
 * Rejects absolute URLs, protocol-relative `//host` and `/\host` tricks, and control characters.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  try {
    const url = new URL(target, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return fallback;
    // Normalising can itself produce `//host` (e.g. `/.//evil.com`), which a browser reads as another site.
    const path = url.pathname + url.search + url.hash;
    if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, freshNonce } from './security-headers';

describe('freshNonce', () => {
  it('gives 128 random bits that never repeat, across the pool it draws them from', () => {
    const nonces = Array.from({ length: 1000 }, freshNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('contentSecurityPolicy', () => {
  const base = { stripe: false, dev: false, https: true };
  const imgSrc = (policy: string | undefined) => policy?.split('; ').find((d) => d.startsWith('img-src '));

  it("allows images from the site itself and data: only, unless an image bucket's public address is set", () => {
    expect(imgSrc(contentSecurityPolicy(base, []))).toBe("img-src 'self' data:");
    expect(imgSrc(contentSecurityPolicy({ ...base, imageOrigin: 'https://images.example.com' }, []))).toBe(
      "img-src 'self' data: https://images.example.com",
    );
    expect(imgSrc(contentSecurityPolicy({ ...base, stripe: true, imageOrigin: 'https://cdn.example.net' }, []))).toBe(
      "img-src 'self' data: https://cdn.example.net https://*.stripe.com",
    );
  });
});

import { describe, expect, it } from 'vitest';
import { freshNonce } from './security-headers';

describe('freshNonce', () => {
  it('gives 128 random bits that never repeat, across the pool it draws them from', () => {
    const nonces = Array.from({ length: 1000 }, freshNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

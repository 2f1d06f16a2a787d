import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSessionToken, SESSION_TTL_MS, sessionIdFromToken } from './sessions';

describe('newSessionToken', () => {
  it('is 256 random bits in base64url (43 characters, no padding)', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
  });
});

describe('sessionIdFromToken', () => {
  it('is the SHA-256 hex digest of the token, never the token itself', () => {
    const token = newSessionToken();
    const id = sessionIdFromToken(token);
    expect(id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain(token);
  });

  it('is deterministic and distinct per token', () => {
    const token = newSessionToken();
    expect(sessionIdFromToken(token)).toBe(sessionIdFromToken(token));
    expect(sessionIdFromToken(token)).not.toBe(sessionIdFromToken(newSessionToken()));
  });
});

describe('SESSION_TTL_MS', () => {
  it('is 30 days', () => {
    expect(SESSION_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
});

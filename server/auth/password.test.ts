import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './password';

describe('ARGON2_OPTIONS', () => {
  it('is argon2id with OWASP parameters (m=19 MiB, t=2, p=1), set explicitly', () => {
    expect(ARGON2_OPTIONS).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 });
  });
});

describe('hashPassword / verifyPassword', () => {
  it('produces a PHC string that records argon2id and the parameters', async () => {
    const hash = await hashPassword('Violet-Harbour-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Violet-Harbour-42');
    expect(await verifyPassword(hash, 'Violet-Harbour-42')).toBe(true);
    expect(await verifyPassword(hash, 'violet-harbour-42')).toBe(false);
    expect(await verifyPassword(hash, 'Violet-Harbour-42 ')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('finishes every one of a burst of hashes and verifications (they queue, about one per core at a time)', async () => {
    const passwords = Array.from({ length: 12 }, (_, i) => `burst password ${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    const checks = await Promise.all(hashes.flatMap((h, i) => [verifyPassword(h, passwords[i]!), verifyPassword(h, 'wrong')]));
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
  });

  it('answers false (never throws) for a malformed stored hash', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
    await expect(verifyPassword('', 'anything')).resolves.toBe(false);
  });

  it('keeps one dummy hash for unknown accounts, which no password matches by accident', async () => {
    const first = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(first);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(first, 'password123')).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it.each(['password123', 'qwerty123', '123456', 'letmein', 'iloveyou', 'PASSWORD123', 'QwErTy123'])(
    'flags the common password %j (case-insensitively)',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Violet-Harbour-42', 'correct horse battery staple', 'z8#Lq!vR2m'])('lets %j through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

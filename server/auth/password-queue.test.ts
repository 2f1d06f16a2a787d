import { afterEach, describe, expect, it, vi } from 'vitest';

// A machine with eight cores, and an argon2 that records how many hashes run at once.
vi.mock('node:os', async (original) => ({ ...(await original<typeof import('node:os')>()), availableParallelism: () => 8 }));
const running = { now: 0, most: 0 };
vi.mock('@node-rs/argon2', () => ({
  hash: async (password: string) => {
    running.most = Math.max(running.most, ++running.now);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running.now -= 1;
    return `hash of ${password}`;
  },
  verify: async (stored: string, password: string) => {
    running.most = Math.max(running.most, ++running.now);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running.now -= 1;
    return stored === `hash of ${password}`;
  },
}));

afterEach(() => {
  running.most = 0;
});

describe('password hashing on a machine with many cores', () => {
  it('runs one argon2id hash at a time per process, and every one of a burst of sign-ups and log-ins finishes', async () => {
    const { hashPassword, verifyPassword } = await import('./password');
    const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`burst ${i}`)));
    expect(hashes).toEqual(Array.from({ length: 8 }, (_, i) => `hash of burst ${i}`));
    expect(await Promise.all(hashes.map((h, i) => verifyPassword(h, `burst ${i}`)))).toEqual(Array(8).fill(true));
    expect(running.most).toBe(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRepeatingPass } from './repeating-pass';

afterEach(() => vi.useRealTimers());

/** A pass that waits until released, counting its starts. */
function heldPass() {
  let starts = 0;
  let release: (() => void) | undefined;
  const pass = () => {
    starts += 1;
    return new Promise<number>((resolve) => (release = () => resolve(starts)));
  };
  return { pass, starts: () => starts, release: () => release?.() };
}

describe('startRepeatingPass', () => {
  it('runs first after firstRunMs, then every intervalMs, never two passes at once', async () => {
    vi.useFakeTimers();
    const held = heldPass();
    const job = startRepeatingPass({ pass: held.pass, firstRunMs: 100, intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(99);
    expect(held.starts()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(held.starts()).toBe(1);
    // Still running at the interval and on a direct call: both get the pass under way.
    await vi.advanceTimersByTimeAsync(1_000);
    const joined = job.runDue();
    expect(held.starts()).toBe(1);
    held.release();
    await expect(joined).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(held.starts()).toBe(2);
    held.release();
    await job.stop();
  });

  it('stop waits for the pass under way and ends the timers', async () => {
    vi.useFakeTimers();
    const held = heldPass();
    const job = startRepeatingPass({ pass: held.pass, intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(held.starts()).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('concurrencyLimit', () => {
  it('starts at most `slots` tasks at once and the next one as soon as one settles, in order of arrival', async () => {
    const limit = concurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      limit(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);

    gates[1]!.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);

    gates[0]!.reject(new Error('failed'));
    await expect(results[0]).rejects.toThrow('failed');
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results.slice(1))).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });
});

/**
 * Runs at most `slots` of the tasks handed to it at once; the rest wait in order of arrival.
 * (Fifteen lines rather than a dependency: p-limit does the same.)
 */
export function concurrencyLimit(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        running += 1;
        task().then(resolve, reject).finally(next);
      };
      if (running < slots) run();
      else waiting.push(run);
    });
}

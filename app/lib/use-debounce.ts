import { useEffect, useMemo, useRef } from 'react';

export type Debounced<Args extends unknown[]> = ((...args: Args) => void) & { cancel: () => void };

/**
 * `callback`, called `delayMs` after the last call of the returned function. The latest render's
 * callback runs (so it sees current props and state); `cancel` drops a pending call, and unmounting
 * drops it too.
 */
export function useDebounce<Args extends unknown[]>(callback: (...args: Args) => void, delayMs: number): Debounced<Args> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const debounced = (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    };
    return Object.assign(debounced, { cancel: () => clearTimeout(timer.current) });
  }, [delayMs]);
}

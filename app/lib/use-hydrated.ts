import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while the server renders and the page hydrates, true after: markup that needs JavaScript
 * (a dialog, a form that updates as you type) takes over from its no-JavaScript fallback.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

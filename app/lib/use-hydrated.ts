import { createContext, useContext, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

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

/**
 * Whether this page runs its scripts (app/root.tsx provides it: false on a reading page, which never hydrates,
 * and outside the app's shell, in unit tests).
 */
export const ScriptsComingContext = createContext(false);

/**
 * True from the server's HTML until this part of an app page has hydrated: its scripts load after the first paint
 * (docs/decisions/029c-app-scripts-after-first-paint.md), so a control only a script drives does nothing for a
 * second or two. Such a control says so meanwhile (docs/decisions/031e-nothing-done-before-hydration-is-lost.md).
 */
export function useScriptPending(): boolean {
  const coming = useContext(ScriptsComingContext);
  const hydrated = useHydrated();
  return coming && !hydrated;
}

/**
 * A field whose text lives in React's state, which a person may have typed into before the page's scripts ran.
 * React leaves what was typed in the element when it takes over, but its state still holds the server's value and
 * its next render writes that back (the text vanished, and an autosave had nothing to save). On mount this hands
 * what the element holds to `onTyped`, once, when it differs from `shown` (the value the server rendered).
 * Returns the ref to put on the element.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  shown: string,
  onTyped: (typed: string) => void,
) {
  const ref = useRef<E>(null);
  const first = useRef({ shown, onTyped });
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.value !== first.current.shown) first.current.onTyped(element.value);
  }, []);
  return ref;
}

import { useSyncExternalStore } from 'react';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, type Theme } from '../../common/theme';
import { useRootData } from './root-data';

/**
 * The theme chosen in this page's lifetime, once the visitor picks one with JavaScript running. Until then
 * the root loader's (the cookie the server read) is the theme, so server and browser render the same.
 */
let chosen: Theme | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme <html data-theme> shows now. */
export function useTheme(): Theme {
  const fromServer = useRootData()?.theme ?? 'system';
  const picked = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
  return picked ?? fromServer;
}

/**
 * Applies a theme at once, without a reload, and keeps it in the same cookie POST /theme writes
 * (server/http/theme-routes.ts): the next page the server renders has it too. System clears the cookie.
 */
export function chooseTheme(theme: Theme) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    theme === 'system'
      ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  // Set here as well as by React's render, so the colours change in this very frame.
  document.documentElement.dataset.theme = theme;
  chosen = theme;
  for (const listener of listeners) listener();
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToDevice(listener: () => void) {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * Light or dark as the visitor sees it now, System resolved through the device's setting: for what CSS
 * cannot reach, such as Stripe's card fields (their own iframe). The server, which cannot know the
 * device, assumes light; the browser corrects it as it hydrates.
 */
export function useColorScheme(): 'light' | 'dark' {
  const theme = useTheme();
  const deviceDark = useSyncExternalStore(
    subscribeToDevice,
    () => matchMedia(DARK_QUERY).matches,
    () => false,
  );
  if (theme === 'system') return deviceDark ? 'dark' : 'light';
  return theme;
}

/**
 * The visitor's colour theme (docs/decisions/016-dark-theme.md): `system` follows the device's
 * prefers-color-scheme, `light` and `dark` override it. The choice lives in the `theme` cookie, which the
 * server reads to render <html data-theme> so the first paint already has it.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = 'theme';
/** A year: the choice is a preference, not a session. */
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The theme a cookie value asks for; anything else (absent, stale, forged) is the device's choice. */
export function themeFromCookie(value: string | undefined): Theme {
  return isTheme(value) ? value : 'system';
}

/**
 * The browser bar's colour (`<meta name="theme-color">`): the brand blue in light (spec 001 §2's
 * default), the dark surface in dark (app/theme.css --theme-dark-surface, oklch(21.5% 0.04 265)).
 */
export const THEME_COLORS = { light: '#3B82F6', dark: '#10192c' } as const;

export const THEME_LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

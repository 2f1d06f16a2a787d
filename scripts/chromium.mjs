// Debian's Chromium as the end-to-end tests and the bench launch it (playwright.config.ts, scripts/bench.mjs).
import { existsSync } from 'node:fs';

/** Flags both pass: nothing phones home or updates itself while a run measures or tests. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The full browser: Lighthouse measures what a visitor's Chromium does. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests drive Debian's `chromium-headless-shell` when it is installed: the same Blink and V8 as
 * `chromium` without the browser's interface, for about half the CPU per test (docs/decisions/024q-test-browser.md).
 * `CHROMIUM_PATH` chooses another binary.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The server's DATA_DIR, emptied at its start and removed at its stop. Known here (not a random mkdtemp)
// because the tests read the mail outbox in it: the runner and its workers compute the same path.
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `ai-academy-e2e-${PORT}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
// The prepared embedded database the web server's start leaves for specs that start servers of their own
// (e2e/data-dir.ts), removed with the web server.
const E2E_TEMPLATE_DIR = process.env.E2E_TEMPLATE_DIR ?? `${E2E_DATA_DIR}-template`;
process.env.E2E_TEMPLATE_DIR = E2E_TEMPLATE_DIR;

/**
 * Files whose tests publish content on the shared server (the content studio, issue 29), or set a euro price on it
 * (prices-in-euros.spec.ts, issue 31), which every page's footer and a German browser's prices would show, or publish
 * a course the catalogue, the dashboard and search then list (admin-courses.spec.ts, catalogue-journey.spec.ts, issue 43).
 */
const CONTENT_CHANGES = [
  'content-studio.spec.ts',
  'content-publishing.spec.ts',
  'prices-in-euros.spec.ts',
  'admin-courses.spec.ts',
  'catalogue-journey.spec.ts',
  'subscribe.spec.ts',
];
/**
 * Files that move TEST_CLOCK_FILE by days: to open a held-back lesson (issue 43), or to renew, retry and end
 * subscriptions (issue 44). A day on the clock would publish content-publishing.spec.ts's article before its time, so
 * they run after every other project, one file at a time (each sets the clock its own way).
 */
const CLOCK_DAYS = ['drip.spec.ts', 'recurring-billing.spec.ts'];

/**
 * End-to-end tests drive Debian's Chromium against the production build (`npm run build` first).
 * Each run starts the server on a fresh embedded database in a temporary folder.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's DOM and screen: ~40 % of the browser's CPU in a run, on every passing test.
    // A failure keeps its screenshot and error context (the page's ARIA snapshot); PW_TRACE=retain-on-failure
    // records traces when a failure needs one (docs/decisions/024q-test-browser.md).
    trace: (process.env.PW_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS },
  },
  projects: [
    // Every journey runs once, at 1280 px (docs/decisions/024l-one-journey-per-behaviour.md). At 375 px run what
    // a phone changes: the files about layout and controls that differ by width (axe, sideways scrolling, the
    // keyboard's Tab order through the phone header, the theme controls), and tests tagged @phone.
    {
      name: 'phone-375',
      grep: [/ (accessibility|narrow-screens|keyboard|theme)\.spec\.ts /, /@phone/],
      grepInvert: /@one-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 }, isMobile: false, hasTouch: false },
    },
    {
      name: 'desktop-1280',
      testIgnore: ['no-javascript.spec.ts', ...CONTENT_CHANGES, ...CLOCK_DAYS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // The studio's journeys publish articles and lessons on the shared server, which would change what other files
    // count and list (the blog's articles, a course's lessons): they run last, once every other project is done.
    {
      name: 'content-changes',
      testMatch: CONTENT_CHANGES,
      dependencies: ['phone-375', 'desktop-1280', 'no-js'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'clock-days',
      testMatch: CLOCK_DAYS,
      workers: 1,
      dependencies: ['content-changes'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // Every reading page's main task with JavaScript off (DESIGN §12), on a phone's width.
    {
      name: 'no-js',
      testMatch: 'no-javascript.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 }, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: 'node e2e/start-test-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // SIGTERM, so e2e/start-test-server.mjs stops the server and removes its folders (Playwright's default, SIGKILL to
    // the process group, left both in the temporary folder: ~85 MB a run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Three starts: e2e/start-test-server.mjs prepares the template database, then makes the owner account
    // (npm run owner) between the next two.
    timeout: 180_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_FACTOR: '100', E2E_DATA_DIR, E2E_TEMPLATE_DIR },
  },
});

// Starts the production build on a fresh embedded database; the folder is removed when the server stops.
// No SMTP_URL: every email the site sends is written to DATA_DIR/outbox, where the tests read it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_CHROMIUM } from '../scripts/chromium.mjs';

if (!existsSync('build/server/main.js')) {
  console.error('No production build: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}
if (!existsSync(TEST_CHROMIUM)) {
  console.error("Debian's Chromium is missing: install it with `apt-get install -y chromium-headless-shell` (or run `bash .ci/run`).");
  process.exit(1);
}
// playwright.config.ts names the folder, so the tests can read the mail outbox in it (DATA_DIR/outbox).
let dataDir;
if (process.env.E2E_DATA_DIR) {
  dataDir = process.env.E2E_DATA_DIR;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
}
/**
 * The run's prepared embedded database (e2e/data-dir.ts): what a server's first start leaves in an empty DATA_DIR
 * (PGlite's initdb, every migration, the courses and the content files imported), copied by every spec that starts
 * a server of its own. initdb alone is 5–20 s on this machine. Made beside the web server's first start (below),
 * which leaves the second core idle, so it costs the run no time before the tests start.
 */
const templateDir = process.env.E2E_TEMPLATE_DIR ?? `${dataDir}-template`;
rmSync(templateDir, { recursive: true, force: true });
mkdirSync(templateDir, { recursive: true });
const templateMade = new Promise((resolve, reject) => {
  const prepare = spawn(join('node_modules', '.bin', 'tsx'), ['e2e/prepare-database.ts', templateDir], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  prepare.on('error', reject);
  prepare.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`e2e/prepare-database.ts exited with ${code}`))));
});
const removeFolders = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(templateDir, { recursive: true, force: true });
};
/**
 * The owner account every spec may sign in as (e2e/support.ts E2E_OWNER has the same values), made the way
 * docs/owner-guide.md says: sign up on a running server, stop it, `npm run owner -- grant <email>` (the command
 * refuses while a server holds DATA_DIR), start the server again. The first server listens on a port of
 * its own, so Playwright does not take it for the one it waits for.
 */
const OWNER = { username: 'site_owner', email: 'owner@e2e.example', password: 'Owner-Harbour-42' };
const SETUP_PORT = Number(process.env.PORT ?? 3000) + 20000;
const serverEnv = (port, dir) => ({ ...process.env, NODE_ENV: 'production', DATA_DIR: dir, PORT: String(port) });

/** Starts the build on `dir` on the set-up port; `work` runs against it, then the server stops. */
async function withSetupServer(dir, work) {
  const setup = spawn(process.execPath, ['build/server/main.js'], { stdio: 'inherit', env: serverEnv(SETUP_PORT, dir) });
  const exited = new Promise((resolve) => setup.on('exit', resolve));
  const base = `http://127.0.0.1:${SETUP_PORT}`;
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 1500) throw new Error('the set-up server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await work(base);
  } finally {
    setup.kill('SIGTERM');
    await exited;
  }
}

async function makeOwner() {
  // From empty: the one end-to-end server that always makes its database at its first start.
  await withSetupServer(dataDir, async (base) => {
    const signedUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(OWNER),
    });
    if (signedUp.status !== 201) throw new Error(`owner sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  });
  const granted = spawnSync(join('node_modules', '.bin', 'tsx'), ['server/cli/owner.ts', 'grant', OWNER.email], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (granted.status !== 0) throw new Error(`npm run owner failed: ${granted.stderr}`);
}

try {
  await Promise.all([makeOwner(), templateMade]);
} catch (error) {
  console.error(String(error));
  removeFolders();
  process.exit(1);
}

// The background jobs' clock of what is due (sequence steps, scheduled publishing, reminders) moves by the
// milliseconds a spec writes into this file (TEST_CLOCK_FILE in e2e/support.ts); the server refuses
// TEST_CLOCK_FILE in production without E2E_TEST_SERVER=1, set only here.
const child = spawn(process.execPath, ['build/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    E2E_TEST_SERVER: '1',
    TEST_CLOCK_FILE: join(dataDir, 'test-clock-offset-ms'),
    // Renewals and dunning looked for every second, so a spec that moves the clock sees them at once (decision 034f).
    BILLING_PASS_MS: '1000',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  removeFolders();
  process.exit(code ?? 0);
});

// Starts the production build on a fresh embedded database; the folder is removed when the server stops.
// No SMTP_URL: every email the site sends is written to DATA_DIR/outbox, where the tests read it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!existsSync('build/server/main.js')) {
  console.error('No production build: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error("Debian's Chromium is missing: install it with `apt-get install -y chromium` (or run `bash .ci/run`).");
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
const child = spawn(process.execPath, ['build/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

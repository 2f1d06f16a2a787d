// Builds the production site when build/ is missing or older than any source file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'server', 'common', 'content', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];
export const SERVER_ENTRY = 'build/server/main.js';
/**
 * V8's young generation capped at 2 MiB a half (Node 20's default grows to 16 under load, up to ~40 MiB more
 * committed), and the old generation let grow by 20 % of what survived the last full collection before the
 * next one (V8's default lets it grow up to four times when collections look cheap, and the busy hour's page
 * loads then piled ~40 MiB of promoted garbage on ~65 MiB live): the busy hour peaked at 229–240 MiB with
 * both, 274–331 with the first alone (docs/decisions/024n-heap-growth.md). A heap's limits are fixed when
 * the process starts, so these are command-line flags: `npm start` (package.json), the bench and the systemd
 * unit of docs/deploy.md pass the same (server/operations/deploy-guide.test.ts checks they agree).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=20'];
/**
 * glibc's malloc keeps its mmap threshold where Node starts it (128 KiB). Left alone, glibc raises it to the
 * size of each large block freed (up to 32 MiB): after the first argon2id hash (19 MiB) or a compression
 * context, blocks of up to that size come from heaps it rarely gives back, and the busy hour's peak rose by
 * ~15 MiB (docs/decisions/028d-contact-page-and-malloc.md). Read by glibc when the process starts, so it is
 * the environment of the process: `npm start` (package.json), the bench and the systemd unit of docs/deploy.md
 * set the same (server/operations/deploy-guide.test.ts checks they agree); other C libraries ignore it.
 */
export const SERVER_ENV = { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072' };

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIfStale() {
  const builtAt = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  if (!SOURCES.some((source) => newestMtime(source) > builtAt)) return;
  console.log('Building the production site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start`: builds when the build is missing or older than the sources, then serves the production site.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'server', 'common', 'content', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];
const OUTPUT = 'build/server/main.js';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
if (SOURCES.some((source) => newestMtime(source) > builtAt)) {
  console.log('Building the production site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React and React Router pick their production code from NODE_ENV, which must be set before they load.
process.env.NODE_ENV = 'production';
await import(new URL(`../${OUTPUT}`, import.meta.url).href);

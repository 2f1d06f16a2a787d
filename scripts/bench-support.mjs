// What `npm run bench` and `npm run soak` share: starting the production build on loopback and reading its memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from './build-if-stale.mjs';

export function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

/** Resolves once `url` answers 2xx; fails if `child` exits first or nothing answers within two minutes (a fresh embedded database on a busy machine). */
export async function waitFor(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(25);
  }
  throw new Error(`${url} did not answer`);
}

/** Fails when something already listens on `port`: its answers would be measured in place of ours. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is in use: stop what listens there first`)))
      .listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/**
 * The production server with its own DATA_DIR (or DATABASE_URL from the environment), quiet, rate limits
 * raised for load. It is stopped when this process exits, however it exits.
 */
export async function startSite({ port, dataDir, env = {} }) {
  await assertPortFree(port);
  // Started as `npm start` starts it, with the same V8 flags and malloc setting.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_FACTOR: '100',
      ...env,
    },
    stdio: 'inherit',
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return child;
}

function statusKb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

export const peakRssMb = (pid) => Math.round(statusKb(pid, 'VmHWM') / 1024);
export const rssMb = (pid) => Math.round(statusKb(pid, 'VmRSS') / 102.4) / 10;

/** Signs up a fresh account and answers its session cookie (`name=value`). */
export async function signedInCookie(base, username = 'bench') {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}-${Date.now()}@example.com`, password: 'a bench passphrase' }),
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  return signup.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** What a browser sends (issue 12 measures cached pages as browsers ask for them). */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

const SEARCH_WORDS = [
  'ai',
  'chatgpt',
  'automation',
  'pricing',
  'zapier',
  'freelance',
  'youtube',
  'consulting',
  'prompt',
  'newsletter',
  'agency',
  'course',
];

/**
 * Issue 12's "busy hour": every public page (the sitemap's), 240 searches (the API and the search page,
 * 10 at a time), 20 sign-ups five at a time, then 12 s of page loads over 10 connections. Answers what it
 * did; `afterPhase(name)` is told as each phase ends (the caller reads the server's memory there).
 */
export async function busyHour(base, afterPhase = () => {}) {
  const headers = { 'accept-encoding': BROWSER_ENCODING };
  const get = async (path) => {
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  for (const path of pages) await get(path);
  afterPhase('public pages');

  const searches = Array.from({ length: 240 }, (_, i) => {
    const q = encodeURIComponent(
      `${SEARCH_WORDS[i % SEARCH_WORDS.length]}${i % 3 ? '' : ` ${SEARCH_WORDS[(i * 7) % SEARCH_WORDS.length]}`}`,
    );
    return i % 2 ? `/api/search?q=${q}` : `/search?q=${q}`;
  });
  for (let i = 0; i < searches.length; i += 10) await Promise.all(searches.slice(i, i + 10).map(get));
  afterPhase('searches');

  const stamp = Date.now();
  for (let i = 0; i < 20; i += 5) {
    await Promise.all(
      Array.from({ length: 5 }, async (_, j) => {
        const n = i + j;
        const response = await fetch(`${base}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `busy${n}`, email: `busy-${stamp}-${n}@example.com`, password: 'a busy hour passphrase' }),
        });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
      }),
    );
  }
  afterPhase('sign-ups');

  const { default: autocannon } = await import('autocannon');
  const load = await autocannon({ url: base, connections: 10, duration: 12, headers, requests: pages.map((path) => ({ path })) });
  afterPhase('page loads');
  return { pages: pages.length, searches: searches.length, signups: 20, pageLoads: load.requests.total, errors: load.errors + load.non2xx };
}

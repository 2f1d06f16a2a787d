// `npm run soak`: a steady mixed load on the production build for SOAK_MINUTES (default 10), sampling the
// server's resident memory every 10 s. The target (issue 8): RSS flat within 10 % over the run, i.e. the
// last minute's average within 10 % of the first minute after warm-up (JIT, caches, PGlite's buffers).
// Not part of `npm test`: it measures and asserts nothing, but exits 1 when the target is missed.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { rssMb, signedInCookie, sleep, startSite, waitFor } from './bench-support.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SAMPLE_MS = 10_000;
const PORT = 3602;
const base = `http://127.0.0.1:${PORT}`;

buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
// Thousands of sign-ups from one address: lift the per-IP limit so each one does the full work.
const server = await startSite({ port: PORT, dataDir, env: { AUTH_RATE_LIMIT_FACTOR: '10000' } });
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void stop().then(() => process.exit(130)));
process.once('SIGTERM', () => void stop().then(() => process.exit(143)));

await waitFor(`${base}/api/health`, server);
const cookie = await signedInCookie(base, 'soak');
const { results: found } = await (await fetch(`${base}/api/search?q=ai&type=article&limit=1`)).json();
const article = found[0]?.href ?? '/blog';

// What a day of visitors does: public pages (cached and not), searches with changing words, signed-in
// API calls and pages, and sign-ups, which write rows and sessions.
let n = 0;
const words = ['chatgpt', 'automation', 'pricing', 'zapier', 'freelance', 'youtube', 'consulting', 'prompt'];
const requests = [
  { path: '/' },
  { path: '/blog' },
  { path: article },
  { path: '/business-ideas' },
  { path: '/courses' },
  { path: '/api/courses' },
  { setupRequest: (r) => ({ ...r, path: `/search?q=${words[n++ % words.length]}${n % 7}` }) },
  { path: '/api/auth/me', headers: { cookie } },
  { path: '/dashboard', headers: { cookie } },
  { path: '/course/free-course/module/1/lesson/1', headers: { cookie } },
  {
    method: 'POST',
    path: '/api/auth/signup',
    headers: { 'content-type': 'application/json' },
    setupRequest: (r) => ({
      ...r,
      body: JSON.stringify({ username: `soak${++n}`, email: `soak-${Date.now()}-${n}@example.com`, password: 'a soak passphrase' }),
    }),
  },
];

const samples = [];
const sampler = setInterval(
  () => samples.push({ atS: Math.round(samples.length * (SAMPLE_MS / 1000)), rssMb: rssMb(server.pid) }),
  SAMPLE_MS,
);
console.log(`Soaking ${base} for ${MINUTES} min with ${requests.length} kinds of request…`);
const load = await autocannon({ url: base, connections: 10, duration: MINUTES * 60, requests });
clearInterval(sampler);
await sleep(100);

// Compare the first minute after warm-up (the first tenth of the run) with the last minute; shorter
// runs (SOAK_MINUTES=1 to try the script) compare thirds instead.
const perMinute = Math.round(60_000 / SAMPLE_MS);
const window = Math.max(1, Math.min(perMinute, Math.floor(samples.length / 3)));
const warmUp = Math.max(1, Math.floor(samples.length / 10));
const avg = (xs) => xs.reduce((a, b) => a + b.rssMb, 0) / Math.max(1, xs.length);
const reference = avg(samples.slice(warmUp, warmUp + window));
const last = avg(samples.slice(-window));
const growth = reference ? (last - reference) / reference : 0;
const result = {
  date: new Date().toISOString(),
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  minutes: MINUTES,
  requests: load.requests.total,
  rps: Math.round(load.requests.average),
  p99Ms: load.latency.p99,
  errors: load.errors + load.non2xx,
  referenceRssMb: Math.round(reference * 10) / 10,
  lastMinuteRssMb: Math.round(last * 10) / 10,
  growthPercent: Math.round(growth * 1000) / 10,
  samples,
};
await stop();
mkdirSync('bench', { recursive: true });
writeFileSync('bench/soak.json', `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `${result.requests} requests (${result.rps}/s, p99 ${result.p99Ms} ms, ${result.errors} errors or non-2xx); ` +
    `RSS after warm-up ${result.referenceRssMb} MB → last minute ${result.lastMinuteRssMb} MB (${result.growthPercent >= 0 ? '+' : ''}${result.growthPercent} %). Wrote bench/soak.json`,
);
if (Math.abs(growth) > 0.1) {
  console.log('RSS is not flat within 10 %.');
  process.exitCode = 1;
}

// `npm run bench`: load, size and Lighthouse figures of the production build on this machine.
// Each HTTP figure is printed beside a bare node:http server that answers the same bytes from memory
// in the same run (the machine's ceiling), as a ratio. Not part of `npm test`: it measures, it asserts nothing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { assertPortFree, peakRssMb, signedInCookie, startSite, waitFor } from './bench-support.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { firstLoadJs, printFirstLoadJs } from './first-load-js.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = [10, 100];
const PORT = 3600;
const BARE_PORT = 3601;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${PORT}`;

buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const results = {
  date: new Date().toISOString(),
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  durationSeconds: DURATION, http: [],
  pages: [],
  lighthouse: [],
};

async function load(url, connections, headers = {}) {
  const result = await autocannon({ url, connections, duration: DURATION, headers, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// 1. The site, on the embedded database.
const started = performance.now();
const server = await startSite({ port: PORT, dataDir });
await waitFor(`${base}/api/health`, server);
results.startupMs = Math.round(performance.now() - started);

const articles = await (await fetch(`${base}/api/search?q=ai&type=article&limit=1`)).json();
const articlePath = articles.results[0]?.href ?? '/blog';
const cookie = await signedInCookie(base);

const targets = [
  { name: 'home', path: '/' },
  { name: 'blog', path: '/blog' },
  { name: 'article', path: articlePath },
  { name: 'business ideas', path: '/business-ideas' },
  { name: 'courses', path: '/courses' },
  { name: 'GET /api/courses', path: '/api/courses' },
  { name: 'GET /api/auth/me (signed in)', path: '/api/auth/me', headers: { cookie } },
];

// 2. The ceiling: a bare node:http server answering the same bytes, in its own process.
const bodies = {};
for (const t of targets) {
  const response = await fetch(`${base}${t.path}`, { headers: t.headers ?? {} });
  bodies[t.path] = { type: response.headers.get('content-type') ?? 'text/html', body: await response.text() };
  // What a CDN would see: anonymous public pages must be cacheable, signed-in answers never.
  t.cacheControl = response.headers.get('cache-control') ?? '(none)';
}
const bodiesFile = join(dataDir, 'bodies.json');
writeFileSync(bodiesFile, JSON.stringify(bodies));
await assertPortFree(BARE_PORT);
const bare = spawn(
  process.execPath,
  [
    '-e',
    `const b=require(${JSON.stringify(bodiesFile)});require('http').createServer((q,s)=>{const e=b[q.url.split('?')[0]]||b['/'];s.writeHead(200,{'content-type':e.type});s.end(e.body)}).listen(${BARE_PORT},'127.0.0.1')`,
  ],
  { stdio: 'inherit' },
);
process.once('exit', () => bare.kill());
await waitFor(`http://127.0.0.1:${BARE_PORT}/`, bare);

for (const t of targets) {
  for (const connections of CONNECTIONS) {
    const site = await load(`${base}${t.path}`, connections, t.headers);
    const ceiling = await load(`http://127.0.0.1:${BARE_PORT}${t.path}`, connections);
    const row = { target: t.name, path: t.path, cacheControl: t.cacheControl, connections, ...site, ceilingRps: ceiling.rps, ratio: Math.round((site.rps / ceiling.rps) * 1000) / 1000 };
    results.http.push(row);
    console.log(`${t.name.padEnd(30)} c=${String(connections).padStart(3)}  ${String(site.rps).padStart(6)} req/s  p50 ${site.p50} ms  p99 ${site.p99} ms  ceiling ${ceiling.rps}  ratio ${row.ratio}${site.errors ? `  errors ${site.errors}` : ''}`);
  }
}
results.peakRssMb = peakRssMb(server.pid);
bare.kill();

// 3. First-load JavaScript per page (gzip), each file listed by size.
for (const path of ['/', '/blog', articlePath, '/business-ideas', '/courses', '/course/premium', '/search?q=ai', '/login', '/signup']) {
  results.pages.push(await firstLoadJs(base, path));
}
printFirstLoadJs(results.pages);

// 4. Search latency, in-process.
const search = spawnSync('npx', ['tsx', 'scripts/bench-search.ts'], { encoding: 'utf8' });
try {
  results.search = JSON.parse(search.stdout.trim().split('\n').pop());
  console.log(`\nSearch: p50 ${results.search.p50Ms.toFixed(2)} ms, p95 ${results.search.p95Ms.toFixed(2)} ms over ${results.search.queries} queries; index built in ${Math.round(results.search.buildMs)} ms`);
} catch {
  console.log('\nSearch benchmark failed:', search.stderr);
}

// 5. Lighthouse (mobile preset) in Debian's Chromium.
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const path of ['/', '/blog', articlePath, '/business-ideas', '/courses']) {
      let run = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      // The first trace of a fresh Chromium sometimes has no navigation start (NO_NAVSTART): run again once.
      if (run.lhr.runtimeError) run = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = run.lhr;
      const row = {
        path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        // Simulated: Lighthouse's mobile preset models a slow 4G link and a 4x slower CPU.
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        // Observed: what the page actually did on loopback, unthrottled.
        observedLcpMs: Math.round(audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
      results.lighthouse.push(row);
    }
  } finally {
    await chrome.kill();
  }
  console.log('\nLighthouse (mobile): perf / a11y / best practices / SEO, LCP simulated (observed on loopback), TBT, CLS');
  for (const r of results.lighthouse) {
    console.log(`  ${r.path.padEnd(40)} ${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo}  LCP ${r.lcpMs} ms (${r.observedLcpMs} ms)  TBT ${r.tbtMs} ms  CLS ${r.cls}${r.failing.length ? `  failing: ${r.failing.join(', ')}` : ''}`);
  }
}

console.log(`\nStart-up to first 200: ${results.startupMs} ms; peak RSS ${results.peakRssMb} MB`);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Wrote bench/results.json');

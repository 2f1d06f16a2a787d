import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from './built-server';
import { preparedDataDir } from './data-dir';

/**
 * The production build as a process (issue 25, docs/decisions/024h-lighter-server.md): what only a few
 * requests need is loaded by the first of them, not at start-up, and the browser's files go out compressed
 * at build time. Which packages are loaded is read from a record of every module the process resolved
 * (test/record-imports.mjs), a fact about the process rather than a timing. Runs once, at one width.
 */
test.describe.configure({ mode: 'serial' });

const PORT = 3389;
const BASE = `http://127.0.0.1:${PORT}`;
const LAZY = [
  'stripe',
  'pdfkit',
  'fontkit',
  'pureimage',
  '@simplewebauthn/server',
  'nodemailer',
  // Required on first use (server/lib/load-on-first-use.ts): the newsletter's HTML cleaner, the CSV writer,
  // the common-password list.
  'sanitize-html',
  'csv-stringify',
  '@zxcvbn-ts/language-common',
];

let server: BuiltServer | undefined;
let dataDir = '';
let record = '';

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop-1280') return;
  testInfo.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-lighter-'));
  record = join(dataDir, 'imports.txt');
  server = await startBuiltServer({
    port: PORT,
    nodeArgs: ['--import', './test/record-imports.mjs'],
    env: {
      // The run's prepared database: what a start loads, not what a first start's migrations load.
      DATA_DIR: preparedDataDir(join(dataDir, 'data')),
      LOG_LEVEL: 'silent',
      RECORD_IMPORTS: record,
    },
    output: 'inherit',
  });
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'one run covers the server process');
});

/** The packages the process has loaded so far (by their folder under node_modules). */
function loadedPackages(): Set<string> {
  const packages = new Set<string>();
  for (const url of readFileSync(record, 'utf8').split('\n')) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (match) packages.add(match[1]!);
  }
  return packages;
}

function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${BASE}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the payment, certificate, passkey and mail libraries are not loaded until a request needs one', async () => {
  for (const path of ['/', '/courses', '/blog', '/help']) expect((await fetch(`${BASE}${path}`)).ok, path).toBe(true);
  const loaded = loadedPackages();
  // The record works: the packages every page needs are in it.
  expect(loaded).toContain('react-dom');
  expect(loaded).toContain('hono');
  for (const name of LAZY) expect(loaded, name).not.toContain(name);

  // The first passkey sign-in loads the WebAuthn library, and only it.
  const options = await fetch(`${BASE}/api/auth/passkey/options`, {
    method: 'POST',
    headers: { origin: BASE, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(options.ok).toBe(true);
  const after = loadedPackages();
  expect(after).toContain('@simplewebauthn/server');
  for (const name of LAZY.filter((n) => n !== '@simplewebauthn/server')) expect(after, name).not.toContain(name);
});

test('the common-password list is read by the first sign-up, which it still refuses a common password', async () => {
  expect(loadedPackages()).not.toContain('@zxcvbn-ts/language-common');
  const signup = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { origin: BASE, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'lazylist', email: 'lazy-list@example.com', password: '1qaz2wsx3edc' }),
  });
  expect(signup.status).toBe(400);
  expect(JSON.stringify(await signup.json())).toContain('one of the most common passwords');
  expect(loadedPackages()).toContain('@zxcvbn-ts/language-common');
});

test('scripts and styles go out compressed at build time, as the browser asks, with Vary: Accept-Encoding', async () => {
  const assets = readdirSync('build/client/assets');
  const script = assets.find((name) => name.endsWith('.js') && assets.includes(`${name}.br`))!;
  expect(script, 'a script compressed at build time').toBeTruthy();
  const plain = readFileSync(join('build/client/assets', script));

  const br = await rawGet(`/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);

  const gzip = await rawGet(`/assets/${script}`, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  expect(gunzipSync(gzip.body).equals(plain)).toBe(true);

  const identity = await rawGet(`/assets/${script}`, {});
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.headers.vary).toMatch(/accept-encoding/i);
  expect(identity.body.equals(plain)).toBe(true);
});

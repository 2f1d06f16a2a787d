import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { exited, spawnBuiltServer } from './built-server';
import { preparedDataDir } from './data-dir';
import type { ChildProcess } from 'node:child_process';

// Process-level behaviour of the production build: configuration errors, restarts, kill -9, SIGTERM.
// Runs once (not per viewport): it drives the server process, not a page.
test.describe.configure({ mode: 'serial' });

// Ports of their own, derived from E2E_PORT, so runs of this spec beside other runs on one machine never collide.
let port = 20_000 + (Number(process.env.E2E_PORT ?? 3210) % 1000) * 10;
/** The servers still running: a test that fails or times out must not leave one on its port for the next run. */
const running = new Set<ChildProcess>();
test.afterEach(async () => {
  for (const child of running) {
    child.kill('SIGKILL');
    await exited(child);
  }
});

function startServer(dataDir: string, env: Record<string, string> = {}) {
  const server = spawnBuiltServer({ port, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env } });
  running.add(server.child);
  server.child.once('exit', () => running.delete(server.child));
  return server;
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'process-level checks run once, in the desktop project');
  port += 1;
});

test('a wrong setting stops the server with one line naming the variable', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-'));
  try {
    const { child, output } = startServer(dataDir, { PORT: 'not-a-port' });
    expect(await exited(child)).toBe(1);
    const lines = output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('accounts survive a restart and a kill -9 of the embedded database', async () => {
  // Three starts of the embedded database, from the run's prepared copy (e2e/data-dir.ts).
  test.setTimeout(90_000);
  const dataDir = preparedDataDir(mkdtempSync(join(tmpdir(), 'ops-')));
  const base = `http://127.0.0.1:${port}`;
  const account = { username: 'durable', email: 'durable@example.com', password: 'a durable passphrase' };
  try {
    let server = startServer(dataDir);
    await server.healthy(30_000);
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;

    server.child.kill('SIGKILL');
    await exited(server.child);

    server = startServer(dataDir);
    await server.healthy(30_000);
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);

    // SIGTERM: stops listening, finishes in-flight work, closes the database, exits 0.
    const inFlight = fetch(`${base}/api/courses`);
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exited(server.child)).toBe(0);

    server = startServer(dataDir);
    await server.healthy(30_000);
    expect((await fetch(`${base}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('odd paths answer 404 and the server prints nothing but its JSON log, no stack trace', async () => {
  // From an empty DATA_DIR on purpose: the one spec server that makes its database (initdb, every migration,
  // the content import), so a first start's output is held to the same rule. The others copy the prepared one.
  // initdb alone can take 20 s on a busy machine.
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-'));
  const base = `http://127.0.0.1:${port}`;
  try {
    const server = startServer(dataDir, { LOG_LEVEL: 'info' });
    await server.healthy(30_000);
    // A newline, a line separator, a stray %, bytes that are not UTF-8: paths no route can match or decode.
    for (const path of ['/x%0a', '/%E2%80%A8', '/%zz', '/blog/%zz', '/x%0a.data', '/%C0%AF', '/course/%0d/module/1/lesson/1']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/\n\s+at /);
    }
    server.child.kill('SIGTERM');
    await exited(server.child);
    const lines = server.output().trim().split('\n');
    const unstructured = lines.filter((line) => {
      try {
        return typeof JSON.parse(line).level !== 'number';
      } catch {
        return true;
      }
    });
    expect(unstructured).toEqual([]);
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a second server on the same DATA_DIR exits with a message naming the first, which keeps serving', async () => {
  // Three server starts in a row, from the run's prepared database.
  test.setTimeout(90_000);
  const dataDir = preparedDataDir(mkdtempSync(join(tmpdir(), 'ops-')));
  const base = `http://127.0.0.1:${port}`;
  try {
    const first = startServer(dataDir);
    await first.healthy(30_000);
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'firstcomer', email: 'firstcomer@example.com', password: 'a first passphrase' }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;

    port += 1;
    const second = startServer(dataDir);
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by process ${first.child.pid}: one process at a time may open the embedded database. Stop process ${first.child.pid} first`,
    );

    expect((await fetch(`${base}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    // Stopped, the first has released DATA_DIR: a new server opens it, and the account is there.
    const next = startServer(dataDir);
    await next.healthy(30_000);
    expect((await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await exited(next.child)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * A throw-away PostgreSQL server, for the `postgres` Vitest project (test/postgres-global-setup.ts) and the
 * end-to-end resilience checks (e2e/resilience.spec.ts), which also stop and start it under a running site.
 *
 * initdb into a fresh temporary folder, a free port on 127.0.0.1 only, the unix socket inside that
 * folder, a random password; `destroy()` stops it and deletes the folder. PostgreSQL refuses to run as
 * root, so under root (CI) the server runs as the `postgres` system user, created if missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';

const INSTALL_HINT = 'Install them with `apt-get install -y postgresql` (Debian/Ubuntu).';

const SERVER_BINARIES = ['initdb', 'pg_ctl', 'postgres'] as const;

interface Binaries {
  dir: string;
  initdb: string;
  pgCtl: string;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasServerBinaries(dir: string): boolean {
  return SERVER_BINARIES.every((name) => isExecutable(join(dir, name)));
}

/**
 * PATH first, then Debian's versioned layout (newest version first). Throws, naming the install command
 * and then `hint` (what the caller can do instead), when no folder has all the server binaries.
 */
export function findPostgresBinaries(searchPath = process.env.PATH ?? '', debianRoot = '/usr/lib/postgresql', hint = ''): Binaries {
  const candidates = searchPath.split(delimiter).filter(Boolean);
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debianRoot, v, 'bin')));
  }
  const dir = candidates.find(hasServerBinaries);
  if (!dir) {
    throw new Error(
      `PostgreSQL server binaries not found: no folder on PATH or under ${debianRoot}/*/bin holds ${SERVER_BINARIES.join(', ')}. ${hint ? `${hint} ` : ''}${INSTALL_HINT}`,
    );
  }
  return { dir, initdb: join(dir, 'initdb'), pgCtl: join(dir, 'pg_ctl') };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not find a free port'))));
    });
  });
}

interface RunAs {
  uid: number;
  gid: number;
}

/** Under root, the `postgres` system user (created when missing); otherwise the current user. */
function serverUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  const exists = spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0;
  if (!exists) {
    const groupExists = spawnSync('getent', ['group', 'postgres'], { stdio: 'ignore' }).status === 0;
    const result = spawnSync(
      'useradd',
      ['--system', '--no-create-home', ...(groupExists ? ['--gid', 'postgres'] : ['--user-group']), 'postgres'],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) {
      throw new Error(`Could not create the postgres system user (PostgreSQL refuses to run as root): ${result.stderr || result.error}`);
    }
  }
  return { uid: idOf('-u'), gid: idOf('-g') };
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. Throws with its output on failure. */
function run(binary: string, args: string[], runAs: RunAs | undefined, what: string): void {
  const [command, argv] = runAs ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', LANG: 'C' } });
  if (result.error || result.status !== 0) {
    const output = [result.stdout, result.stderr].filter(Boolean).join('\n').trim();
    throw new Error(`${what} failed (${command} ${argv.join(' ')}): ${result.error?.message ?? output}`);
  }
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs} ms: ${String(lastError)}`);
}

export interface PostgresServer {
  /** Superuser URL (database `postgres`). */
  url: string;
  port: number;
  /** `pg_ctl stop` (default mode fast: sessions are terminated, as in an administrator's restart). */
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  /** Starts the stopped server again on the same port and data, and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

export interface StartPostgresOptions {
  /** Temporary folder prefix. */
  prefix?: string;
  /** Said before the install command when the binaries are missing: what else the caller can do. */
  missingHint?: string;
}

export async function startPostgresServer(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  const binaries = findPostgresBinaries(undefined, undefined, options.missingHint);
  const runAs = serverUser();

  const root = mkdtempSync(join(tmpdir(), options.prefix ?? 'pg-'));
  const dataDir = join(root, 'data');
  const socketDir = root;
  const logFile = join(root, 'server.log');
  const pwFile = join(root, 'pwfile');
  const password = randomBytes(18).toString('base64url');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(root, runAs.uid, runAs.gid);
    chownSync(pwFile, runAs.uid, runAs.gid);
  }
  chmodSync(root, 0o700);

  let running = false;
  let serverOptions = '';
  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '(no server log)');
  const pgCtlStart = () =>
    run(binaries.pgCtl, ['start', '-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60'], runAs, 'Starting PostgreSQL');
  const stop = (mode: 'smart' | 'fast' | 'immediate' = 'fast') => {
    run(binaries.pgCtl, ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '30'], runAs, 'Stopping PostgreSQL');
    running = false;
  };
  const destroy = async () => {
    if (running) {
      try {
        stop('immediate');
      } catch (error) {
        // Still delete the folder; report why the server would not stop.
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
    rmSync(root, { recursive: true, force: true });
  };

  try {
    run(
      binaries.initdb,
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--pwfile',
        pwFile,
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ],
      runAs,
      'initdb',
    );
    rmSync(pwFile, { force: true });

    // A port can be taken between our probe and the server's bind: try a few.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      serverOptions = [
        `-p ${port}`,
        "-c listen_addresses='127.0.0.1'",
        `-c unix_socket_directories='${socketDir}'`,
        // Throw-away data: durability costs time and buys nothing here (the tests kill the site, never this server).
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      try {
        pgCtlStart();
        running = true;
        break;
      } catch (error) {
        if (attempt >= 3)
          throw new Error(`${error instanceof Error ? error.message : String(error)}\nServer log:\n${logTail()}`, { cause: error });
      }
    }
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    await waitUntilReady(url, 30_000);
    return {
      url,
      port,
      stop,
      start: async () => {
        pgCtlStart();
        running = true;
        await waitUntilReady(url, 30_000);
      },
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}

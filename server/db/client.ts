import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; business code depends on this common type only.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PostgreSQL only: LISTENs on `channel` over a connection of its own (outside the pool, and so never
   * through a transaction-mode pooler's connection, docs/deploy.md), reconnecting a second after it is
   * lost. `onConnect` runs each time it listens again: what was said while it was away is lost, and the
   * caller catches up (server/operations/watch-changes.ts). Stopped by the returned function or by close().
   * The embedded database has one process: it hears its own notifications, in that process (at once, instead of
   * at the next poll), and `onConnect` runs once when listening starts.
   */
  listen?(channel: string, handlers: { onNotify(payload: string): void; onConnect(): void }): () => Promise<void>;
}

/**
 * `DATABASE_URL` set: a PostgreSQL pool. Otherwise PGlite persisted in `dataDir`
 * (or in memory when `dataDir` is `memory://`, as the tests do). Each driver is loaded only when used:
 * the other would hold 10-15 MB of memory for nothing (docs/decisions/008-server-memory.md).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  /** Where `listen` connects, when not databaseUrl (a direct connection past a transaction-mode pooler). */
  listenUrl?: string;
  dataDir: string;
  /** Told when the server drops an idle pooled connection (restart, failover, an administrator). */
  onConnectionError?: (error: Error) => void;
  /** Told each time a new connection to PostgreSQL is made (pooled or listening): the database answers. */
  onConnect?: () => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    // connectionTimeoutMillis: while the server is unreachable a request fails within seconds (503) instead of hanging.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // Without a listener, pg re-throws such an error as an uncaught exception and the process dies.
    // The pool has already discarded that connection; the next query opens a new one.
    pool.on('error', (error) => opts.onConnectionError?.(error));
    pool.on('connect', () => opts.onConnect?.());
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    const connectionString = opts.listenUrl ?? opts.databaseUrl;
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
      listen(channel, handlers) {
        const stop = listenWithReconnect({
          Client: pg.Client,
          connectionString,
          channel,
          handlers: {
            onNotify: handlers.onNotify,
            onConnect: () => {
              opts.onConnect?.();
              handlers.onConnect();
            },
          },
        });
        const stopAndForget = async () => {
          listeners.delete(stopAndForget);
          await stop();
        };
        listeners.add(stopAndForget);
        return stopAndForget;
      },
    };
  }
  let location = opts.dataDir;
  let unlock = () => {};
  if (!location.startsWith('memory://')) {
    location = `${opts.dataDir.replace(/\/$/, '')}/pglite`;
    mkdirSync(location, { recursive: true });
    unlock = lockDataDir(opts.dataDir);
  }
  try {
    return await openPglite(location, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** A dedicated client that LISTENs, and connects and listens again a second after any loss. */
function listenWithReconnect({
  Client,
  connectionString,
  channel,
  handlers,
}: {
  Client: typeof import('pg').Client;
  connectionString: string;
  channel: string;
  handlers: { onNotify(payload: string): void; onConnect(): void };
}): () => Promise<void> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: InstanceType<typeof Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), 1_000);
    retry.unref();
  };
  const connect = async () => {
    const candidate = new Client({ connectionString, connectionTimeoutMillis: 5_000 });
    // A lost connection says so with 'error' and then 'end'; 'end' is where it is replaced.
    candidate.on('error', () => {});
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = undefined;
      again();
    });
    candidate.on('notification', (message) => handlers.onNotify(message.payload ?? ''));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch {
      await candidate.end().catch(() => {});
      again();
      return;
    }
    if (stopped) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    handlers.onConnect();
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

async function openPglite(location: string, unlock: () => void): Promise<Database> {
  // PostgreSQL's WebAssembly compiled by V8's baseline compiler only: the optimising tier holds ~40 MB more
  // for the process's lifetime, and PGlite answered this site's queries no slower without it
  // (docs/decisions/008-server-memory.md). Read when the module is compiled, so set before PGlite loads it.
  v8.setFlagsFromString('--liftoff-only');
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  // PGlite's own default start parameters, plus ours.
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  if (!location.startsWith('memory://') && !existsSync(join(location, 'PG_VERSION'))) await createDataDir(location, startParams);
  const client = await PGlite.create(location, { startParams });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen(channel, handlers) {
      let stopped = false;
      const listening = client
        .listen(channel, (payload) => handlers.onNotify(payload))
        .then((unlisten) => {
          if (!stopped) handlers.onConnect();
          return unlisten;
        });
      return async () => {
        stopped = true;
        // Closed already (the database went first): nothing is listening any more.
        if (!client.closed) await (await listening)();
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * PostgreSQL sized for this site (docs/decisions/008-server-memory.md): its data is a few megabytes, so 16 MB of
 * shared buffers instead of PGlite's 128 MB, which each cost resident memory in the WebAssembly heap.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

// A CommonJS script, so that it finds the same PGlite from a test, the dev server or the production bundle.
const CREATE_SCRIPT = `
const [pglitePath, location, params] = process.argv.slice(1);
const { PGlite } = require(pglitePath);
PGlite.create(location, { startParams: JSON.parse(params) })
  .then((client) => client.close())
  .catch((error) => { process.stderr.write(String(error && error.message || error)); process.exitCode = 1; });
`;

/**
 * Runs initdb in a short-lived child process. initdb grows PGlite's WebAssembly memory to ~700 MB, and a
 * WebAssembly memory never shrinks: done in the server, the server would hold it for its lifetime.
 */
async function createDataDir(location: string, startParams: string[]): Promise<void> {
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  try {
    await promisify(execFile)(process.execPath, ['-e', CREATE_SCRIPT, pglitePath, location, JSON.stringify(startParams)]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`could not create the database in ${location}: ${stderr || (error as Error).message}`, { cause: error });
  }
}

import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../errors/domain-error';
import { verifyBackup } from './verify-backup';
import { discardPartial, syncAndRename, writeBackup, type BackupSummary } from './write-backup';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

/**
 * Only the process holding DATA_DIR may open the embedded database (server/db/data-dir-lock.ts), so
 * `npm run backup` asks the running server for the backup through a Unix socket inside DATA_DIR: reachable
 * only from this machine, by users who may enter DATA_DIR (which holds the database's files anyway), and
 * made only for the embedded database (with PostgreSQL the command connects itself).
 * One request per connection: a JSON line `{"command":"backup"}`; the answer is a JSON status line, then
 * the backup's bytes until the server closes the connection.
 */
export const CONTROL_SOCKET = 'control.sock';
/** Linux's limit on a socket's path (sun_path), less its terminating byte. */
const MAX_SOCKET_PATH = 107;

export function controlSocketPath(dataDir: string): string {
  return join(resolve(dataDir), CONTROL_SOCKET);
}

export interface ControlSocket {
  close(): Promise<void>;
}

export async function startControlSocket({
  dataDir,
  database,
  logger,
  now,
  filesDir,
}: {
  dataDir: string;
  database: Database;
  logger: Logger;
  now: () => Date;
  /** DATA_DIR when the backup carries its image files (server/images/image-backup-files.ts). */
  filesDir?: string | undefined;
}): Promise<ControlSocket | undefined> {
  const path = controlSocketPath(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    logger.warn({ path }, '`npm run backup` cannot reach this server: the path of DATA_DIR is too long for a Unix socket');
    return undefined;
  }
  // This process holds DATA_DIR's lock: a socket file left here is a dead server's.
  rmSync(path, { force: true });
  const server = createServer((socket) => void answer(socket, database, logger, now, filesDir));
  try {
    await new Promise<void>((resolvePromise, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolvePromise());
    });
    chmodSync(path, 0o600);
  } catch (error) {
    // The site serves without it; only `npm run backup` under this server is affected, and it says so.
    logger.warn({ err: error, path }, '`npm run backup` cannot reach this server: its socket could not be opened');
    server.close();
    return undefined;
  }
  return {
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        rmSync(path, { force: true });
      }),
  };
}

async function answer(socket: Socket, database: Database, logger: Logger, now: () => Date, filesDir: string | undefined): Promise<void> {
  socket.on('error', () => {});
  const request = await firstLine(socket);
  if (request?.command !== 'backup') {
    socket.end(`${JSON.stringify({ ok: false, message: 'unknown command' })}\n`);
    return;
  }
  const started = performance.now();
  socket.write(`${JSON.stringify({ ok: true })}\n`);
  try {
    const summary = await writeBackup({ database, out: socket, now, filesDir });
    logger.info({ ...summary, ms: Math.round(performance.now() - started) }, 'backup sent to `npm run backup`');
  } catch (error) {
    logger.error({ err: error }, 'backup for `npm run backup` failed');
    socket.destroy();
  }
}

function firstLine(socket: Socket): Promise<{ command?: string } | undefined> {
  return new Promise((resolvePromise) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const newline = text.indexOf('\n');
      if (newline === -1 && text.length < 1024) return;
      socket.off('data', onData);
      try {
        resolvePromise(JSON.parse(text.slice(0, newline === -1 ? undefined : newline)) as { command?: string });
      } catch {
        resolvePromise(undefined);
      }
    };
    socket.on('data', onData);
    socket.once('end', () => resolvePromise(undefined));
  });
}

/**
 * Asks the server holding DATA_DIR for a backup and writes it to `file`: into a temporary file, verified
 * whole (server/operations/verify-backup.ts), then renamed into place.
 */
export async function requestBackup({
  dataDir,
  file,
  holderPid,
}: {
  dataDir: string;
  file: string;
  holderPid: number;
}): Promise<BackupSummary> {
  const path = controlSocketPath(dataDir);
  const socket = await new Promise<Socket>((resolvePromise, reject) => {
    const connection = createConnection(path, () => resolvePromise(connection));
    connection.once('error', () =>
      reject(
        new DomainError(
          'conflict',
          `DATA_DIR ${dataDir} is in use by process ${holderPid}, which does not answer backup requests (a restore in progress, or a server from before backups existed). Try again when it has finished, or stop it and run the backup again.`,
        ),
      ),
    );
  });
  socket.write(`${JSON.stringify({ command: 'backup' })}\n`);
  const status = await statusLine(socket);
  if (!status.ok) throw new Error(`the server refused the backup: ${status.message ?? 'no reason given'}`);
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  const out = createWriteStream(temporary, { mode: 0o600 });
  try {
    await pipeline(socket, out);
    const { header, rows, files } = await verifyBackup(temporary).catch((error: unknown) => {
      throw new Error(`the server's backup did not arrive whole (${(error as Error).message}); see the server's log`, { cause: error });
    });
    await syncAndRename(temporary, file);
    return { kind: header.kind, migration: header.migration.tag, tables: header.tables.length, rows, files, createdAt: header.createdAt };
  } catch (error) {
    await discardPartial(out, temporary);
    throw error;
  }
}

/** Reads the status line and puts back what came after it, so the rest of the stream is the backup. */
function statusLine(socket: Socket): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolvePromise, reject) => {
    let buffered = Buffer.alloc(0);
    const onReadable = () => {
      let chunk: Buffer | null;
      while ((chunk = socket.read() as Buffer | null) !== null) {
        buffered = Buffer.concat([buffered, chunk]);
        const newline = buffered.indexOf(10);
        if (newline === -1) continue;
        socket.off('readable', onReadable);
        socket.off('end', onEnd);
        const rest = buffered.subarray(newline + 1);
        if (rest.length > 0) socket.unshift(rest);
        try {
          resolvePromise(JSON.parse(buffered.subarray(0, newline).toString('utf8')) as { ok: boolean; message?: string });
        } catch {
          reject(new Error('the server answered something other than a backup'));
        }
        return;
      }
    };
    const onEnd = () => reject(new Error('the server closed the connection without answering; see its log'));
    socket.on('readable', onReadable);
    socket.once('end', onEnd);
  });
}

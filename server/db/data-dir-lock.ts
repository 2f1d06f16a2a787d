import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * DESIGN.md §11: one process per embedded database. PGlite takes no lock of its own, and two processes
 * writing one data folder lose each other's writes, so whoever opens DATA_DIR holds `DATA_DIR/server.lock`
 * (the holder's pid, created with O_EXCL) for as long as it has the database open.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid}: one process at a time may open the embedded database. ` +
        `Stop process ${pid} first, or give this one another DATA_DIR (or set DATABASE_URL to share a PostgreSQL server).`,
    );
    this.name = 'DataDirLockedError';
  }
}

// Folders this process holds: a second open of one of them from here is refused like any other.
const heldHere = new Set<string>();

function holderPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Alive and a Node.js process like us: a pid reused by something else after a crash does not count. */
function isLiveServer(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's; treat it as a holder rather than take its folder.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return basename(argv0) === basename(process.execPath) || basename(argv0).startsWith('node');
  } catch {
    return true; // no /proc (not Linux): alive is all we can tell
  }
}

/**
 * Takes DATA_DIR's lock or throws DataDirLockedError naming the live holder. A lock left by a dead process
 * (or by a pid now running another program, or by this very pid in an earlier life, as in a restarted
 * container) is taken over. Answers the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        if (holderPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = holderPid(file);
    const held = pid !== undefined && (pid === process.pid ? heldHere.has(file) : isLiveServer(pid));
    if (held) throw new DataDirLockedError(dataDir, pid);
    // Stale (or half-written by a process that died at once): take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`could not take the lock ${file}: other processes keep creating it`);
}

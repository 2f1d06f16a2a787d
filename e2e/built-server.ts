import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The production build as a process of a spec's own, for the specs that drive the process itself (restarts,
 * kill -9, a second server, backups, what it loads) or need settings the shared Playwright server lacks.
 */
export interface BuiltServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Everything it printed so far (empty unless `output: 'capture'`). */
  output(): string;
  /** Resolves once `/api/health` answers 200; fails if the process exits first or `timeoutMs` passes. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Sends `signal` (SIGTERM unless told) and resolves with the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface BuiltServerOptions {
  port: number;
  /** Added to the environment (DATA_DIR, LOG_LEVEL, DATABASE_URL, …) after the production defaults. */
  env?: Record<string, string>;
  /** Node flags before the entry (e.g. `--import` of a recorder). */
  nodeArgs?: string[];
  /** Keep what it prints for `output()`, pass it through to the test's terminal, or drop it. */
  output?: 'capture' | 'inherit' | 'ignore';
  /** The build to run (a spec may run a copy taken once). */
  entry?: string;
}

/** Resolves with the exit code once `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Starts the build without waiting for it: for a spec that expects the start to fail. */
export function spawnBuiltServer({
  port,
  env = {},
  nodeArgs = [],
  output = 'capture',
  entry = 'build/server/main.js',
}: BuiltServerOptions): BuiltServer {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: output === 'capture' ? ['ignore', 'pipe', 'pipe'] : ['ignore', output, output],
  });
  let printed = '';
  if (output === 'capture') {
    child.stdout!.on('data', (d) => (printed += d));
    child.stderr!.on('data', (d) => (printed += d));
  }
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    base,
    output: () => printed,
    async healthy(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${printed.slice(-2000)}`);
        const ok = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      child.kill('SIGTERM');
      throw new Error(`the server did not become healthy in ${timeoutMs} ms: ${printed.slice(-2000)}`);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited(child);
    },
  };
}

/** Starts the build and waits until it answers its health check. */
export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  const server = spawnBuiltServer(options);
  await server.healthy();
  return server;
}

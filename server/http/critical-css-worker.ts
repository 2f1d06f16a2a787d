/**
 * The critical CSS worker thread (server/http/critical-css.ts): picks each page's rules with Beasties, which
 * is loaded here so the server's own heap never holds it. Answers every `{ id, html }` with `{ id, html }`,
 * or `{ id, error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { criticalCssInThisThread } from './critical-css';

const inline = criticalCssInThisThread((workerData as { clientDir: string }).clientDir);

parentPort!.on('message', ({ id, html }: { id: number; html: string }) => {
  inline(html).then(
    (done) => parentPort!.postMessage({ id, html: done }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

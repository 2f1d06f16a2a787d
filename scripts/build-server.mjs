// Bundles the Hono entry (server/main.ts) into build/server/main.js, and the backup and restore commands
// (server/ops.ts) into build/server/ops.js; dependencies stay in node_modules, code they share in chunks beside them.
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', ops: 'server/ops.ts' },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // A dynamic import() of our own code (the Stripe gateway, loaded only when Stripe is configured) stays a
  // separate chunk, loaded when called: without splitting, esbuild inlines it and its imports load at start-up.
  // Chunks sit beside main.js, so code that finds files from its own import.meta.url (the migrations, the
  // content folders) finds them wherever esbuild put it.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/db/migrations', 'build/server/migrations', { recursive: true });

// The browser's files, compressed once here at the highest levels (brotli 11 is too slow per request, fine
// once per build): server/main.ts serves `x.js.br` or `x.js.gz` beside `x.js` to a browser that takes it,
// with Content-Encoding and Vary (docs/decisions/024h-lighter-server.md). Images and fonts are compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
for (const entry of await readdir('build/client', { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).then((br) =>
      writeFile(`${file}.br`, br),
    ),
    gzipped(bytes, { level: 9 }).then((gz) => writeFile(`${file}.gz`, gz)),
  ]);
}

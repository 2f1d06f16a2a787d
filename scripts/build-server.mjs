// Bundles the Hono entry (server/main.ts) into build/server/main.js, and the backup and restore commands
// (server/ops.ts) into build/server/ops.js; dependencies stay in node_modules, code they share in chunks beside them.
import { cp } from 'node:fs/promises';
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

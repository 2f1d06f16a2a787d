// Bundles the Hono entry (server/main.ts) into build/server/main.js, and the backup and restore commands
// (server/ops.ts) into build/server/ops.js; dependencies stay in node_modules.
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
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/db/migrations', 'build/server/migrations', { recursive: true });

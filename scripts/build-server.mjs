// Bundles the Hono entry (server/main.ts) into build/server/main.js; dependencies stay in node_modules.
import { cp } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/db/migrations', 'build/server/migrations', { recursive: true });

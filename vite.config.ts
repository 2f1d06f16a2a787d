import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const SERVER_DIR = fileURLToPath(new URL('./server/', import.meta.url));

/**
 * Everything under server/ is server-only by its folder (decision 032n): the browser's build refuses any module there
 * that code it keeps still imports, as React Router's own plugin refuses `*.server.*` modules. A route's loader and
 * action are removed from the browser's build before their imports resolve, so only a real leak fails.
 */
function serverOnlyFolder(): Plugin {
  return {
    name: 'server-only-folder',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (options?.ssr || (options as { scan?: boolean } | undefined)?.scan || !importer || options?.custom?.['server-only-folder'])
        return null;
      const resolved = await this.resolve(id, importer, { ...options, custom: { ...options?.custom, 'server-only-folder': true } });
      if (!resolved || !resolved.id.startsWith(SERVER_DIR)) return resolved;
      throw new Error(
        `Server-only module referenced by browser code: '${id}' imported by '${importer}'. Modules under server/ never ship to ` +
          'the browser; move what the page needs to common/ (decision 032n).',
      );
    },
  };
}

export default defineConfig({
  plugins: [serverOnlyFolder(), tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
  // The reading pages' enhancement module (app/enhance/enhance.ts) is built as a module of its own, fingerprinted.
  worker: { format: 'es' },
  // Bundled into the server build, so it holds only the icons and primitives the pages use: loaded whole from
  // node_modules they cost the server ~40 MB (lucide-react) and ~20 MB (radix-ui) of memory (docs/decisions/008-server-memory.md).
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
});

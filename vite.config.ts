import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
  // The reading pages' enhancement module (app/enhance/enhance.ts) is built as a module of its own, fingerprinted.
  worker: { format: 'es' },
  // Bundled into the server build, so it holds only the icons and primitives the pages use: loaded whole from
  // node_modules they cost the server ~40 MB (lucide-react) and ~20 MB (radix-ui) of memory (docs/decisions/008-server-memory.md).
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
});

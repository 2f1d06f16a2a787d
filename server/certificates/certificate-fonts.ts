import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Inter (the site's typeface, docs/design.md) as WOFF files from @fontsource/inter, for the PDF and the
 * preview image: read from node_modules on the server, never bundled for the browser. Latin subset:
 * the site is in English (app/app.css loads the same subset).
 */
const require = createRequire(import.meta.url);
const dir = join(dirname(require.resolve('@fontsource/inter/LICENSE')), 'files');

let cache: { regular: Buffer; bold: Buffer } | undefined;

export function certificateFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= {
    regular: readFileSync(join(dir, 'inter-latin-400-normal.woff')),
    bold: readFileSync(join(dir, 'inter-latin-700-normal.woff')),
  };
  return cache;
}

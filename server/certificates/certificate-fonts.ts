import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { woffToSfnt } from './woff-to-sfnt';
import type * as fontkit from 'fontkit';

/**
 * Inter (the site's typeface, docs/design.md) from @fontsource/inter's WOFF files, for the PDFs (certificates,
 * invoices) and the certificate's preview image: read from node_modules on the server, never bundled for the
 * browser. Latin subset: the site is in English (app/app.css loads the same subset).
 */
const require = createRequire(import.meta.url);
const dir = join(dirname(require.resolve('@fontsource/inter/LICENSE')), 'files');

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * The two weights as TrueType files, unwrapped from WOFF once per process (woff-to-sfnt.ts): reading WOFF was most
 * of a PDF's cost. Each PDF parses them itself: a fontkit font shared between documents keeps the characters of the
 * first text that used each glyph, and a later document's text layer (what copying and searching read) would name
 * those instead of its own.
 */
export function certificateFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: woffToSfnt(readFileSync(join(dir, 'inter-latin-400-normal.woff'))),
    bold: woffToSfnt(readFileSync(join(dir, 'inter-latin-700-normal.woff'))),
  };
  return fonts;
}

export interface Faces {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

let faces: Faces | undefined;

/**
 * The same fonts parsed by fontkit once per process, for the preview image, which draws glyph outlines only. fontkit
 * (~20 MiB) loads with the first image, not at start-up (docs/decisions/024h-lighter-server.md).
 */
export async function certificateFaces(): Promise<Faces> {
  if (faces) return faces;
  const { create } = await import('fontkit');
  const { regular, bold } = certificateFonts();
  faces ??= { regular: create(regular), bold: create(bold) };
  return faces;
}

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

export interface Faces {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

let faces: Faces | undefined;

/**
 * The two weights parsed by fontkit once per process, unwrapped from WOFF first (woff-to-sfnt.ts): parsing them
 * again for every document, and reading WOFF, were most of a PDF's cost. fontkit (~20 MiB) loads with the first
 * document or image, not at start-up (docs/decisions/024h-lighter-server.md).
 */
export async function certificateFaces(): Promise<Faces> {
  if (faces) return faces;
  const { create } = await import('fontkit');
  const face = (file: string) => create(woffToSfnt(readFileSync(join(dir, file))));
  faces ??= { regular: face('inter-latin-400-normal.woff'), bold: face('inter-latin-700-normal.woff') };
  return faces;
}

/**
 * Gives a pdfkit document the faces as `regular` and `bold`. pdfkit takes a parsed fontkit font as well as a file
 * (PDFFontFactory.open: anything with `layout`); its type definitions name only files, hence the cast. Each
 * document still embeds its own subset of the glyphs it uses.
 */
export function registerFaces(doc: PDFKit.PDFDocument, { regular, bold }: Faces): void {
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
}

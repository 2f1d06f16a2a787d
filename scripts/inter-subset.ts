// The small Inter every page preloads (issue 25, docs/decisions/024o-small-inter.md): Fontsource's Latin file cut
// at build time to the characters of the `@font-face` in app/app.css that names it, with the weights and layout
// features the site's CSS asks for. Vite runs it before it reads the stylesheet (`interSubset()` in vite.config.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
export const FULL_LATIN_FILE = join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
/** Written by the build, not committed (.gitignore): app/app.css and app/root.tsx name it, Vite fingerprints it. */
export const SUBSET_FILE = join(root, 'app/fonts/generated/inter-subset-wght.woff2');
export const STYLESHEET = join(root, 'app/app.css');

export const SUBSET_OPTIONS = {
  targetFormat: 'woff2',
  // What the browser applies to Latin text by default (kerning; Inter's contextual alternates, such as the colon
  // raised between digits and the dashes between capitals; localized forms; marks), `tabular-nums` (tnum), and
  // pnum, without which Chromium draws the minus sign a pixel off. Dropped: frac, numr, dnom (no style asks for
  // fractions; their alternate glyphs were a tenth of the file).
  keepFeatures: ['kern', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'pnum'],
  // The site's weights run from font-normal (400) to font-extrabold (800), and `<strong>` (`bolder`) in 700 or
  // 800 text is 900. Nothing asks for less than 400: cutting 100–400 halves the variation data.
  variationAxes: { wght: { min: 400, max: 900 } },
} as const;

/** The code points of a `unicode-range` descriptor's value (`U+0000-00FF, U+0131`; no wildcards). */
export function parseUnicodeRange(value: string): number[] {
  const points: number[] = [];
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) throw new Error(`unicode-range: cannot read "${part.trim()}"`);
    const from = Number.parseInt(match[1] ?? '', 16);
    const to = match[2] ? Number.parseInt(match[2], 16) : from;
    for (let point = from; point <= to; point++) points.push(point);
  }
  return points;
}

/** The `unicode-range` of the stylesheet's `@font-face` whose `src` names the generated file. */
export function subsetRange(css: string): string {
  for (const [, body = ''] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    if (!body.includes('fonts/generated/inter-subset-wght.woff2')) continue;
    const range = /unicode-range:([^;]+);/.exec(body)?.[1];
    if (range) return range.replace(/\s+/g, ' ').trim();
  }
  throw new Error('app/app.css has no @font-face with a unicode-range for fonts/generated/inter-subset-wght.woff2');
}

export async function cutInter(range: string): Promise<Buffer> {
  const text = String.fromCodePoint(...parseUnicodeRange(range));
  return subsetFont(readFileSync(FULL_LATIN_FILE), text, SUBSET_OPTIONS);
}

/** Writes the subset unless the file beside it says it was cut from the same font, range and options. */
export async function writeInterSubset(): Promise<void> {
  const range = subsetRange(readFileSync(STYLESHEET, 'utf8'));
  const subsetFontVersion = createRequire(import.meta.url)('subset-font/package.json').version as string;
  const inputs = createHash('sha256')
    .update(readFileSync(FULL_LATIN_FILE))
    .update(JSON.stringify({ range, SUBSET_OPTIONS, subsetFontVersion }))
    .digest('hex');
  const stamp = `${SUBSET_FILE}.inputs`;
  if (existsSync(SUBSET_FILE) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) return;
  mkdirSync(dirname(SUBSET_FILE), { recursive: true });
  writeFileSync(SUBSET_FILE, await cutInter(range));
  writeFileSync(stamp, inputs);
}

/** A Vite plugin: the file exists before Vite reads app.css (client and server builds, the dev server). */
export function interSubset(): Plugin {
  return { name: 'inter-subset', buildStart: writeInterSubset };
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { cutInter, FULL_LATIN_FILE, parseUnicodeRange, STYLESHEET, subsetRange } from './inter-subset';

// The small Inter every page preloads (docs/decisions/024o-small-inter.md) must be small, and must draw every
// character the site's texts use that Inter drew before, so cutting it changed no page's look.
const BUDGET = 28 * 1024;
const root = join(import.meta.dirname, '..');

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : textFiles(path);
    return /\.(md|ya?ml|json|ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('the small Inter', async () => {
  const range = subsetRange(readFileSync(STYLESHEET, 'utf8'));
  const file = await cutInter(range);
  const small = create(file);
  const fullFile = readFileSync(FULL_LATIN_FILE);
  const full = create(fullFile);
  const inSmall = new Set(small.characterSet);
  const inFull = new Set(full.characterSet);

  it('is a woff2 well under the whole Latin file', () => {
    expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(file.length).toBeLessThanOrEqual(BUDGET);
    expect(file.length).toBeLessThan(fullFile.length * 0.6);
  });

  it('has every glyph the whole Latin file has for the characters its unicode-range claims', () => {
    const missing = parseUnicodeRange(range).filter((point) => inFull.has(point) && !inSmall.has(point));
    expect(missing.map((point) => `U+${point.toString(16).toUpperCase()}`)).toEqual([]);
  });

  it('draws every character of the content and the UI texts that Inter drew before', () => {
    const used = new Set<number>();
    for (const path of [...textFiles(join(root, 'content')), ...textFiles(join(root, 'app'))]) {
      for (const character of readFileSync(path, 'utf8')) used.add(character.codePointAt(0)!);
    }
    const lost = [...used].filter((point) => point >= 0x20 && inFull.has(point) && !inSmall.has(point));
    expect(lost.map((point) => `U+${point.toString(16).toUpperCase()} ${String.fromCodePoint(point)}`)).toEqual([]);
    // The seeded texts' typographic characters, by name, so a change to the cut that drops them fails here too.
    for (const character of '£€$©§·×÷é–—‘’“”…•›−') expect(inSmall.has(character.codePointAt(0)!), character).toBe(true);
  });

  it('is the last face of the family, with the same descriptors as the fallbacks', () => {
    // Chromium chooses one set of faces by weight and style, then the last-declared face whose range covers a
    // character: a face with other descriptors would not be a fallback at all, an earlier one would never win.
    const faces = [...readFileSync(STYLESHEET, 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => body);
    const descriptors = (body: string) =>
      body
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s*(src|unicode-range):[^;]+;/g, '')
        .trim();
    expect(faces.length).toBe(3);
    expect(faces.at(-1)).toContain('fonts/generated/inter-subset-wght.woff2');
    expect(new Set(faces.map(descriptors)).size).toBe(1);
  });

  it('leaves to the whole Latin file only the characters it has and the small face lacks', () => {
    // A character in its range that it has no glyph for would download its 47 KiB only to fall back to the system font.
    const wholeFace = [...readFileSync(STYLESHEET, 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, body = '']) => body)
      .find((body) => body.includes('inter-latin-wght-normal.woff2'));
    const claimed = parseUnicodeRange(/unicode-range:([^;]+);/.exec(wholeFace ?? '')?.[1] ?? '');
    const expected = full.characterSet.filter((point) => point !== 0xffff && !inSmall.has(point)).sort((a, b) => a - b);
    expect(claimed).toEqual(expected);
  });

  it('keeps the weights and the layout features the CSS uses', () => {
    expect(small.variationAxes.wght).toMatchObject({ min: 400, max: 900 });
    expect(small.availableFeatures).toEqual(expect.arrayContaining(['kern', 'calt', 'tnum']));
  });
});

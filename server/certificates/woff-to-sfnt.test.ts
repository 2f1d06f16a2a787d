import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const woff = readFileSync(join(dirname(require.resolve('@fontsource/inter/LICENSE')), 'files', 'inter-latin-700-normal.woff'));

describe('woffToSfnt', () => {
  it('unwraps Inter into a TrueType file fontkit reads as the same font: characters, features, kerning and outlines', () => {
    const sfnt = woffToSfnt(woff);
    // An sfnt starts with the flavour WOFF recorded (0x00010000: TrueType outlines).
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const [fromWoff, fromSfnt] = [create(woff), create(sfnt)];
    expect(fromSfnt.unitsPerEm).toBe(fromWoff.unitsPerEm);
    expect(fromSfnt.characterSet).toEqual(fromWoff.characterSet);
    expect(fromSfnt.availableFeatures).toEqual(fromWoff.availableFeatures);
    const run = (font: Font) => font.layout('AVATAR Wave, Tallowmere — £1,234.00 “VAT”');
    expect(run(fromSfnt).positions).toEqual(run(fromWoff).positions);
    expect(run(fromSfnt).glyphs.map((g) => g.path.commands)).toEqual(run(fromWoff).glyphs.map((g) => g.path.commands));
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and then some bytes of a WOFF 2 file'))).toThrow('not a WOFF 1.0 font');
  });
});

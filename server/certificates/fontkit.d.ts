// fontkit ships no types; only what server/certificates/ (the fonts, the preview image) uses.
declare module 'fontkit' {
  export interface PathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    args: number[];
  }
  export interface Glyph {
    path: { commands: PathCommand[] };
  }
  export interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface Font {
    unitsPerEm: number;
    /** Every code point the font's cmap maps. */
    characterSet: number[];
    variationAxes: Record<string, { name: string; min: number; default: number; max: number }>;
    /** The OpenType layout features the font offers (GSUB and GPOS). */
    availableFeatures: string[];
    layout(text: string): { glyphs: Glyph[]; positions: GlyphPosition[] };
  }
  export function create(buffer: Buffer): Font;
}

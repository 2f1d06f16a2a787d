// subset-font ships no types; only what scripts/inter-subset.ts uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepFeatures?: readonly string[];
    variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

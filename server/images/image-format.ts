/** The formats an upload may be in (issue 29), recognised by their bytes, never by the declared type or the name. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The largest upload: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The file name ending each format is stored and served with. */
export const EXTENSION_OF: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const TYPE_OF_EXTENSION: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * What the bytes are, from their signature: PNG's eight-byte magic, JPEG's start-of-image marker, a RIFF
 * container of WebP, an ISO-BMFF `ftyp` box naming AVIF among its brands. Undefined for anything else
 * (a GIF, an SVG, a PDF, a text file named .png).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const end = Math.min(boxSize, bytes.length, 256);
    // The major brand (bytes 8–12), then the compatible brands after the minor version (from byte 16).
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  }
  return undefined;
}

import { crc32, deflateSync } from 'node:zlib';
import { formatCertificateDate } from '../../common/certificates';
import { certificateFaces } from './certificate-fonts';
import type { PublicCertificate } from './read-certificate';
import type * as fontkit from 'fontkit';
import type * as PImage from 'pureimage';

/** Open Graph's recommended size. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

const CACHE_SIZE = 32;
const cache = new Map<string, Buffer>();

type Context = ReturnType<ReturnType<typeof PImage.make>['getContext']>;

/** fontkit and pureimage (~30 MiB together) are loaded by the first image drawn, not at start-up (docs/decisions/024h-lighter-server.md). */
async function loadRenderers() {
  const [faces, { make }] = await Promise.all([certificateFaces(), import('pureimage')]);
  return { ...faces, make };
}

/** Width in pixels of `text` set in `font` at `size` px. */
function measure(font: fontkit.Font, text: string, size: number): number {
  return font.layout(text).positions.reduce((sum, p) => sum + p.xAdvance, 0) * (size / font.unitsPerEm);
}

/**
 * Draws `text` with its baseline at y. The glyph outlines come from fontkit (it reads the fonts and
 * kerns); curves are flattened here into short lines, which pureimage fills reliably (its own curve
 * flattening leaves gaps that fill a letter's counters).
 */
function drawText(ctx: Context, font: fontkit.Font, text: string, x: number, y: number, size: number, color: string) {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  ctx.fillStyle = color;
  let pen = x;
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    const commands = glyph.path.commands;
    if (commands.length) {
      const px = (u: number) => pen + (pos.xOffset + u) * scale;
      const py = (u: number) => y - (pos.yOffset + u) * scale;
      let [cx, cy, sx, sy] = [0, 0, 0, 0];
      ctx.beginPath();
      for (const { command, args: a } of commands) {
        if (command === 'moveTo') {
          ctx.moveTo(px(a[0]!), py(a[1]!));
          [sx, sy] = [a[0]!, a[1]!];
        } else if (command === 'lineTo') {
          ctx.lineTo(px(a[0]!), py(a[1]!));
        } else if (command === 'quadraticCurveTo') {
          for (let k = 1; k <= 8; k++) {
            const t = k / 8;
            const u = 1 - t;
            ctx.lineTo(px(u * u * cx + 2 * u * t * a[0]! + t * t * a[2]!), py(u * u * cy + 2 * u * t * a[1]! + t * t * a[3]!));
          }
        } else if (command === 'bezierCurveTo') {
          for (let k = 1; k <= 8; k++) {
            const t = k / 8;
            const u = 1 - t;
            const b = (p0: number, p1: number, p2: number, p3: number) =>
              u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
            ctx.lineTo(px(b(cx, a[0]!, a[2]!, a[4]!)), py(b(cy, a[1]!, a[3]!, a[5]!)));
          }
        } else {
          ctx.lineTo(px(sx), py(sy));
        }
        if (command === 'closePath') [cx, cy] = [sx, sy];
        else [cx, cy] = [a[a.length - 2]!, a[a.length - 1]!];
      }
      ctx.fill();
    }
    pen += pos.xAdvance * scale;
  });
}

/** Draws `text` centred, at `size` px or smaller so that it fits in `maxWidth`. */
function centred(ctx: Context, font: fontkit.Font, text: string, y: number, size: number, color: string, maxWidth = IMAGE_WIDTH - 160) {
  let fitted = size;
  while (fitted > 16 && measure(font, text, fitted) > maxWidth) fitted -= 2;
  drawText(ctx, font, text, (IMAGE_WIDTH - measure(font, text, fitted)) / 2, y, fitted, color);
}

/**
 * The preview image a shared link shows (1200×630 PNG, `/certificates/:id/og.png`): the name, the course
 * and the date, in pure JavaScript (pureimage draws, fontkit reads the font), so no native binary.
 */
export async function renderCertificateImage(cert: PublicCertificate): Promise<Buffer> {
  // Drawing takes the server's thread for a second or so: the last few images drawn are kept, by what they show.
  const key = JSON.stringify([cert.id, cert.name, cert.courseTitle, cert.completedAt, cert.lessons, cert.studyTime]);
  const kept = cache.get(key);
  if (kept) return kept;
  const { regular, bold, make } = await loadRenderers();
  const image = make(IMAGE_WIDTH, IMAGE_HEIGHT);
  const ctx = image.getContext('2d');
  ctx.fillStyle = '#0f172a';
  ctx.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
  ctx.fillStyle = '#f59e0b';
  ctx.fillRect(0, 0, IMAGE_WIDTH, 12);
  ctx.fillRect(0, IMAGE_HEIGHT - 12, IMAGE_WIDTH, 12);

  centred(ctx, bold, cert.siteName.toUpperCase(), 110, 30, '#93c5fd');
  centred(ctx, bold, 'Certificate of Completion', 200, 64, '#ffffff');
  centred(ctx, regular, 'awarded to', 270, 30, '#cbd5e1');
  centred(ctx, bold, cert.name, 350, 60, '#fbbf24');
  centred(ctx, bold, cert.courseTitle, 440, 38, '#ffffff');
  centred(
    ctx,
    regular,
    [formatCertificateDate(cert.completedAt), `${cert.lessons} lessons`, cert.studyTime].filter(Boolean).join(' · '),
    510,
    28,
    '#cbd5e1',
  );

  const png = encodePng(image.data, IMAGE_WIDTH, IMAGE_HEIGHT);
  cache.set(key, png);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return png;
}

/**
 * RGBA pixels as a PNG (8-bit, no filtering, zlib): pureimage's own encoder reads the bitmap pixel by
 * pixel and takes several times longer than drawing it.
 */
function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0; // filter: none
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

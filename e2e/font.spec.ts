import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parseUnicodeRange, subsetRange } from '../scripts/inter-subset';

// The small Inter the build cuts (docs/decisions/024o-small-inter.md): pages in English fetch it alone, and
// Chromium draws with it what it drew with Fontsource's whole Latin file. Once, at 1280 px.
const FULL_LATIN = readFileSync(join(process.cwd(), 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const RANGE = parseUnicodeRange(subsetRange(readFileSync(join(process.cwd(), 'app/app.css'), 'utf8')));
const WEIGHTS = [400, 500, 600, 700, 800, 900];

test.describe('the small Inter', () => {
  test('a page in English fetches only the small face and draws its text with it', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/blog/ai-consulting-small-businesses', '/login']) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
    }
    expect(new Set(fonts.map((font) => font.replace(/-[\w-]{8}\.woff2$/, '.woff2')))).toEqual(new Set(['/assets/inter-subset-wght.woff2']));
    // font-display: optional may keep the system font on a first, uncached visit; a second one uses Inter.
    await page.reload();
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Sign in'))).toBe(true);
  });

  test('draws every character of its range as the whole Latin file does, at every weight the site uses', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const small = html.match(/<link\b[^>]*href="(\/assets\/inter-subset-wght-[\w-]+\.woff2)"/)?.[1];
    expect(small, 'the preloaded small face').toBeTruthy();
    const smallFile = await (await request.get(small!)).body();
    const characters = RANGE.filter((point) => point > 0x20 && point !== 0x7f && (point < 0x80 || point > 0x9f)).map((point) =>
      String.fromCodePoint(point),
    );
    const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    // One character a cell, so a difference names its character; then words, for kerning and contextual forms.
    const words = ['AV To Wa “Yes” — 10:30 H-I (A) 1x2 -> £1,299 €5 don’t', 'tabular: 1,111.10'];
    const specimen = (face: string) =>
      `<!doctype html><meta charset="utf-8"><style>@font-face{font-family:T;src:url(${face}.woff2) format('woff2-variations');font-weight:100 900}
      body{margin:0;font:15px/30px T;-webkit-font-smoothing:antialiased} div{display:grid;grid-template-columns:repeat(20,60px)}
      span{white-space:pre} p{margin:0;font-variant-numeric:tabular-nums}</style>` +
      WEIGHTS.map(
        (weight) =>
          `<div style="font-weight:${weight}">${characters.map((c) => `<span>${escape(c)}</span>`).join('')}</div>` +
          words.map((text) => `<p style="font-weight:${weight}">${escape(text)}</p>`).join(''),
      ).join('');
    // Served by the test, not the site: no CSP, and the two files under the same names but for the face.
    await page.route('**/specimen/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path.endsWith('full.woff2')) return route.fulfill({ body: FULL_LATIN, contentType: 'font/woff2' });
      if (path.endsWith('small.woff2')) return route.fulfill({ body: smallFile, contentType: 'font/woff2' });
      return route.fulfill({ body: specimen(path.endsWith('/full') ? 'full' : 'small'), contentType: 'text/html; charset=utf-8' });
    });
    const shot = async (face: string) => {
      await page.goto(`/specimen/${face}`);
      await page.evaluate(() => document.fonts.ready);
      return (await page.screenshot({ fullPage: true })).toString('base64');
    };
    const [full, cut] = [await shot('full'), await shot('small')];
    // The two screenshots decoded by the browser itself; the largest difference of any channel of any pixel.
    const { sizes, largest } = await page.evaluate(
      async (shots) => {
        const pixels = await Promise.all(
          shots.map(async (png) => {
            const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
            const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
            context.drawImage(image, 0, 0);
            return { size: `${image.width}x${image.height}`, data: context.getImageData(0, 0, image.width, image.height).data };
          }),
        );
        let largest = 0;
        for (let i = 0; i < pixels[0]!.data.length; i++) largest = Math.max(largest, Math.abs(pixels[0]!.data[i]! - pixels[1]!.data[i]!));
        return { sizes: pixels.map((p) => p.size), largest };
      },
      [full, cut],
    );
    expect(sizes[1]).toBe(sizes[0]);
    // Instancing the weight axis to 400–900 rounds a few deltas: a few of 255 on edge pixels (3 in the full browser,
    // 4 in the headless shell the tests drive), no shift. A missing or different glyph differs by up to 255.
    expect(largest).toBeLessThanOrEqual(8);
  });
});

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../blog/render-markdown';
import { findImagesWithoutAlt } from './find-images-without-alt';
import { sniffImageType } from './image-format';
import { imageIdsIn } from './load-image-lookup';
import { socialImage } from './social-image';
import { widthsFor } from './upload-image';
import type { ImageFiles } from './image-urls';

const ID = '3f2b8c1e-5d4a-4e2b-9c1d-0a1b2c3d4e5f';
const CHART: ImageFiles = { id: ID, mime: 'image/jpeg', width: 2400, height: 1200, widths: [480, 960, 1600], format: 'webp' };
const images = new Map([[ID, CHART]]);

describe('images in rendered Markdown', () => {
  it('draws an uploaded image with its copies, its size, its alt text, lazily', () => {
    const { html } = renderMarkdown(`Before\n\n![Revenue by month](/images/${ID})\n`, { images });
    expect(html).toContain(
      `<img src="/images/${ID}/1600.webp" srcset="/images/${ID}/480.webp 480w, /images/${ID}/960.webp 960w, /images/${ID}/1600.webp 1600w" sizes="(min-width: 1152px) 792px, (min-width: 1024px) calc(100vw - 360px), calc(100vw - 2rem)" width="2400" height="1200" alt="Revenue by month" loading="lazy" decoding="async">`,
    );
  });

  it('escapes the alt text and the title, which are the owner’s words, not markup', () => {
    const { html } = renderMarkdown(`![a "quote" <b>bold</b> & more](/images/${ID} "say \\"hi\\"")`, { images });
    // Markup in alt text is dropped (it is text for a screen reader); what remains is escaped.
    expect(html).toContain('alt="a &quot;quote&quot; bold &amp; more"');
    expect(html).toContain('title="say &quot;hi&quot;"');
    expect(html).not.toMatch(/<b>/);
  });

  it('keeps the address of an image it does not know (another site, a deleted upload, no lookup given)', () => {
    expect(renderMarkdown('![A cat](https://example.com/cat.png)').html).toContain(
      '<img src="https://example.com/cat.png" alt="A cat" loading="lazy" decoding="async">',
    );
    expect(renderMarkdown(`![Gone](/images/${ID})`).html).toContain(`<img src="/images/${ID}" alt="Gone" loading="lazy" decoding="async">`);
    expect(renderMarkdown(`![Gone](/images/${ID})`, { images: new Map() }).html).not.toContain('srcset');
  });

  it('finds the uploaded images a text refers to, once each', () => {
    expect(imageIdsIn(`![a](/images/${ID}) and ![b](/images/${ID.toUpperCase()})`, null, `/images/${ID}`)).toEqual([ID]);
    expect(imageIdsIn('![a](/images/not-an-id)')).toEqual([]);
  });
});

describe('findImagesWithoutAlt', () => {
  it('names every image without alt text, with its line, wherever it is', () => {
    const markdown = [
      '# Title',
      '',
      `![](/images/${ID})`,
      '',
      '- a list with ![  ](/list.png)',
      '',
      '> ![Described](/quoted.png)',
      '',
      '| a | b |',
      '| - | - |',
      '| ![](/cell.png) | x |',
      '',
      '[![](/linked.png)](https://example.com)',
    ].join('\n');
    expect(findImagesWithoutAlt(markdown)).toEqual([
      { href: `/images/${ID}`, line: 3 },
      { href: '/list.png', line: 5 },
      { href: '/cell.png', line: 11 },
      { href: '/linked.png', line: 13 },
    ]);
  });

  it('is empty when every image is described', () => {
    expect(findImagesWithoutAlt(`![A chart](/images/${ID})\n\nText with ![an icon](/i.png) inline.`)).toEqual([]);
    expect(findImagesWithoutAlt('No images at all.')).toEqual([]);
  });
});

describe('socialImage', () => {
  it('gives an uploaded image as its largest copy, absolute, with that copy’s size', () => {
    expect(socialImage({ reference: `/images/${ID}`, siteUrl: 'https://academy.example', images })).toEqual({
      url: `https://academy.example/images/${ID}/1600.webp`,
      width: 1600,
      height: 800,
      type: 'image/webp',
    });
  });

  it('makes a path on the site absolute, keeps an http(s) address, and refuses anything else', () => {
    const siteUrl = 'https://academy.example';
    expect(socialImage({ reference: '/og/blog.png', siteUrl })).toEqual({ url: 'https://academy.example/og/blog.png' });
    expect(socialImage({ reference: `/images/${ID}`, siteUrl })).toEqual({ url: `https://academy.example/images/${ID}` });
    expect(socialImage({ reference: 'https://cdn.example.com/a.jpg', siteUrl })).toEqual({ url: 'https://cdn.example.com/a.jpg' });
    for (const reference of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', '', undefined, null]) {
      expect(socialImage({ reference, siteUrl }), String(reference)).toBeUndefined();
    }
  });
});

describe('recognising an upload', () => {
  it('knows the four formats by their first bytes, and nothing else', () => {
    const bytes = (...parts: (string | number[])[]) =>
      new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0], 'mif1miafMA1B'))).toBe('image/avif');
    expect(sniffImageType(bytes([0, 0, 0, 28], 'ftypmif1', [0, 0, 0, 0], 'mif1avifMA1B'))).toBe('image/avif');
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeUndefined();
    expect(sniffImageType(bytes('GIF89a'))).toBeUndefined();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it('makes the standard widths below the image’s own, and never enlarges', () => {
    expect(widthsFor(3000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(480)).toEqual([480]);
    expect(widthsFor(100)).toEqual([100]);
  });
});

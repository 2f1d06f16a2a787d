import { imageIdOf, largestUrl } from './image-urls';
import type { ImageLookup } from '../blog/render-markdown';

/** An image for Open Graph and Twitter cards: an absolute address, and its size when known. */
export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

/**
 * An article's cover or social image reference (`/images/<id>`, another path on the site, or an absolute
 * http(s) address) as absolute URLs for `og:image`: an uploaded image becomes its largest copy, with that
 * copy's size, because link previews fetch one file and want its dimensions. Undefined when there is none,
 * or the reference is not an address (a `javascript:` or `data:` URL is never put in a meta tag).
 *
 *   const images = await loadImageLookup({ db, texts: [article.socialImage ?? article.coverImage] });
 *   const og = socialImage({ reference: article.socialImage ?? article.coverImage, siteUrl: config.siteUrl, images });
 */
export function socialImage({
  reference,
  siteUrl,
  images,
}: {
  reference: string | null | undefined;
  siteUrl: string;
  images?: ImageLookup;
}): SocialImage | undefined {
  const value = reference?.trim();
  if (!value) return undefined;
  const id = imageIdOf(value);
  const image = id ? images?.get(id) : undefined;
  if (image) {
    const width = image.widths.at(-1)!;
    return {
      url: new URL(largestUrl(image), siteUrl).href,
      width,
      height: Math.round((image.height * width) / image.width),
      type: `image/${image.format}`,
    };
  }
  if (/^https?:\/\//i.test(value)) return URL.canParse(value) ? { url: new URL(value).href } : undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return { url: new URL(value, siteUrl).href };
  return undefined;
}

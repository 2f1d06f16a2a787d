import { EXTENSION_OF, type ImageType } from './image-format';

/** What the renderer and the API need to know of an image to point at its files. */
export interface ImageFiles {
  id: string;
  mime: ImageType;
  width: number;
  height: number;
  /** Widths of the resized copies, ascending. */
  widths: readonly number[];
  format: 'webp' | 'avif';
}

/** The address content refers to an image by (`![alt](/images/<id>)`); it redirects to the largest copy. */
export const imageReference = (id: string): string => `/images/${id}`;

/** A resized copy: `/images/<id>/<width>.webp`. */
export const imageFileUrl = (image: Pick<ImageFiles, 'id' | 'format'>, width: number): string =>
  `/images/${image.id}/${width}.${image.format}`;

/** The full-size copy in the upload's own format: `/images/<id>/original.jpg`. */
export const originalUrl = (image: Pick<ImageFiles, 'id' | 'mime'>): string => `/images/${image.id}/original.${EXTENSION_OF[image.mime]}`;

/** The store keys of an image's files (the address without `/images/`). */
export function imageKeys(image: Pick<ImageFiles, 'id' | 'mime' | 'widths' | 'format'>): string[] {
  return [originalUrl(image), ...image.widths.map((width) => imageFileUrl(image, width))].map((url) => url.slice('/images/'.length));
}

/** `srcset` of the resized copies: `/images/<id>/480.webp 480w, …`. */
export function srcsetOf(image: Pick<ImageFiles, 'id' | 'format' | 'widths'>): string {
  return image.widths.map((width) => `${imageFileUrl(image, width)} ${width}w`).join(', ');
}

/** The largest resized copy: the `src` for browsers without `srcset`, and the social preview image. */
export const largestUrl = (image: Pick<ImageFiles, 'id' | 'format' | 'widths'>): string =>
  imageFileUrl(image, image.widths[image.widths.length - 1]!);

/** Matches `/images/<id>` (optionally with a query or fragment, ignored) and captures the id. */
export const IMAGE_REFERENCE_PATTERN = /^\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?(?:[?#].*)?$/i;

/** The image id a reference names, or undefined when it is not one of ours. */
export function imageIdOf(href: string): string | undefined {
  return IMAGE_REFERENCE_PATTERN.exec(href.trim())?.[1]?.toLowerCase();
}

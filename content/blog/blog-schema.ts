// Schema of a blog article's front matter (content/blog/<slug>.md).
// Strict: an unknown or misspelt key is an error, so a typo never silently drops a field.
import { z } from 'zod';

/** Lower-case words joined by single hyphens: safe in a URL path and as a file name. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Read time as shown to readers, e.g. '8 min read'. */
export const READ_TIME_PATTERN = /^([1-9]\d?) min read$/;

/** Words per minute used to compute read times from the body length. */
export const WORDS_PER_MINUTE = 230;

/** Most tags an article may have. */
export const MAX_TAGS = 10;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused). */
const calendarDate = z.iso.date().refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, 'must be a real calendar date (YYYY-MM-DD)');

const siteImage = z
    .string()
    .regex(
      /^\/(?:[A-Za-z0-9/_.-]+\.(?:png|jpe?g|webp|avif|svg)|images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/,
      'must be a site path like /images/blog/x.webp or an uploaded image',
    )
    .refine((value) => !value.includes('..'), 'must not contain ..');

export const blogFrontMatterSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be 1–40 characters of a-z, 0-9 or -'),
  title: text(10, 120),
  excerpt: text(40, 300),
  category: text(2, 40),
  readTime: z.string().regex(READ_TIME_PATTERN, "must look like '8 min read'"),
  publishDate: calendarDate,
  /** 0–10 (the specification's sample articles had three each; nothing a reader sees needs a number of them). */
  tags: z
    .array(text(2, 40))
    .max(MAX_TAGS, `at most ${MAX_TAGS} tags`)
    .refine(
      (tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length,
      'tags must be distinct',
    ),
  slug: z.string().max(80).regex(SLUG_PATTERN, 'must be lower-case words joined by hyphens'),
  author: text(3, 60),
  /** Chosen by the editors. (Views and trending are counted, not written here: server/blog/record-article-view.ts.) */
  featured: z.boolean().optional(),
  /**
   * The cover: a site path of an image under public/, e.g. /images/blog/cover.webp (the loader checks the file
   * exists), or an image uploaded in the studio, /images/<its id> (server/images/).
   */
  image: siteImage.optional(),
  /** What search results and link previews show instead of the title and the summary, when they should differ. */
  seoTitle: text(10, 70).optional(),
  seoDescription: text(50, 170).optional(),
  /** The image link previews show (Open Graph), when not the cover; the same kinds of address as the cover. */
  socialImage: siteImage.optional(),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

/** An article as the pages use it: its front matter plus the Markdown body. */
export type BlogArticle = BlogFrontMatter & { content: string };

/** Number of words in a Markdown body, counted on whitespace. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read a body at WORDS_PER_MINUTE, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}

/** Minutes stated in a readTime text such as '8 min read'. */
export function parseReadTime(readTime: string): number {
  const match = READ_TIME_PATTERN.exec(readTime);
  if (!match?.[1]) throw new Error(`Not a read time: '${readTime}'`);
  return Number(match[1]);
}

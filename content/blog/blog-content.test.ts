import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countWords, parseReadTime, readingMinutes, SLUG_PATTERN } from './blog-schema';
import { BlogContentError, loadArticles } from './load-articles';

const articles = loadArticles();

/** The body without fenced code blocks, so a '#' inside code is not taken for a heading. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');
}

function headings(markdown: string, level: number): string[] {
  const pattern = new RegExp(`^#{${level}}[ \\t]+(.+)$`, 'gm');
  return [...withoutCode(markdown).matchAll(pattern)].map((match) => (match[1] ?? '').trim());
}

describe('blog collection', () => {
  it('loads at least 12 articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
  });

  it('has unique ids and slugs', () => {
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
  });

  it('is sorted newest first', () => {
    const dates = articles.map((a) => a.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has featured articles for the listing', () => {
    expect(articles.filter((a) => a.featured).length).toBeGreaterThanOrEqual(2);
  });

  // Fourteen categories of one article each told a reader nothing; a handful of topics, each with
  // several articles, make the category filter worth using.
  it('groups the articles into a handful of categories of at least three articles each', () => {
    const counts = new Map<string, number>();
    for (const a of articles) counts.set(a.category, (counts.get(a.category) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(3);
    expect(counts.size).toBeLessThanOrEqual(6);
    for (const [category, count] of counts) expect(count, category).toBeGreaterThanOrEqual(3);
  });
});

describe.each(articles.map((a) => [a.slug, a] as const))('article %s', (slug, article) => {
  it('has a URL-safe slug', () => {
    expect(slug).toMatch(SLUG_PATTERN);
    expect(encodeURIComponent(slug)).toBe(slug);
  });

  it('has at least two H2 headings and no H1 in the body', () => {
    expect(headings(article.content, 2).length).toBeGreaterThanOrEqual(2);
    expect(headings(article.content, 1)).toEqual([]);
  });

  it('is 900–1800 words long', () => {
    const words = countWords(article.content);
    expect(words).toBeGreaterThanOrEqual(900);
    expect(words).toBeLessThanOrEqual(1800);
  });

  it('states a read time within ±2 minutes of its length', () => {
    const stated = parseReadTime(article.readTime);
    expect(Math.abs(stated - readingMinutes(article.content))).toBeLessThanOrEqual(2);
  });

  it('links only to absolute https addresses or site paths', () => {
    const links = [...withoutCode(article.content).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
    for (const link of links) {
      expect(link, link).toMatch(/^(?:https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:\/\S*)?|\/[a-z0-9/-]*)$/);
    }
  });

  it('closes every fenced code block', () => {
    const fences = article.content.match(/^```/gm) ?? [];
    expect(fences.length % 2).toBe(0);
  });
});

describe('paragraphs', () => {
  it('never repeats a paragraph, within or across articles', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const article of articles) {
      for (const block of article.content.split(/\n[ \t]*\n/)) {
        const normalized = block.replace(/\s+/g, ' ').trim().toLowerCase();
        if (normalized.length < 60 || normalized.startsWith('#')) continue;
        const first = seen.get(normalized);
        if (first) duplicates.push(`${first} / ${article.slug}: ${normalized.slice(0, 80)}…`);
        else seen.set(normalized, article.slug);
      }
    }
    expect(duplicates).toEqual([]);
  });
});

describe('loader errors', () => {
  const valid = (slug: string, id = '1', extra = '') => `---
id: "${id}"
title: "A valid test article title"
excerpt: "An excerpt that is long enough to pass the minimum length check."
category: "Testing"
readTime: "1 min read"
publishDate: "2025-01-10"
tags: ["one", "two", "three"]
slug: "${slug}"
author: "Test Author"
${extra}---

## First heading

Body text.
`;

  // A test may write several folders: every one is removed after it.
  const dirs: string[] = [];
  const write = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blog-content-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };
  const loadError = (files: Record<string, string>): BlogContentError => {
    const folder = write(files);
    try {
      loadArticles({ dir: folder, publicDir: path.join(folder, 'public') });
    } catch (error) {
      expect(error).toBeInstanceOf(BlogContentError);
      return error as BlogContentError;
    }
    throw new Error('expected loadArticles to throw');
  };

  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('loads a valid file, with the body as content', () => {
    const folder = write({ 'good-post.md': valid('good-post') });
    const [article] = loadArticles({ dir: folder });
    expect(article?.slug).toBe('good-post');
    expect(article?.content.startsWith('## First heading')).toBe(true);
  });

  it('rejects an unknown front-matter key and names the file', () => {
    const error = loadError({ 'extra-key.md': valid('extra-key', '1', 'subtitle: "nope"\n') });
    expect(error.file).toBe('extra-key.md');
    expect(error.message).toContain('subtitle');
  });

  it('rejects a slug that differs from the file name', () => {
    const error = loadError({ 'file-name.md': valid('other-slug') });
    expect(error.message).toMatch(/file-name\.md: slug 'other-slug'/);
  });

  it('rejects a duplicated id', () => {
    const error = loadError({ 'a-post.md': valid('a-post', '7'), 'b-post.md': valid('b-post', '7') });
    expect(error.message).toMatch(/b-post\.md: id '7' is already used by a-post\.md/);
  });

  it('rejects a file without front matter', () => {
    const error = loadError({ 'no-front.md': '# Just markdown\n' });
    expect(error.message).toContain('no-front.md');
  });

  it('rejects invalid YAML and a wrong field type', () => {
    expect(loadError({ 'bad-yaml.md': valid('bad-yaml', '1', 'featured: [oops\n') }).file).toBe('bad-yaml.md');
    expect(loadError({ 'bad-featured.md': valid('bad-featured', '1', 'featured: "yes"\n') }).message).toContain('featured');
  });

  // Views and trending are counted from real readers (server/blog/record-article-view.ts), never written by hand (DESIGN §7.6).
  it('refuses view counts and trending flags in the front matter', () => {
    expect(loadError({ 'made-up-views.md': valid('made-up-views', '1', 'views: 18750\n') }).message).toContain('views');
    expect(loadError({ 'made-up-trend.md': valid('made-up-trend', '1', 'trending: true\n') }).message).toContain('trending');
  });

  it('rejects an image that does not exist', () => {
    const error = loadError({ 'with-image.md': valid('with-image', '1', 'image: "/images/blog/missing.webp"\n') });
    expect(error.message).toContain('/images/blog/missing.webp');
  });

  it('accepts an image that exists under the public folder', () => {
    const folder = write({ 'with-image.md': valid('with-image', '1', 'image: "/images/cover.png"\n') });
    mkdirSync(path.join(folder, 'public', 'images'), { recursive: true });
    writeFileSync(path.join(folder, 'public', 'images', 'cover.png'), '');
    const [article] = loadArticles({ dir: folder, publicDir: path.join(folder, 'public') });
    expect(article?.image).toBe('/images/cover.png');
  });
});

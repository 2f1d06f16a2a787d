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

  it('includes the six articles of spec 001 §3 with their categories, flags and views', () => {
    const expected = [
      { slug: undefined, category: 'Business Ideas', featured: true, trending: true, views: 15420 },
      { slug: 'chatgpt-prompts-content-creation', category: 'Content Creation', featured: true, trending: false, views: 12890 },
      { slug: 'ai-side-hustles-1k-monthly', category: 'Side Hustles', featured: false, trending: true, views: 18750 },
      { slug: 'no-code-ai-business-50k', category: 'No-Code Business', featured: false, trending: false, views: 14320 },
      { slug: undefined, category: 'Agency Business', featured: false, trending: false, views: 16890 },
      { slug: undefined, category: 'Consulting', featured: false, trending: false, views: 13420 },
    ];
    for (const spec of expected) {
      const matches = articles.filter(
        (a) =>
          (spec.slug === undefined || a.slug === spec.slug) &&
          a.category === spec.category &&
          a.views === spec.views,
      );
      expect(matches, `${spec.slug ?? spec.category} (${spec.views} views)`).toHaveLength(1);
      const [article] = matches;
      expect(Boolean(article?.featured), `${article?.slug} featured`).toBe(spec.featured);
      expect(Boolean(article?.trending), `${article?.slug} trending`).toBe(spec.trending);
    }
  });

  it('has featured and trending articles for the listing and home teaser', () => {
    expect(articles.filter((a) => a.featured).length).toBeGreaterThanOrEqual(2);
    expect(articles.filter((a) => a.trending).length).toBeGreaterThanOrEqual(3);
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
views: 10
${extra}---

## First heading

Body text.
`;

  let dir = '';
  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(tmpdir(), 'blog-content-'));
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
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
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
    const views = valid('bad-views').replace('views: 10', 'views: "many"');
    expect(loadError({ 'bad-views.md': views }).message).toContain('views');
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

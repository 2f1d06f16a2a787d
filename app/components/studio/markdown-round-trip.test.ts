import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MarkdownManager } from '@tiptap/markdown';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../server/blog/render-markdown';
import { editorExtensions } from './editor-extensions';

// The studio stores what the editor serializes: an article opened and saved unchanged must render the same
// page with the site's own renderer (issue 29: "storing what the site's renderer reads").
const manager = new MarkdownManager({ extensions: editorExtensions() });
const roundTrip = (markdown: string) => manager.serialize(manager.parse(markdown));

const BLOG_DIR = join(process.cwd(), 'content', 'blog');
const articles = readdirSync(BLOG_DIR).filter((file) => file.endsWith('.md'));

describe('the editor reads and writes the Markdown the site stores', () => {
  it('finds the articles', () => expect(articles.length).toBeGreaterThan(5));

  it.each(articles)('%s renders the same HTML after a trip through the editor', (file) => {
    const body = readFileSync(join(BLOG_DIR, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    expect(renderMarkdown(roundTrip(body)).html).toBe(renderMarkdown(body).html);
  });

  it('keeps tables, images with their alt text, quotes, code, links and nested lists', () => {
    const body = [
      '## Costs',
      '',
      '| Tool | Price |',
      '| --- | --- |',
      '| Writer | $20 |',
      '',
      '![A chart of monthly revenue](/images/blog/chart.webp)',
      '',
      '> **Tip:** start with one client.',
      '',
      '```ts',
      'const x = 1;',
      '```',
      '',
      '1. First with [a link](https://example.com/a "Title")',
      '2. Second',
      '   - nested ~~old~~ and `code`',
    ].join('\n');
    expect(renderMarkdown(roundTrip(body)).html).toBe(renderMarkdown(body).html);
  });

  it('keeps raw HTML as text, as the renderer escapes it', () => {
    const body = 'Before <script>alert(1)</script> after';
    expect(renderMarkdown(roundTrip(body)).html).not.toContain('<script>');
  });
});

// Loads the blog collection: every content/blog/*.md file, read at call time.
// Each file is YAML front matter between two '---' lines, then the Markdown body.
// Anything invalid throws a BlogContentError that names the file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { blogFrontMatterSchema, type BlogArticle } from './blog-schema';

export class BlogContentError extends Error {
  readonly file: string;

  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'BlogContentError';
    this.file = file;
  }
}

export type LoadArticlesOptions = {
  /** Folder holding the .md files. Default: the folder of this module (see resolveBlogDir). */
  dir?: string;
  /** Folder that site image paths (front matter `image`) are relative to. Default: <dir>/../../public. */
  publicDir?: string;
};

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;

/**
 * The folder of this module, found through import.meta.url. When the module has been bundled
 * elsewhere (a server build), that folder holds no articles; then <cwd>/content/blog is used.
 */
export function resolveBlogDir(): string {
  const moduleDir = fileURLToPath(new URL('.', import.meta.url));
  if (hasMarkdown(moduleDir)) return moduleDir;
  const fromCwd = path.resolve(process.cwd(), 'content', 'blog');
  if (hasMarkdown(fromCwd)) return fromCwd;
  throw new BlogContentError(moduleDir, `no blog articles found here nor in ${fromCwd}`);
}

function hasMarkdown(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.md'));
}

/** Parses one article file's text. `fileName` is used for error messages and the slug check. */
export function parseArticle(fileName: string, source: string): BlogArticle {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    throw new BlogContentError(fileName, "must start with front matter between two '---' lines");
  }
  const yamlText = match[1] ?? '';
  const body = text.slice(match[0].length).trim();

  const doc = parseDocument(yamlText, { uniqueKeys: true, prettyErrors: true });
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) {
    throw new BlogContentError(
      fileName,
      `invalid front matter YAML: ${problems.map((problem) => problem.message).join('; ')}`,
    );
  }
  const data: unknown = doc.toJS();

  const result = blogFrontMatterSchema.safeParse(data);
  if (!result.success) {
    throw new BlogContentError(fileName, `invalid front matter:\n${z.prettifyError(result.error)}`);
  }
  const frontMatter = result.data;

  const expectedSlug = path.basename(fileName, '.md');
  if (frontMatter.slug !== expectedSlug) {
    throw new BlogContentError(
      fileName,
      `slug '${frontMatter.slug}' must equal the file name '${expectedSlug}'`,
    );
  }
  if (body.length === 0) {
    throw new BlogContentError(fileName, 'has no body after the front matter');
  }
  return { ...frontMatter, content: body };
}

/** Every article of the collection, validated, newest first (same day: by slug). */
export function loadArticles(options: LoadArticlesOptions = {}): BlogArticle[] {
  const dir = options.dir ?? resolveBlogDir();
  const publicDir = options.publicDir ?? path.resolve(dir, '..', '..', 'public');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();

  const byId = new Map<string, string>();
  const bySlug = new Map<string, string>();
  const articles: BlogArticle[] = [];

  for (const file of files) {
    const fullPath = path.join(dir, file);
    if (!statSync(fullPath).isFile()) continue;
    const article = parseArticle(file, readFileSync(fullPath, 'utf8'));

    const sameId = byId.get(article.id);
    if (sameId) throw new BlogContentError(file, `id '${article.id}' is already used by ${sameId}`);
    byId.set(article.id, file);

    const sameSlug = bySlug.get(article.slug);
    if (sameSlug) throw new BlogContentError(file, `slug '${article.slug}' is already used by ${sameSlug}`);
    bySlug.set(article.slug, file);

    if (article.image && !existsSync(path.join(publicDir, article.image))) {
      throw new BlogContentError(file, `image ${article.image} not found in ${publicDir}`);
    }
    articles.push(article);
  }

  return articles.sort(
    (a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug),
  );
}

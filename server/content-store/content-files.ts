// The content files under content/ as content items: what the import compares with the rows and the export writes
// back (docs/decisions/026a-content-read-from-the-database.md). Read with the kinds' own loaders and schemas, so a
// bad file stops start-up naming the file, as it always did.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArticle, resolveBlogDir } from '../../content/blog/load-articles';
import { loadHelpQuestions, readHelpQuestionsFile } from '../../content/help/load-questions';
import { readIdeaFiles, validateIdeas } from '../../content/ideas/load-ideas';
import { readLessonFiles, validateLessons } from '../../content/lessons/lesson-registry.server';
import { contentDir } from '../../content/read-content';
import type { ContentKind } from '../../common/content-kinds';

/** One item as the files hold it. */
export interface ContentFileItem {
  kind: ContentKind;
  /** `content_items.slug`: an article's slug, an idea's or help answer's id, a lesson's `<courseId>/<id>`. */
  slug: string;
  /** The item's fields as its file writes them (an article: its front matter plus `body`). */
  fields: Record<string, unknown>;
  /**
   * SHA-256 of the file's bytes; for a help answer, which shares one file with the others, of its own entry
   * (its fields as JSON), so that editing one answer in the file does not look like a change to all of them.
   */
  sourceHash: string;
  /** The day the file says the item was published (first / last), if it says; else the import uses now. */
  firstPublishedOn: string | undefined;
  publishedOn: string | undefined;
}

/** Where each kind's files are; by default beside the loaders, or under `<cwd>/content` in a build. */
export interface ContentFolders {
  blog: string;
  ideas: string;
  help: string;
  lessons: string;
}

export function defaultContentFolders(): ContentFolders {
  return {
    blog: resolveBlogDir(),
    ideas: contentDir(new URL('../../content/ideas/load-ideas.ts', import.meta.url).href, 'ideas', '.yaml'),
    help: contentDir(new URL('../../content/help/load-questions.ts', import.meta.url).href, 'help', '.yaml'),
    lessons: contentDir(new URL('../../content/lessons/lesson-schema.ts', import.meta.url).href, 'lessons', '.yaml'),
  };
}

/** A content folder under `root` (e.g. an export): `<root>/blog`, `<root>/ideas`, `<root>/help`, `<root>/lessons`. */
export function contentFoldersUnder(root: string): ContentFolders {
  return {
    blog: path.join(root, 'blog'),
    ideas: path.join(root, 'ideas'),
    help: path.join(root, 'help'),
    lessons: path.join(root, 'lessons'),
  };
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/**
 * Every article, idea, help answer and lesson of the files, validated by its kind's loader (a bad file throws,
 * naming it). Ideas and help answers come in their page order.
 */
export function readContentFiles(folders: ContentFolders = defaultContentFolders()): ContentFileItem[] {
  const items: ContentFileItem[] = [];

  for (const file of readdirSync(folders.blog)
    .filter((name) => name.endsWith('.md'))
    .sort()) {
    const bytes = readFileSync(path.join(folders.blog, file));
    const { content, ...frontMatter } = parseArticle(file, bytes.toString('utf8'));
    items.push({
      kind: 'articles',
      slug: frontMatter.slug,
      fields: { ...frontMatter, body: content },
      sourceHash: sha256(bytes),
      firstPublishedOn: frontMatter.publishDate,
      publishedOn: frontMatter.publishDate,
    });
  }

  const ideaFiles = readIdeaFiles(folders.ideas);
  validateIdeas(ideaFiles);
  for (const { file, data } of ideaFiles) {
    const fields = data as Record<string, unknown> & { id: string };
    const bytes = readFileSync(path.join(folders.ideas, file));
    items.push({ kind: 'ideas', slug: fields.id, fields, sourceHash: sha256(bytes), firstPublishedOn: undefined, publishedOn: undefined });
  }

  const helpEntries = readHelpQuestionsFile(folders.help) as Array<Record<string, unknown> & { id: string }>;
  // Related links to articles are checked against the articles of the same files.
  loadHelpQuestions({ data: helpEntries, blogSlugs: items.filter((item) => item.kind === 'articles').map((item) => item.slug) });
  for (const fields of helpEntries) {
    items.push({
      kind: 'help',
      slug: fields.id,
      fields,
      sourceHash: sha256(JSON.stringify(fields)),
      firstPublishedOn: undefined,
      publishedOn: undefined,
    });
  }

  const lessonFiles = readLessonFiles(folders.lessons);
  validateLessons(lessonFiles);
  for (const file of yamlFiles(folders.lessons)) {
    const data = lessonFiles.find((entry) => entry.file === file)!.data as Record<string, unknown> & {
      id: string;
      courseId: string;
      added: string;
      updated?: string;
    };
    const bytes = readFileSync(path.join(folders.lessons, file));
    items.push({
      kind: 'lessons',
      slug: `${data.courseId}/${data.id}`,
      fields: data,
      sourceHash: sha256(bytes),
      firstPublishedOn: data.added,
      publishedOn: data.updated ?? data.added,
    });
  }
  return items;
}

/**
 * Issue 29: `npm run content -- export <dir>` writes the database's content back as files in content/'s formats.
 * content/ is imported (at the app's start), exported, and the export read with the loaders: the same content.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArticles } from '../../content/blog/load-articles';
import { listBlogSlugs, loadHelpQuestions, readHelpQuestionsFile } from '../../content/help/load-questions';
import { readIdeaFiles, validateIdeas } from '../../content/ideas/load-ideas';
import { readLessonFiles, validateLessons } from '../../content/lessons/lesson-registry.server';
import { createTestApp, silentLogger, type TestApp } from '../../test/test-app';
import { contentItems } from '../db/schema';
import { contentFoldersUnder, defaultContentFolders } from './content-files';
import { exportContent } from './export-content';

/** Every kind as its loader reads it from `folders`. */
function readWithLoaders(folders: ReturnType<typeof defaultContentFolders>) {
  return {
    articles: loadArticles({ dir: folders.blog, publicDir: path.resolve('public') }),
    ideas: validateIdeas(readIdeaFiles(folders.ideas)),
    help: loadHelpQuestions({ data: readHelpQuestionsFile(folders.help), blogSlugs: listBlogSlugs(folders.blog) }),
    lessons: validateLessons(readLessonFiles(folders.lessons)),
  };
}

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(path.join(tmpdir(), 'content-export-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('exporting the content', () => {
  it('writes files that the loaders read as the same content as content/', async () => {
    const summary = await exportContent({ db: t.db, logger: silentLogger, root });
    const original = readWithLoaders(defaultContentFolders());
    expect(summary).toEqual({
      articles: original.articles.length,
      ideas: original.ideas.length,
      help: original.help.length,
      lessons: original.lessons.length,
    });
    expect(readWithLoaders(contentFoldersUnder(root))).toEqual(original);
    // Keys in their schema's order, as the files write them (not the database's shortest-first), so an export
    // diffs cleanly against content/.
    const keys = (files: Array<{ data: unknown }>) => files.map((file) => Object.keys(file.data as object).join());
    expect(keys(readIdeaFiles(contentFoldersUnder(root).ideas))).toEqual(keys(readIdeaFiles(defaultContentFolders().ideas)));
  });

  it('leaves out what is not published, and removes its stale file from an earlier export, not the files beside it', async () => {
    const folders = contentFoldersUnder(root);
    writeFileSync(path.join(folders.blog, 'load-articles.ts'), '// a loader beside the files\n');
    mkdirSync(folders.ideas, { recursive: true });
    await t.db
      .update(contentItems)
      .set({ draft: { title: 'kept' }, published: null })
      .where(eq(contentItems.slug, 'faceless-youtube-channel-ai'));
    await t.db.update(contentItems).set({ deletedAt: new Date() }).where(eq(contentItems.slug, 'ai-bookkeeping-assistant'));

    await exportContent({ db: t.db, logger: silentLogger, root });
    expect(existsSync(path.join(folders.blog, 'faceless-youtube-channel-ai.md'))).toBe(false);
    expect(existsSync(path.join(folders.blog, 'load-articles.ts'))).toBe(true);
    const exported = readWithLoaders(folders);
    expect(exported.ideas.map((idea) => idea.id)).not.toContain('ai-bookkeeping-assistant');
    expect(exported.articles.map((article) => article.slug)).not.toContain('faceless-youtube-channel-ai');
  });
});

// The site reads the published rows, not the files (DESIGN §12; docs/decisions/026a-content-read-from-the-database.md):
// every article, idea, help answer and lesson that is published and not deleted is loaded into memory, validated
// by its kind's schema and (articles) rendered once, and installed in the loaders' swap points, which every page,
// API answer, the search index, the sitemap and the feeds read. A change to `content_items` in any process reloads it.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { blogFrontMatterSchema, type BlogArticle } from '../../content/blog/blog-schema';
import { helpQuestionSchema, type HelpQuestion } from '../../content/help/help-schema';
import { ideaSchema, type Idea } from '../../content/ideas/idea-schema';
import { replaceIdeas } from '../../content/ideas/load-ideas';
import { lessonMinutes } from '../../content/lessons/lesson-minutes';
import { replaceLessons } from '../../content/lessons/lesson-registry.server';
import { lessonSchema, type Lesson } from '../../content/lessons/lesson-schema';
import { replaceArticles } from '../blog/article-collection';
import { changeVersions, contentItems } from '../db/schema';
import { replaceHelpQuestions } from '../help/help-questions';
import { loadImageLookup } from '../images/load-image-lookup';
import type { ContentKind } from '../../common/content-kinds';
import type { ImageLookup } from '../blog/render-markdown';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { ChangeFeed } from '../operations/watch-changes';

/** The change-feed topic a change to `content_items` raises (migration content-change-versions). */
export const CONTENT_ITEMS_TOPIC = 'content_items';
/**
 * Emitted once the new content is installed: the caches built from pages (the page cache) are dropped again
 * then, since a page rendered between the change and the reload showed the old content.
 */
export const CONTENT_RELOADED_TOPIC = 'content_reloaded';

const articleFieldsSchema = blogFrontMatterSchema.extend({ body: z.string().trim().min(1) });

/** An item's published fields as the site uses them, or the schema's complaint. */
export function parsePublished(kind: ContentKind, fields: unknown): { ok: true; value: Parsed } | { ok: false; error: string } {
  switch (kind) {
    case 'articles': {
      const parsed = articleFieldsSchema.safeParse(fields);
      if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
      const { body, ...frontMatter } = parsed.data;
      return { ok: true, value: { ...frontMatter, content: body } };
    }
    case 'ideas': {
      const parsed = ideaSchema.safeParse(fields);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: z.prettifyError(parsed.error) };
    }
    case 'help': {
      const parsed = helpQuestionSchema.safeParse(fields);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: z.prettifyError(parsed.error) };
    }
    case 'lessons': {
      const parsed = lessonSchema.safeParse(fields);
      // Durations are derived from the text, as the files' loader derives them (issue 26).
      return parsed.success
        ? { ok: true, value: { ...parsed.data, ...lessonMinutes(parsed.data) } }
        : { ok: false, error: z.prettifyError(parsed.error) };
    }
  }
}

export interface PublishedContent {
  articles: BlogArticle[];
  ideas: Idea[];
  help: HelpQuestion[];
  lessons: Lesson[];
  /** The uploaded images the articles show, so their rendering draws each with its copies (srcset) and size. */
  images?: ImageLookup;
}

type Parsed = BlogArticle | Idea | HelpQuestion | Lesson;

interface PublishedItem {
  kind: ContentKind;
  /** The fields as stored (what the files hold). */
  fields: Record<string, unknown>;
  /** The fields as the site uses them (parsed by the kind's schema). */
  value: Parsed;
}

/**
 * The published items, in their order: ideas free first, then (like help answers) in the order they were created
 * (the import creates them in the files' order). An item whose fields no longer pass its schema (which the
 * studio's publish checks, so only an operator's SQL could cause it) is left out with a warning, rather than
 * taking the site down; a second item claiming an address already taken is left out the same way.
 */
async function readPublishedItems({ db, logger }: { db: Db; logger: Logger }): Promise<PublishedItem[]> {
  const rows = await db
    .select({ kind: contentItems.kind, slug: contentItems.slug, published: contentItems.published })
    .from(contentItems)
    .where(and(isNotNull(contentItems.published), isNull(contentItems.deletedAt)))
    .orderBy(asc(contentItems.createdAt), asc(contentItems.slug));
  const items: PublishedItem[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const parsed = parsePublished(row.kind, row.published);
    if (!parsed.ok) {
      logger.warn({ kind: row.kind, slug: row.slug, problems: parsed.error }, 'published content item does not pass its schema; left out');
      continue;
    }
    // The key the site finds the item by: an article's slug, an idea's, help answer's or lesson's id.
    const key = `${row.kind}/${row.kind === 'articles' ? (parsed.value as BlogArticle).slug : (parsed.value as { id: string }).id}`;
    if (seen.has(key)) {
      logger.warn({ kind: row.kind, slug: row.slug }, 'published content item repeats an address already taken; left out');
      continue;
    }
    seen.add(key);
    items.push({ kind: row.kind, fields: row.published!, value: parsed.value });
  }
  // Free ideas first, as the page lists them (a stable sort keeps the created order within each group).
  const ideas = items.filter((item) => item.kind === 'ideas');
  ideas.sort((a, b) => Number((a.value as Idea).isPremium) - Number((b.value as Idea).isPremium));
  return [...items.filter((item) => item.kind !== 'ideas'), ...ideas];
}

/** The published items per kind, as the site uses them. */
export async function readPublishedContent({ db, logger }: { db: Db; logger: Logger }): Promise<PublishedContent> {
  const content: PublishedContent = { articles: [], ideas: [], help: [], lessons: [] };
  for (const item of await readPublishedItems({ db, logger })) (content[item.kind] as Parsed[]).push(item.value);
  content.images = await loadImageLookup({ db, texts: content.articles.flatMap((article) => [article.content, article.image]) });
  return content;
}

/** The published items per kind, their fields as stored (what the export writes), in the site's order. */
export async function readPublishedFields({
  db,
  logger,
}: {
  db: Db;
  logger: Logger;
}): Promise<Record<ContentKind, Array<Record<string, unknown>>>> {
  const fields: Record<ContentKind, Array<Record<string, unknown>>> = { articles: [], ideas: [], help: [], lessons: [] };
  for (const item of await readPublishedItems({ db, logger })) fields[item.kind].push(item.fields);
  return fields;
}

/** Installs the content in the loaders' swap points: from now on every reader of this process sees it. */
export function installContent(content: PublishedContent): void {
  replaceArticles(content.articles, content.images);
  replaceIdeas(content.ideas);
  replaceHelpQuestions(content.help);
  replaceLessons(content.lessons);
}

export interface ContentReloader {
  /** Reads and installs the published content unless the version it last loaded is still current. */
  reload(): Promise<void>;
}

/**
 * Loads the published content now, and again whenever the change feed reports `content_items` (a publish, an
 * unpublish, a delete, by this process or another: docs/decisions/024k-shared-state-in-postgresql.md). A reload
 * is skipped when the table's change version is the one already loaded; reloads never overlap (one asked for
 * while one runs follows it). After each install `CONTENT_RELOADED_TOPIC` is emitted.
 */
export async function keepContentLoaded({
  db,
  logger,
  changes,
}: {
  db: Db;
  logger: Logger;
  changes: ChangeFeed;
}): Promise<ContentReloader> {
  let loadedVersion: number | undefined;
  const load = async () => {
    const [versionRow] = await db
      .select({ version: changeVersions.version })
      .from(changeVersions)
      .where(eq(changeVersions.topic, CONTENT_ITEMS_TOPIC));
    const version = versionRow?.version ?? 0;
    if (loadedVersion === version) return false;
    // The version is read before the rows: a change made in between is reloaded at its own notification.
    const started = performance.now();
    const content = await readPublishedContent({ db, logger });
    const read = performance.now();
    installContent(content);
    loadedVersion = version;
    logger.info(
      { version, readMs: Math.round(read - started), installMs: Math.round(performance.now() - read) },
      'published content loaded',
    );
    return true;
  };

  let running: Promise<void> | undefined;
  let again = false;
  const reload = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = load()
      .then((changed) => {
        if (!changed) return;
        // The search index rebuilds itself at the next search (it compares the collections it was built from):
        // building it here would hold every request of the process for the half second it takes.
        changes.emit([CONTENT_RELOADED_TOPIC]);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not reload the published content; the site keeps what it has'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void reload();
        }
      });
    return running;
  };

  await load();
  changes.subscribe((topics) => {
    if (topics.includes(CONTENT_ITEMS_TOPIC)) void reload();
  });
  return { reload };
}

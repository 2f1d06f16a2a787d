import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, testDbKind } from '../../test/test-db';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { contentItems, contentRevisions } from '../db/schema';
import { readContentFiles, type ContentFileItem } from './content-files';
import { importContent } from './import-content';

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

const FILES = readContentFiles();
const at = new Date('2026-12-01T10:00:00Z');

function itemOf(kind: ContentFileItem['kind'], index = 0): ContentFileItem {
  return FILES.filter((item) => item.kind === kind)[index]!;
}

/** The files of the next release: `release` with one item's file changed. */
function releaseChanging(release: ContentFileItem[], item: ContentFileItem, fields: Record<string, unknown>): ContentFileItem[] {
  return release.map((entry) =>
    entry.kind === item.kind && entry.slug === item.slug
      ? { ...entry, fields: { ...entry.fields, ...fields }, sourceHash: `${entry.sourceHash}-changed` }
      : entry,
  );
}

describe('importing content/ into content_items', () => {
  let t: TestApp;
  /** The files as the last test's release left them (each test's release builds on it). */
  let release = FILES;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowOf = async (item: ContentFileItem) =>
    (
      await t.db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.kind, item.kind), eq(contentItems.slug, item.slug)))
    )[0]!;
  const revisionsOf = (id: string) =>
    t.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, id)).orderBy(contentRevisions.number);

  it('the first start inserts every file published, with its hash, dates and revision 1 by nobody', async () => {
    const rows = await t.db.select().from(contentItems);
    expect(rows).toHaveLength(FILES.length);
    for (const kind of ['articles', 'ideas', 'help', 'lessons'] as const) {
      expect(rows.filter((row) => row.kind === kind).length).toBeGreaterThan(0);
    }
    const article = itemOf('articles');
    const row = await rowOf(article);
    expect(row.published).toEqual(article.fields);
    expect(row.draft).toBeNull();
    expect(row.sourceHash).toBe(article.sourceHash);
    expect(row.publishedAt?.toISOString()).toBe(`${article.publishedOn}T00:00:00.000Z`);
    expect(row.firstPublishedAt?.toISOString()).toBe(`${article.firstPublishedOn}T00:00:00.000Z`);
    const lesson = await rowOf(itemOf('lessons'));
    expect(lesson.slug).toMatch(/^(free|premium)-course\/[a-z0-9-]+$/);
    const revisions = await revisionsOf(row.id);
    expect(revisions).toMatchObject([{ number: 1, data: article.fields, createdBy: null }]);
    expect(await t.db.select().from(contentRevisions)).toHaveLength(FILES.length);
  });

  it('a start-up with nothing changed writes nothing', async () => {
    const summary = await importContent({ db: t.db, logger: pino({ level: 'silent' }), now: at, items: FILES });
    expect(summary).toEqual({ added: 0, updated: 0, offered: 0, unchanged: FILES.length });
    expect(await t.db.select().from(contentRevisions)).toHaveLength(FILES.length);
  });

  it('a release adding an item inserts it; an item the owner deleted is not brought back', async () => {
    const idea = itemOf('ideas', 3);
    const added = {
      ...idea,
      slug: 'a-release-adds-this-idea',
      fields: { ...idea.fields, id: 'a-release-adds-this-idea' },
      sourceHash: 'new',
    };
    const summary = await importContent({ db: t.db, logger: pino({ level: 'silent' }), now: at, items: [...FILES, added] });
    expect(summary.added).toBe(1);
    const row = await rowOf(added);
    expect(row.published).toEqual(added.fields);
    expect(row.publishedAt).toEqual(at);

    await t.db.update(contentItems).set({ deletedAt: at }).where(eq(contentItems.id, row.id));
    const again = await importContent({
      db: t.db,
      logger: pino({ level: 'silent' }),
      now: at,
      items: [...FILES, { ...added, sourceHash: 'newer' }],
    });
    expect(again).toMatchObject({ added: 0, updated: 0, offered: 0 });
    expect(await t.db.select().from(contentItems).where(eq(contentItems.slug, added.slug))).toHaveLength(1);
  });

  it('a release changing an item the owner never edited replaces its published version, with a new revision', async () => {
    const help = itemOf('help', 2);
    release = releaseChanging(release, help, { question: 'What changed in this release, exactly?' });
    const { logger } = capturingLogger();
    const summary = await importContent({ db: t.db, logger, now: at, items: release });
    expect(summary).toMatchObject({ added: 0, updated: 1, offered: 0 });
    const row = await rowOf(help);
    expect(row.published).toMatchObject({ question: 'What changed in this release, exactly?' });
    expect(row.version).toBe(2);
    expect((await revisionsOf(row.id)).map((revision) => revision.number)).toEqual([1, 2]);
  });

  it("a release changing an item the owner edited never overwrites it: the file's version becomes the draft, with a warning", async () => {
    const article = itemOf('articles', 1);
    const before = await rowOf(article);
    const ownersVersion = { ...article.fields, title: "The owner's own title for this article" };
    await t.db.update(contentItems).set({ published: ownersVersion, ownerEditedAt: at }).where(eq(contentItems.id, before.id));

    const { logger, lines } = capturingLogger();
    const summary = await importContent({
      db: t.db,
      logger,
      now: at,
      items: (release = releaseChanging(release, article, { title: 'The release changed this title too' })),
    });
    expect(summary).toMatchObject({ updated: 0, offered: 1 });
    const row = await rowOf(article);
    expect(row.published).toEqual(ownersVersion);
    expect(row.draft).toMatchObject({ title: 'The release changed this title too' });
    expect(await revisionsOf(row.id)).toHaveLength(1);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, kind: 'articles', slug: article.slug }));
  });

  it("with the owner's own draft pending, a changed file waits (warned at every start) and is offered once the draft is gone", async () => {
    const lesson = itemOf('lessons', 2);
    const before = await rowOf(lesson);
    const ownersDraft = { ...lesson.fields, title: 'A draft the owner is still writing' };
    await t.db.update(contentItems).set({ draft: ownersDraft, ownerEditedAt: at }).where(eq(contentItems.id, before.id));
    release = releaseChanging(release, lesson, { title: 'The release retitled this lesson' });

    const { logger, lines } = capturingLogger();
    expect(await importContent({ db: t.db, logger, now: at, items: release })).toMatchObject({ updated: 0, offered: 1 });
    let row = await rowOf(lesson);
    expect(row.draft).toEqual(ownersDraft);
    expect(row.published).toEqual(lesson.fields);
    expect(row.sourceHash).toBe(lesson.sourceHash);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, kind: 'lessons', slug: lesson.slug }));

    // The owner discards the draft; the next start-up offers the file's version.
    await t.db.update(contentItems).set({ draft: null }).where(eq(contentItems.id, before.id));
    await importContent({ db: t.db, logger, now: at, items: release });
    row = await rowOf(lesson);
    expect(row.draft).toMatchObject({ title: 'The release retitled this lesson' });
    expect(row.published).toEqual(lesson.fields);
  });

  it('is fast when nothing changed: one query for the hashes', async () => {
    const started = performance.now();
    const items = readContentFiles();
    const read = performance.now();
    await importContent({ db: t.db, logger: pino({ level: 'silent' }), now: at, items: release });
    const done = performance.now();
    console.warn(
      `content import with nothing changed: files read in ${Math.round(read - started)} ms, compared in ${Math.round(done - read)} ms`,
    );
    expect(items).toHaveLength(FILES.length);
    expect(done - read).toBeLessThan(500);
  });
});

describe.runIf(testDbKind() === 'postgres')('two processes starting at once on one PostgreSQL', () => {
  it('import each item once', async () => {
    const testDb = await createTestDatabase();
    const [first, second] = await Promise.all([
      openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir }),
      openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir }),
    ]);
    try {
      await applyMigrations(first!);
      const logger = pino({ level: 'silent' });
      const summaries = await Promise.all([
        importContent({ db: first!.db, logger, now: at, items: FILES }),
        importContent({ db: second!.db, logger, now: at, items: FILES }),
      ]);
      expect(summaries[0]!.added + summaries[1]!.added).toBe(FILES.length);
      expect(await first!.db.select().from(contentItems)).toHaveLength(FILES.length);
      expect(await first!.db.select().from(contentRevisions)).toHaveLength(FILES.length);

      // A release changing one item, seen by both at once: replaced once, one new revision.
      const release = releaseChanging(FILES, itemOf('ideas', 1), { title: 'A title both processes read at once' });
      const again = await Promise.all([
        importContent({ db: first!.db, logger, now: at, items: release }),
        importContent({ db: second!.db, logger, now: at, items: release }),
      ]);
      expect(again[0]!.updated + again[1]!.updated).toBe(1);
      expect(await first!.db.select().from(contentRevisions)).toHaveLength(FILES.length + 1);
    } finally {
      await first!.close();
      await second!.close();
      await testDb.drop();
    }
  });
});

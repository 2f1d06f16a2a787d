/**
 * The content studio's API and domain (issue 29) on the database the Vitest project selects: drafts, the
 * stale-write refusal, publish (full check, revisions, redirects on a slug change), schedule (once, however
 * many runners), unpublish, delete, revisions with diffs and restore, lesson order, the audit log, and that
 * nobody but an owner reaches any of it.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { ALL_IDEAS } from '../../content/ideas/load-ideas';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { openDatabase } from '../db/client';
import { auditLog, contentItems, contentRedirects, contentRevisions, purchases, users } from '../db/schema';
import { publishDueContent } from './publish-due-content';

let t: TestApp;
let owner: TestClient;
let ownerId: string;
let secondOwner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, id: ownerId } = await ownerOn('owner'));
  ({ client: secondOwner } = await ownerOn('owner2'));
});
afterAll(async () => {
  await t?.close();
});

async function ownerOn(username: string): Promise<{ client: TestClient; id: string }> {
  const client = t.client();
  const { user } = await client.signUp({ username });
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
  return { client, id: user.id };
}

const unique = () => randomBytes(4).toString('hex');

/** An article complete enough to publish (the read time and the date are the studio's to fill in). */
function article(slug = `studio-${unique()}`) {
  return {
    slug,
    title: 'How to price an AI writing service',
    excerpt: 'What small businesses pay for AI-assisted writing, and how to set a price that covers your time.',
    category: 'Pricing',
    tags: ['Pricing', 'Writing', 'Services'],
    author: 'Maya Ellison',
    body: '## Start from your time\n\nCount the hours.\n\n## Then the value\n\nAsk what it saves them.',
  };
}

async function created(fields: Record<string, unknown> = article(), kind = 'articles') {
  const res = await owner.post(`/api/admin/content/${kind}`, fields);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; version: number; slug: string; [field: string]: unknown };
}

const path = (id: string, rest = '', kind = 'articles') => `/api/admin/content/${kind}/${id}${rest}`;
const patch = (client: TestClient, id: string, json: unknown, kind = 'articles') =>
  client.request(path(id, '', kind), { method: 'PATCH', json });

async function auditOf(id: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(asc(auditLog.createdAt));
}

describe('drafts', () => {
  it('a new item is a draft with version 1, listed with its status, author and time; its key is taken once per kind', async () => {
    const item = await created();
    expect(item).toMatchObject({ kind: 'articles', status: 'draft', version: 1, hasUnpublishedChanges: false, publishedAt: null });
    expect(item.updatedBy).toEqual({ id: ownerId, username: 'owner' });
    expect(item.title).toBe(article().title);
    expect(item).not.toHaveProperty('readTime');

    const again = await owner.post('/api/admin/content/articles', article(item.slug));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'slug_taken', field: 'slug' });
    // Another kind may use the same key.
    expect((await owner.post('/api/admin/content/help', { slug: item.slug })).status).toBe(201);

    const list = await owner.get(`/api/admin/content/articles?status=draft&q=${item.slug}`);
    expect(list.status).toBe(200);
    expect(list.body.rows).toEqual([
      expect.objectContaining({
        id: item.id,
        slug: item.slug,
        status: 'draft',
        title: article().title,
        updatedBy: { id: ownerId, username: 'owner' },
      }),
    ]);
    expect((await owner.get(`/api/admin/content/articles?status=published&q=${item.slug}`)).body.rows).toEqual([]);
  });

  it('a save changes the draft and raises the version; a draft may be incomplete but not of the wrong type', async () => {
    const item = await created({ slug: `bare-${unique()}` });
    const saved = await patch(owner, item.id, { version: 1, title: 'Short', tags: ['one'] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, title: 'Short', tags: ['one'] });
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row!.ownerEditedAt).not.toBeNull();

    const wrongType = await patch(owner, item.id, { version: 2, title: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.field).toBe('title');
    const unknown = await patch(owner, item.id, { version: 2, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('colour');
    const noVersion = await patch(owner, item.id, { title: 'x' });
    expect(noVersion.body.field).toBe('version');
    const nul = await patch(owner, item.id, { version: 2, body: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.field).toBe('body');
    const badSlug = await patch(owner, item.id, { version: 2, slug: 'Not A Slug' });
    expect(badSlug.body.field).toBe('slug');
    // A long article fits (past the general 64 KB request limit).
    const long = await patch(owner, item.id, { version: 2, body: 'word '.repeat(39_000) });
    expect(long.status, long.text.slice(0, 200)).toBe(200);
    expect((await patch(owner, item.id, { version: 3, body: 'x'.repeat(1_100_000) })).status).toBe(413);
    // null clears a field.
    const cleared = await patch(owner, item.id, { version: 3, tags: null });
    expect(cleared.body).not.toHaveProperty('tags');
  });

  it('two owners save the same version: the second is refused with 409 stale and the newer item, nothing overwritten', async () => {
    const item = await created();
    const first = await patch(owner, item.id, { version: 1, title: 'The first owner’s title wins' });
    expect(first.status).toBe(200);
    const second = await patch(secondOwner, item.id, { version: 1, title: 'The second owner’s title' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'stale', current: { id: item.id, version: 2, title: 'The first owner’s title wins' } });
    expect((await owner.get(path(item.id))).body.title).toBe('The first owner’s title wins');
  });
});

describe('publish', () => {
  it('checks the whole kind and answers 422 naming every field that fails', async () => {
    const item = await created({ slug: `incomplete-${unique()}`, title: 'Too short' });
    const res = await owner.post(path(item.id, '/publish'));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('invalid');
    const fields = (res.body.issues as { field: string }[]).map((issue) => issue.field);
    // Tags may be none and the author is whoever publishes (issue 41 item 13): neither is missing.
    expect(fields).toEqual(expect.arrayContaining(['title', 'excerpt', 'category', 'body']));
    expect(fields).not.toContain('tags');
    expect(fields).not.toContain('author');
    expect((await owner.get(path(item.id))).body.status).toBe('draft');
  });

  it('publishes the draft as revision 1 with its dates and an audit row; a second press changes nothing', async () => {
    const item = await created();
    const at = t.services.now();
    const res = await owner.post(path(item.id, '/publish'), {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'published', hasUnpublishedChanges: false, version: 2, readTime: '1 min read' });
    expect(res.body.publishDate).toBe(at.toISOString().slice(0, 10));
    expect(res.body.publishedAt).toBe(res.body.firstPublishedAt);
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row!.draft).toBeNull();
    expect(row!.published).toMatchObject({ id: item.id, slug: item.slug, title: article().title });
    const revisions = await t.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, item.id));
    expect(revisions.map((r) => [r.number, r.createdBy])).toEqual([[1, ownerId]]);
    expect((await auditOf(item.id)).map((a) => a.action)).toEqual(['content.publish']);

    const again = await owner.post(path(item.id, '/publish'));
    expect(again.body.version).toBe(2);
    expect(await t.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, item.id))).toHaveLength(1);
  });

  it('an edit waits beside the live version; republishing with a new slug leaves a redirect, renaming back removes it', async () => {
    const item = await created();
    const oldSlug = item.slug;
    await owner.post(path(item.id, '/publish'));
    const newSlug = `${oldSlug}-renamed`;
    const edited = await patch(owner, item.id, { version: 2, slug: newSlug, title: 'How to price an AI writing service in 2026' });
    expect(edited.body).toMatchObject({ status: 'published', hasUnpublishedChanges: true, slug: newSlug });
    const [live] = await t.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(live!.slug).toBe(oldSlug);
    expect(live!.published!.title).toBe(article().title);

    const republished = await owner.post(path(item.id, '/publish'), { version: 3 });
    expect(republished.status, republished.text).toBe(200);
    expect(republished.body).toMatchObject({ slug: newSlug, hasUnpublishedChanges: false });
    expect(await redirectsOf(item.id)).toEqual([oldSlug]);
    expect((await auditOf(item.id)).at(-1)!.details).toMatchObject({ fromSlug: oldSlug, slug: newSlug, revision: 2 });

    // Renamed back: the first address is the item's own again, and the second one redirects to it.
    await patch(owner, item.id, { version: 4, slug: oldSlug });
    await owner.post(path(item.id, '/publish'));
    expect(await redirectsOf(item.id)).toEqual([newSlug]);
  });

  it('a stale publish (version given) is refused with the current item', async () => {
    const item = await created();
    await patch(secondOwner, item.id, { version: 1, title: 'Changed by the other owner meanwhile' });
    const res = await owner.post(path(item.id, '/publish'), { version: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'stale', current: { version: 2 } });
  });

  it('publishes an idea and a lesson by their own schemas, the key sent as slug', async () => {
    const { id: _ideaKey, ...idea } = ALL_IDEAS[0]!;
    const ideaItem = await created({ ...idea, slug: `idea-${unique()}`, title: `${idea.title} ${unique()}` }, 'ideas');
    const published = await owner.post(path(ideaItem.id, '/publish', 'ideas'));
    expect(published.status, published.text).toBe(200);
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, ideaItem.id));
    expect(row!.published!.id).toBe(ideaItem.slug);
    expect(row!.slug).toBe(ideaItem.slug);

    const { id: _lessonKey, ...lesson } = ALL_LESSONS.find((l) => l.courseId === 'free-course')!;
    const { estimatedReadTime: _r, duration: _d, ...authored } = lesson;
    const lessonItem = await created({ ...authored, slug: `lesson-${unique()}`, module: 9, order: 1 }, 'lessons');
    expect((await t.db.select().from(contentItems).where(eq(contentItems.id, lessonItem.id)))[0]!.slug).toBe(
      `free-course/${lessonItem.slug}`,
    );
    const bad = await patch(
      owner,
      lessonItem.id,
      { version: 1, quiz: { question: 'Which?', options: ['a', 'b'], correct: 7, explanation: 'x' } },
      'lessons',
    );
    expect(bad.status).toBe(200);
    const refused = await owner.post(path(lessonItem.id, '/publish', 'lessons'));
    expect(refused.status).toBe(422);
    expect((refused.body.issues as { field: string }[]).map((i) => i.field)).toEqual(
      expect.arrayContaining(['quiz.0.options', 'quiz.0.correct']),
    );
  });
});

async function redirectsOf(itemId: string): Promise<string[]> {
  const rows = await t.db.select({ from: contentRedirects.fromSlug }).from(contentRedirects).where(eq(contentRedirects.itemId, itemId));
  return rows.map((r) => r.from);
}

describe('unpublish and delete', () => {
  it('unpublish keeps the fields as the draft; delete frees the slug and leaves a tombstone; both are audited', async () => {
    const item = await created();
    await owner.post(path(item.id, '/publish'));
    const off = await owner.post(path(item.id, '/unpublish'));
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'draft', title: article().title, publishedAt: expect.any(String) });
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row!.published).toBeNull();
    expect(row!.draft).toMatchObject({ title: article().title, readTime: '1 min read' });

    const gone = await owner.request(path(item.id), { method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect((await owner.get(path(item.id))).status).toBe(404);
    expect((await owner.request(path(item.id), { method: 'DELETE' })).status).toBe(404);
    const [tombstone] = await t.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(tombstone!.deletedAt).not.toBeNull();
    expect((await owner.post('/api/admin/content/articles', article(item.slug))).status).toBe(201);
    expect((await auditOf(item.id)).map((a) => a.action)).toEqual(['content.publish', 'content.unpublish', 'content.delete']);
  });
});

describe('schedule', () => {
  it('publishes at its time, not before, once; cancelling calls it off; a past time publishes now', async () => {
    const item = await created();
    const now = t.services.now();
    const at = new Date(now.getTime() + 60_000);
    const scheduled = await owner.post(path(item.id, '/publish'), { at: at.toISOString() });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });

    expect((await publishDueContent({ db: t.db, now: new Date(at.getTime() - 1) })).published).toEqual([]);
    const due = await publishDueContent({ db: t.db, now: new Date(at.getTime() + 5_000) });
    expect(due.published.map((p) => p.id)).toEqual([item.id]);
    expect((await publishDueContent({ db: t.db, now: new Date(at.getTime() + 10_000) })).published).toEqual([]);
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row).toMatchObject({ publishAt: null, draft: null, published: expect.objectContaining({ title: article().title }) });
    const audit = await auditOf(item.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['content.schedule', ownerId],
      ['content.publish', null],
    ]);
    expect(audit[1]!.details).toMatchObject({ scheduled: true, scheduledBy: ownerId });

    const other = await created();
    await owner.post(path(other.id, '/publish'), { at: new Date(now.getTime() + 60_000).toISOString() });
    const cancelled = await owner.request(path(other.id, '/schedule'), { method: 'DELETE' });
    expect(cancelled.body).toMatchObject({ status: 'draft', publishAt: null });
    expect((await publishDueContent({ db: t.db, now: new Date(now.getTime() + 120_000) })).published).toEqual([]);

    const late = await owner.post(path(other.id, '/publish'), { at: new Date(now.getTime() - 1_000).toISOString() });
    expect(late.body.status).toBe('published');
  });

  it('an end-to-end clock running ahead decides what is due; what is published carries the real time', async () => {
    const item = await created();
    const now = t.services.now();
    const at = new Date(now.getTime() + 60_000);
    expect((await owner.post(path(item.id, '/publish'), { at: at.toISOString() })).status).toBe(200);
    expect((await publishDueContent({ db: t.db, now, dueBy: new Date(at.getTime() - 1) })).published).toEqual([]);
    const due = await publishDueContent({ db: t.db, now, dueBy: new Date(at.getTime() + 1_000) });
    expect(due.published.map((p) => p.id)).toEqual([item.id]);
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row).toMatchObject({ publishAt: null, draft: null, publishedAt: now });
  });

  it('refuses to schedule a draft that would not publish, and a bad time names at', async () => {
    const item = await created({ slug: `early-${unique()}` });
    const res = await owner.post(path(item.id, '/publish'), { at: new Date(t.services.now().getTime() + 60_000).toISOString() });
    expect(res.status).toBe(422);
    expect((await owner.post(path(item.id, '/publish'), { at: 'tomorrow' })).body.field).toBe('at');
  });

  it('a scheduled draft edited into one that fails the check is unscheduled with an audit row, not published', async () => {
    const item = await created();
    const at = new Date(t.services.now().getTime() + 60_000);
    await owner.post(path(item.id, '/publish'), { at: at.toISOString() });
    await patch(owner, item.id, { version: 2, excerpt: 'too short' });
    const outcome = await publishDueContent({ db: t.db, now: new Date(at.getTime() + 1_000) });
    expect(outcome.failed.map((f) => f.id)).toEqual([item.id]);
    expect((await owner.get(path(item.id))).body).toMatchObject({ status: 'draft', publishAt: null });
    expect((await auditOf(item.id)).at(-1)!.action).toBe('content.schedule_failed');
  });

  it('runners racing on the same due items publish each once: one revision, one audit row', async () => {
    const ids: string[] = [];
    const now = t.services.now();
    for (let i = 0; i < 6; i++) {
      const item = await created();
      await owner.post(path(item.id, '/publish'), { at: new Date(now.getTime() + 30_000).toISOString() });
      ids.push(item.id);
    }
    // On PostgreSQL, separate connection pools as separate processes would have; PGlite is one process.
    const extra = t.services.config.databaseUrl
      ? await openDatabase({ databaseUrl: t.services.config.databaseUrl, dataDir: '' })
      : undefined;
    try {
      const dbs = extra ? [t.db, extra.db, t.db, extra.db] : [t.db, t.db, t.db, t.db];
      const at = new Date(now.getTime() + 31_000);
      const outcomes = await Promise.all(dbs.map((db) => publishDueContent({ db, now: at })));
      const published = outcomes.flatMap((o) => o.published.map((p) => p.id));
      expect(published.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    } finally {
      await extra?.close();
    }
    for (const id of ids) {
      expect(await t.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, id))).toHaveLength(1);
      const publishes = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'content.publish')));
      expect(publishes).toHaveLength(1);
    }
  });
});

describe('revisions', () => {
  it('lists every publish newest first with a readable diff, and restores one as a new draft', async () => {
    const item = await created();
    await owner.post(path(item.id, '/publish'));
    const body = `${article().body}\n\n## A new section\n\nWith a new paragraph.`;
    await patch(owner, item.id, { version: 2, title: 'How to price an AI writing service well', body });
    await owner.post(path(item.id, '/publish'));

    const res = await owner.get(path(item.id, '/revisions'));
    expect(res.status).toBe(200);
    const [second, first] = res.body.revisions;
    expect(first).toMatchObject({ number: 1, changes: null, createdBy: { id: ownerId, username: 'owner' } });
    expect(second.number).toBe(2);
    expect(second.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', change: 'changed', before: article().title, after: 'How to price an AI writing service well' },
        expect.objectContaining({
          field: 'body',
          change: 'changed',
          lines: expect.arrayContaining([{ op: 'add', text: '## A new section' }]),
        }),
      ]),
    );
    expect(second.changes.map((c: { field: string }) => c.field)).not.toContain('id');

    const restored = await owner.post(path(item.id, '/revisions/1/restore'), {});
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ status: 'published', hasUnpublishedChanges: true, title: article().title, version: 5 });
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row!.published!.title).toBe('How to price an AI writing service well');
    expect((await auditOf(item.id)).at(-1)).toMatchObject({ action: 'content.restore', details: expect.objectContaining({ revision: 1 }) });

    expect((await owner.post(path(item.id, '/revisions/9/restore'))).status).toBe(404);
    expect((await owner.post(path(item.id, '/revisions/0/restore'))).body.field).toBe('revision');
  });
});

describe('lesson order', () => {
  it("renumbers the course's lessons in draft and published fields alike, in one audited change", async () => {
    const course = PREMIUM_COURSE_ID;
    // The course's lessons imported from content/ at start-up keep their places, after the ones moved here.
    const imported = new Map<number, string[]>();
    const existing = (await t.db.select().from(contentItems).where(eq(contentItems.kind, 'lessons')))
      .filter((row) => row.slug.startsWith(`${course}/`) && !row.deletedAt)
      .map((row) => ({ id: row.id, module: Number(row.published!.module), order: Number(row.published!.order) }))
      .sort((x, y) => x.module - y.module || x.order - y.order);
    for (const lesson of existing) imported.set(lesson.module, [...(imported.get(lesson.module) ?? []), lesson.id]);
    const a = await created({ slug: `order-a-${unique()}`, courseId: course, module: 1, order: 1 }, 'lessons');
    const b = await created({ slug: `order-b-${unique()}`, courseId: course, module: 1, order: 2 }, 'lessons');
    // An imported-looking lesson: published, no draft.
    const now = t.services.now();
    const [c] = await t.db
      .insert(contentItems)
      .values({
        kind: 'lessons',
        slug: `${course}/order-c`,
        published: { id: 'order-c', courseId: course, module: 2, order: 1 },
        createdAt: now,
        updatedAt: now,
      })
      .returning();

    const order = {
      courseId: course,
      modules: [
        { module: 1, lessonIds: [c!.id, b.id, ...(imported.get(1) ?? [])] },
        { module: 2, lessonIds: [a.id, ...(imported.get(2) ?? [])] },
        ...[...imported].filter(([module]) => module > 2).map(([module, lessonIds]) => ({ module, lessonIds })),
      ],
    };
    const res = await owner.request('/api/admin/content/lessons/order', { method: 'PUT', json: order });
    expect(res.status, res.text).toBe(200);
    const rows = await t.db.select().from(contentItems).where(eq(contentItems.kind, 'lessons'));
    const place = (id: string) => {
      const row = rows.find((r) => r.id === id)!;
      const fields = row.draft ?? row.published!;
      return [fields.module, fields.order];
    };
    expect([place(c!.id), place(b.id), place(a.id)]).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
    expect(rows.find((r) => r.id === c!.id)!.draft).toBeNull();
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'content.order_lessons'))).length).toBe(1);

    const missing = await owner.request('/api/admin/content/lessons/order', {
      method: 'PUT',
      json: { courseId: course, modules: [{ module: 1, lessonIds: [a.id, b.id] }] },
    });
    expect(missing.status).toBe(409);
    const twice = await owner.request('/api/admin/content/lessons/order', {
      method: 'PUT',
      json: { courseId: course, modules: [{ module: 1, lessonIds: [a.id, a.id, b.id, c!.id] }] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.field).toBe('modules');
  });
});

describe('only owners', () => {
  it('anyone else gets the ordinary 404 on every route, and a premium lesson draft reaches none of them', async () => {
    const phrase = `Secret draft phrase ${unique()}`;
    const { id: _key, estimatedReadTime: _r, duration: _d, ...authored } = ALL_LESSONS.find((l) => l.courseId === PREMIUM_COURSE_ID)!;
    const lesson = await created({ ...authored, slug: `secret-${unique()}`, module: 9, title: phrase, description: phrase }, 'lessons');
    const scheduled = await owner.post(path(lesson.id, '/publish', 'lessons'), {
      at: new Date(t.services.now().getTime() + 3_600_000).toISOString(),
    });
    expect(scheduled.body.status, scheduled.text).toBe('scheduled');

    const learner = t.client();
    await learner.signUp({ username: 'learner' });
    const premium = t.client();
    const { user } = await premium.signUp({ username: 'premium' });
    await t.db.insert(purchases).values({
      userId: user.id,
      courseId: PREMIUM_COURSE_ID,
      paymentIntentId: `pi_studio_${unique()}`,
      amount: 999,
      currency: 'GBP',
      status: 'paid',
    });
    expect((await premium.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(true);

    const base = `/api/admin/content/lessons/${lesson.id}`;
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/admin/content/lessons'],
      ['POST', '/api/admin/content/lessons', { slug: 'intruder', courseId: 'free-course' }],
      ['GET', base],
      ['PATCH', base, { version: 1, title: 'x' }],
      ['DELETE', base],
      ['POST', `${base}/publish`, {}],
      ['POST', `${base}/unpublish`, {}],
      ['DELETE', `${base}/schedule`],
      ['GET', `${base}/revisions`],
      ['POST', `${base}/revisions/1/restore`, {}],
      ['PUT', '/api/admin/content/lessons/order', { courseId: PREMIUM_COURSE_ID, modules: [] }],
    ];
    for (const client of [t.client(), learner, premium]) {
      for (const [method, url, json] of requests) {
        const res = await client.request(url, { method, ...(json === undefined ? {} : { json }) });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body).toEqual({ message: 'Not found' });
      }
      const search = await client.get(`/api/search?q=${encodeURIComponent(phrase)}`);
      // The answer repeats the query; none of its results may carry the draft.
      expect(search.status).toBe(200);
      expect(JSON.stringify(search.body.results)).not.toContain(phrase.slice(-8));
      // Its place in the course (module 9, lesson 1) is no lesson to the lesson API.
      const reader = await client.get(`/api/lessons/${PREMIUM_COURSE_ID}/9/1`);
      expect(reader.status).toBeGreaterThanOrEqual(400);
      expect(reader.text).not.toContain(phrase.slice(-8));
    }
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, lesson.id));
    expect(row).toMatchObject({ deletedAt: null, publishAt: expect.any(Date), published: null });

    // An owner's browser sent there by another site (CSRF) is refused like every other write of the site.
    const forged = await owner.request(`${base}/unpublish`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect((await owner.get(base)).body.status).toBe('scheduled');
  });
});

describe("the owner's own input", () => {
  /** What a careless handler chokes on, inside the fields a draft may hold (jsonb refuses NUL and lone surrogates). */
  const nasty = fc.oneof(
    fc.constantFrom(
      '',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '__proto__',
      "'; drop table content_items; --",
      '<script>alert(1)</script>',
      'x'.repeat(300),
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
  const leaf = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(nasty, tie('value'), { maxKeys: 4 }),
    ),
  })).value;
  const fieldName = fc.constantFrom(
    'slug',
    'title',
    'body',
    'tags',
    'sections',
    'quiz',
    'courseId',
    'module',
    'order',
    'relatedLinks',
    'answer',
    'at',
    'version',
    '__proto__',
  );

  it('a hostile body to any write is a 4xx naming what is wrong or a success, never a 5xx', async () => {
    const lesson = await created({ slug: `fuzz-${unique()}`, courseId: 'free-course' }, 'lessons');
    const help = await created({ slug: `fuzz-${unique()}` }, 'help');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['PATCH', path(lesson.id, '', 'lessons')],
          ['PATCH', path(help.id, '', 'help')],
          ['POST', '/api/admin/content/lessons'],
          ['POST', path(lesson.id, '/publish', 'lessons')],
          ['POST', path(help.id, '/revisions/1/restore', 'help')],
          ['PUT', '/api/admin/content/lessons/order'],
        ),
        fc.dictionary(fieldName, json, { maxKeys: 4 }),
        async ([method, url], body) => {
          const current = (await owner.get(path(lesson.id, '', 'lessons'))).body.version;
          const json = url.includes(lesson.id) && method === 'PATCH' && !('version' in body) ? { ...body, version: current } : body;
          const res = await owner.request(url!, { method, json });
          expect(res.status, `${method} ${url} ${JSON.stringify(json).slice(0, 300)}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
        },
      ),
      { numRuns: 150 },
    );
  });
});

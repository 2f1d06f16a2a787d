import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member, type MemberOptions } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listDiscussionActivity } from './list-discussion-activity';
import { listDiscussionPostsForExport } from './list-discussion-posts-for-export';
import { listRecentDiscussions } from './list-recent-discussions';

const FREE = '/api/lessons/free-course/1/1/comments';
const FREE_2 = '/api/lessons/free-course/1/2/comments';
const PREMIUM = '/api/lessons/premium-course/2/1/comments';

let t: TestApp;

const member = (opts: MemberOptions = {}): Promise<Member> => insertMember(t, opts);

const post = async (m: Member, path: string, body: string, parentId?: string) => {
  const res = await m.client.post(path, parentId ? { body, parentId } : { body });
  expect(res.status, res.text).toBe(201);
  return res.body.comment.id as string;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('a lesson discussion', () => {
  it('posts, replies one level, lists newest or oldest first with pinned threads first, and pages', async () => {
    const ana = await member({ username: 'ana' });
    const ben = await member({ username: 'ben' });
    const owner = await member({ username: 'teacher', owner: true });
    const first = await post(ana, FREE_2, 'First question');
    t.clock.advance(1000);
    const second = await post(ben, FREE_2, 'Second comment');
    t.clock.advance(1000);
    const reply = await post(owner, FREE_2, 'An answer from the instructor', first);
    // A reply to a reply joins the same thread: one level.
    const nested = await post(ben, FREE_2, 'Thanks!', reply);

    const newest = await ana.client.get(FREE_2);
    expect(newest.status).toBe(200);
    expect(newest.headers.get('cache-control')).toBe('private, no-store');
    expect(newest.body.threads.map((c: { id: string }) => c.id)).toEqual([second, first]);
    const thread = newest.body.threads[1];
    expect(thread.replies.map((c: { id: string }) => c.id)).toEqual([reply, nested]);
    expect(thread.replies[0].author).toEqual({ username: 'teacher', instructor: true });
    expect(thread.replies[1].parentId).toBe(first);
    expect(thread.author).toEqual({ username: 'ana', instructor: false });
    expect(thread.mine).toBe(true);

    const oldest = await ana.client.get(`${FREE_2}?sort=oldest`);
    expect(oldest.body.threads.map((c: { id: string }) => c.id)).toEqual([first, second]);

    const pinned = await owner.client.post(`/api/admin/comments/${first}/pin`, {});
    expect(pinned.status).toBe(200);
    expect((await ana.client.get(FREE_2)).body.threads[0].id).toBe(first);
    expect((await owner.client.post(`/api/admin/comments/${reply}/pin`, {})).status).toBe(400);
    await owner.client.post(`/api/admin/comments/${first}/unpin`, {});

    for (let i = 0; i < 9; i += 1) {
      t.clock.advance(1000);
      await post(i % 2 ? ana : owner, FREE_2, `Comment number ${i}`);
    }
    const page1 = await ben.client.get(`${FREE_2}?page=1`);
    expect(page1.body).toMatchObject({ total: 11, pageCount: 2, page: 1 });
    expect(page1.body.threads).toHaveLength(10);
    const page2 = await ben.client.get(`${FREE_2}?page=2`);
    expect(page2.body.threads.map((c: { id: string }) => c.id)).toEqual([first]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const ana = await member();
    for (const [body, field] of [
      [{ body: '' }, 'body'],
      [{ body: '   ' }, 'body'],
      [{ body: 'x'.repeat(5001) }, 'body'],
      [{}, 'body'],
      [{ body: 'ok', parentId: 'nope' }, 'parentId'],
      [{ body: 'a\u0000b' }, 'body'],
    ] as const) {
      const res = await ana.client.post(FREE, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(
      (
        await ana.client.post(FREE, {
          body: 'ok',
          parentId: randomUUID(),
        })
      ).status,
    ).toBe(404);
    expect((await ana.client.get(`${FREE}?sort=sideways`)).body.field).toBe('sort');
    expect((await ana.client.get(`${FREE}?page=0`)).body.field).toBe('page');
    expect((await ana.client.request('/api/comments/not-an-id', { method: 'PATCH', json: { body: 'x' } })).body.field).toBe('id');
    const id = await post(ana, FREE, 'Five thousand characters at most');
    expect((await ana.client.post(`/api/comments/${id}/report`, { reason: '' })).status).toBe(400);
    expect(await post(ana, FREE, 'y'.repeat(5000))).toBeTruthy();
  });

  it('lets its author edit within 15 minutes (shown as edited) and delete; a deleted reply keeps its place', async () => {
    const ana = await member();
    const ben = await member();
    const id = await post(ana, FREE, 'Typo hre');
    expect((await ben.client.request(`/api/comments/${id}`, { method: 'PATCH', json: { body: 'Mine now' } })).status).toBe(403);
    const edited = await ana.client.request(`/api/comments/${id}`, { method: 'PATCH', json: { body: 'Typo here' } });
    expect(edited.status).toBe(200);
    const listed = (await ben.client.get(`${FREE}?sort=newest`)).body.threads.find((c: { id: string }) => c.id === id);
    expect(listed).toMatchObject({ body: 'Typo here', edited: true, mine: false, editableUntil: null });
    t.clock.advance(16 * 60 * 1000);
    const late = await ana.client.request(`/api/comments/${id}`, { method: 'PATCH', json: { body: 'Too late' } });
    expect(late.status).toBe(403);
    expect(late.body.message).toMatch(/15 minutes/);

    const reply = await post(ben, FREE, 'A reply I regret', id);
    const keep = await post(ana, FREE, 'A reply that stays', id);
    expect((await ana.client.request(`/api/comments/${reply}`, { method: 'DELETE' })).status).toBe(403);
    expect((await ben.client.request(`/api/comments/${reply}`, { method: 'DELETE' })).status).toBe(200);
    const thread = (await ana.client.get(FREE)).body.threads.find((c: { id: string }) => c.id === id);
    expect(thread.replies.map((r: { id: string; removed: string | null; body: string | null }) => [r.id, r.removed, r.body])).toEqual([
      [reply, 'deleted', null],
      [keep, null, 'A reply that stays'],
    ]);
    // A thread whose first comment is deleted stays while it has replies, then goes.
    expect((await ana.client.request(`/api/comments/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await ana.client.get(FREE)).body.threads.find((c: { id: string }) => c.id === id)).toMatchObject({
      removed: 'deleted',
      body: null,
      author: null,
    });
    await ana.client.request(`/api/comments/${keep}`, { method: 'DELETE' });
    expect((await ana.client.get(FREE)).body.threads.find((c: { id: string }) => c.id === id)).toBeUndefined();
    expect((await ana.client.request(`/api/comments/${keep}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('takes one report per reader with a reason, which the owners see; hidden comments are for their author and owners only', async () => {
    const ana = await member();
    const ben = await member();
    const cy = await member();
    const owner = await member({ owner: true });
    const id = await post(ana, FREE, 'Buy my pills at https://spam.example');
    expect((await ana.client.post(`/api/comments/${id}/report`, { reason: 'Reporting myself' })).status).toBe(400);
    expect((await ben.client.post(`/api/comments/${id}/report`, { reason: 'Spam link' })).status).toBe(201);
    expect((await ben.client.post(`/api/comments/${id}/report`, { reason: 'Spam link again' })).status).toBe(409);
    expect((await cy.client.post(`/api/comments/${id}/report`, { reason: 'Advertising' })).status).toBe(201);
    expect((await ben.client.get('/api/admin/reports')).status).toBe(404);
    const reports = await owner.client.get('/api/admin/reports');
    expect(reports.status).toBe(200);
    const reported = reports.body.rows.find((r: { commentId: string }) => r.commentId === id);
    expect(reported.body).toContain('Buy my pills');
    expect(reported.reports.map((r: { reason: string }) => r.reason).sort()).toEqual(['Advertising', 'Spam link']);

    expect((await ben.client.post(`/api/admin/comments/${id}/hide`, {})).status).toBe(404);
    expect((await owner.client.post(`/api/admin/comments/${id}/hide`, {})).status).toBe(200);
    const seenBy = async (m: Member) => (await m.client.get(FREE)).body.threads.find((c: { id: string }) => c.id === id);
    expect(await seenBy(ben)).toMatchObject({ removed: 'hidden', body: null, author: null });
    expect(JSON.stringify(await seenBy(ben))).not.toContain('pills');
    expect(await seenBy(ana)).toMatchObject({ removed: null, hidden: true, body: expect.stringContaining('pills') });
    expect(await seenBy(owner)).toMatchObject({ removed: null, hidden: true });
    // Nobody else can reply to or report what they cannot see.
    expect((await cy.client.post(FREE, { body: 'me too', parentId: id })).status).toBe(404);
    expect((await owner.client.post(`/api/admin/comments/${id}/unhide`, {})).status).toBe(200);
    expect(await seenBy(ben)).toMatchObject({ removed: null, hidden: false });
  });

  it('shows links from a new account’s first post as text, and from its later posts as links', async () => {
    const fresh = await member({ ageMs: 60 * 60 * 1000 });
    const old = await member();
    const first = await fresh.client.post(FREE, { body: 'See https://example.com' });
    expect(first.body.comment.linksClickable).toBe(false);
    const second = await fresh.client.post(FREE, { body: 'Again https://example.com' });
    expect(second.body.comment.linksClickable).toBe(true);
    expect((await old.client.post(FREE, { body: 'https://example.com' })).body.comment.linksClickable).toBe(true);
  });
});

describe('who may read a discussion', () => {
  it('a premium lesson’s discussion: 401 signed out, 403 without the purchase (no text, no count), 200 with it and for owners', async () => {
    const buyer = await member({ premium: true });
    const learner = await member();
    const owner = await member({ owner: true });
    const secret = `Premium secret ${randomBytes(6).toString('hex')}`;
    const id = await post(buyer, PREMIUM, secret);
    const anonymous = await t.client().get(PREMIUM);
    expect(anonymous.status).toBe(401);
    const refused = await learner.client.get(PREMIUM);
    expect(refused.status).toBe(403);
    for (const res of [anonymous, refused]) {
      expect(res.text).not.toContain(secret);
      expect(res.body).not.toHaveProperty('total');
      expect(res.body).not.toHaveProperty('threads');
    }
    expect((await learner.client.post(PREMIUM, { body: 'let me in' })).status).toBe(403);
    expect((await learner.client.post(FREE, { body: 'sneaky reply', parentId: id })).status).toBe(404);
    for (const res of [
      await learner.client.request(`/api/comments/${id}`, { method: 'PATCH', json: { body: 'x' } }),
      await learner.client.request(`/api/comments/${id}`, { method: 'DELETE' }),
      await learner.client.post(`/api/comments/${id}/report`, { reason: 'curious' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(secret);
    }
    expect((await t.client().post(`/api/comments/${id}/report`, { reason: 'curious' })).status).toBe(401);
    expect((await buyer.client.get(PREMIUM)).text).toContain(secret);
    expect((await owner.client.get(PREMIUM)).text).toContain(secret);

    expect(JSON.stringify(await listRecentDiscussions({ db: t.db, user: learner.user }))).not.toContain(secret);
    expect(await listRecentDiscussions({ db: t.db, user: null })).toEqual([]);
    expect(JSON.stringify(await listRecentDiscussions({ db: t.db, user: buyer.user }))).toContain(secret);
  });
});

describe('reply emails', () => {
  it('emails the thread’s author at most once per thread per hour, with a one-click unsubscribe that the account setting mirrors', async () => {
    const ana = await member({ username: 'ana_mail' });
    const ben = await member({ username: 'ben_mail' });
    const owner = await member({ username: 'teacher_mail', owner: true });
    const thread = await post(ana, FREE, 'How do I price my first service?');
    await post(ana, FREE, 'Answering myself', thread);
    expect(await t.mail.to(ana.email)).toHaveLength(0);

    await post(ben, FREE, 'Start with a small *fixed* price <script>alert(1)</script>', thread);
    await post(owner, FREE, 'Agreed.', thread);
    const first = await t.mail.to(ana.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toContain('ben_mail replied');
    expect(first[0]!.text).toContain('Start with a small');
    expect(first[0]!.html).not.toContain('<script>');
    expect(first[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(first[0]!.headers.get('list-unsubscribe') ?? '')![1]!;

    t.clock.advance(61 * 60 * 1000);
    await post(owner, FREE, 'One more thought.', thread);
    const second = await t.mail.to(ana.email);
    expect(second).toHaveLength(2);
    expect(second[1]!.subject).toContain('teacher_mail (Instructor) replied');

    // The signed link works without a session and without our Origin, as a mail provider sends it.
    const url = new URL(oneClick);
    expect((await t.client().post(`${url.pathname}?token=${url.searchParams.get('token')!.slice(0, -2)}xx`)).status).toBe(400);
    const unsubscribed = await t
      .client()
      .request(`${url.pathname}${url.search}`, { method: 'POST', headers: { origin: 'https://mail.example' } });
    expect(unsubscribed.status).toBe(200);
    expect((await ana.client.get('/api/account/discussion-emails')).body).toEqual({ enabled: false });
    t.clock.advance(61 * 60 * 1000);
    await post(ben, FREE, 'Still there?', thread);
    expect(await t.mail.to(ana.email)).toHaveLength(2);

    expect((await ana.client.request('/api/account/discussion-emails', { method: 'PUT', json: { enabled: 'yes' } })).body.field).toBe(
      'enabled',
    );
    expect((await ana.client.request('/api/account/discussion-emails', { method: 'PUT', json: { enabled: true } })).status).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    await post(ben, FREE, 'Back on', thread);
    expect(await t.mail.to(ana.email)).toHaveLength(3);
    expect((await t.client().get('/api/account/discussion-emails')).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past the per-account limit, and past the per-address limit across accounts', async () => {
    const ip = '203.0.113.77';
    const ana = await member({ ip });
    for (let i = 0; i < 10; i += 1) await post(ana, FREE, `Message ${i}`);
    const limited = await ana.client.post(FREE, { body: 'One too many' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const others = await Promise.all([1, 2, 3].map(() => member({ ip })));
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i += 1) {
      status = (await others[i % 3]!.client.post(FREE, { body: `Shared address ${i}` })).status;
    }
    expect(status).toBe(429);
  });
});

describe('the dashboard’s activity and the data export', () => {
  it('lists your posts and replies to them; exports your own posts as plain rows', async () => {
    const ana = await member();
    const ben = await member({ username: 'ben_activity' });
    const thread = await post(ana, FREE, 'My **question**');
    t.clock.advance(1000);
    await post(ben, FREE, 'Your answer', thread);
    const activity = await listDiscussionActivity({ db: t.db, user: ana.user });
    expect(activity.map((a) => [a.kind, a.who, a.excerpt])).toEqual([
      ['replied-to-you', 'ben_activity', 'Your answer'],
      ['posted', null, 'My question'],
    ]);
    expect(activity[0]!.href).toMatch(/^\/course\/free-course\/module\/1\/lesson\/1#comment-/);
    const rows = await listDiscussionPostsForExport({ db: t.db, userId: ana.id });
    expect(rows).toEqual([
      expect.objectContaining({ id: thread, body: 'My **question**', courseId: 'free-course', parentId: null, deletedAt: null }),
    ]);
  });

  it('a course whose discussions the owner turned off has none: its lessons’ discussions answer 404 to read and to post', async () => {
    const owner = await member({ owner: true });
    const learner = await member();
    const off = await owner.client.request('/api/admin/courses/free-course', { method: 'PATCH', json: { hasDiscussions: false } });
    expect(off.status, off.text).toBe(200);
    try {
      expect((await learner.client.get(FREE_2)).status).toBe(404);
      expect((await learner.client.post(FREE_2, { body: 'Anyone here?' })).status).toBe(404);
    } finally {
      await owner.client.request('/api/admin/courses/free-course', { method: 'PATCH', json: { hasDiscussions: true } });
    }
    expect((await learner.client.get(FREE_2)).status).toBe(200);
  });
});

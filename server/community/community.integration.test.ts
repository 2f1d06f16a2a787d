import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as listLoader } from '../../app/routes/premium-community';
import { loader as threadLoader } from '../../app/routes/premium-community-thread';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { insertMember, type Member, type MemberOptions } from '../../test/members';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { communityThreads, purchases } from '../db/schema';
import { listDiscussionActivity } from '../discussions/list-discussion-activity';
import { listDiscussionPostsForExport } from '../discussions/list-discussion-posts-for-export';
import { listRecentDiscussions } from '../discussions/list-recent-discussions';
import { loadLearnerAccess } from '../entitlements/learner-access';

const THREADS = '/api/community/threads';
const FREE = '/api/lessons/free-course/1/1/comments';

let t: TestApp;

const member = (opts: MemberOptions = {}): Promise<Member> => insertMember(t, opts);

const secret = (label: string) => `${label} ${randomBytes(6).toString('hex')}`;

async function start(m: Member, fields: { category?: string; title?: string; body?: string } = {}) {
  const res = await m.client.post(THREADS, { category: 'questions', title: 'A question for the group', body: 'What works?', ...fields });
  expect(res.status, res.text).toBe(201);
  return res.body.thread.id as string;
}

async function reply(m: Member, threadId: string, body: string) {
  const res = await m.client.post(`${THREADS}/${threadId}/replies`, { body });
  expect(res.status, res.text).toBe(201);
  return res.body.comment.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the mastermind community', () => {
  it('a buyer starts a thread, another answers; the list puts pinned threads first, then the latest activity, with reply counts and a category filter', async () => {
    const ana = await member({ premium: true, username: 'ana_mm' });
    const ben = await member({ premium: true, username: 'ben_mm' });
    const owner = await member({ owner: true, username: 'teacher_mm' });
    const intro = await start(ana, { category: 'introductions', title: 'Hello from Leeds', body: 'I build chatbots.' });
    t.clock.advance(1000);
    const question = await start(ben, { category: 'questions', title: 'Pricing a retainer?', body: 'Monthly or per task?' });
    t.clock.advance(1000);
    const win = await start(ben, { category: 'wins', title: 'First client signed', body: '£400!' });
    t.clock.advance(1000);
    const answer = await reply(ana, question, 'Monthly, with a cap.');

    const list = (await ana.client.get(THREADS)).body;
    expect(list.threads.map((th: { id: string }) => th.id).slice(0, 3)).toEqual([question, win, intro]);
    expect(list.threads[0]).toMatchObject({
      title: 'Pricing a retainer?',
      category: 'questions',
      replyCount: 1,
      author: { username: 'ben_mm' },
    });

    expect((await owner.client.post(`/api/admin/comments/${intro}/pin`, {})).status).toBe(200);
    const pinned = (await ben.client.get(THREADS)).body.threads;
    expect(pinned[0]).toMatchObject({ id: intro, pinned: true });

    const wins = (await ben.client.get(`${THREADS}?category=wins`)).body;
    expect(wins.threads.map((th: { id: string }) => th.id)).toEqual([win]);
    const bad = await ben.client.get(`${THREADS}?category=gossip`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('category');

    const page = (await ben.client.get(`${THREADS}/${question}`)).body;
    expect(page.summary).toMatchObject({ title: 'Pricing a retainer?', category: 'questions' });
    expect(page.thread).toMatchObject({ id: question, body: 'Monthly or per task?', mine: true });
    expect(page.thread.replies).toEqual([
      expect.objectContaining({ id: answer, body: 'Monthly, with a cap.', author: { username: 'ana_mm', instructor: false } }),
    ]);

    await reply(owner, question, 'Both work; start monthly.');
    const withInstructor = (await ana.client.get(`${THREADS}/${question}`)).body.thread.replies;
    expect(withInstructor[1]).toMatchObject({ author: { username: 'teacher_mm', instructor: true } });
  });

  it('checks every field: category, title, body, a thread id', async () => {
    const ana = await member({ premium: true });
    for (const [json, field] of [
      [{ category: 'gossip', title: 'Hello there', body: 'x' }, 'category'],
      [{ category: 'wins', title: 'Hi', body: 'x' }, 'title'],
      [{ category: 'wins', title: 'x'.repeat(121), body: 'x' }, 'title'],
      [{ category: 'wins', title: 'Hello there', body: '   ' }, 'body'],
    ] as const) {
      const res = await ana.client.post(THREADS, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await ana.client.get(`${THREADS}/not-an-id`)).body.field).toBe('threadId');
    expect((await ana.client.get(`${THREADS}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});

describe("times in the reader's zone", () => {
  it("the thread list and a thread give times in the zone chosen for coaching, else the browser's, else UTC", async () => {
    const reader = await member({ premium: true, username: 'zoned_reader' });
    const id = await start(reader, { title: 'What time is it?' });
    const open = async (path: string, cookie: string | null) =>
      (
        (await (path.includes('/community/') ? threadLoader : listLoader)({
          request: new Request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {}),
          params: { threadId: id },
          context: { services: t.services, user: reader.user },
        } as never)) as { data: { timeZone: string; chosenZone: boolean } }
      ).data;
    for (const path of ['/premium/community', `/premium/community/${id}`]) {
      expect(await open(path, null)).toMatchObject({ timeZone: 'UTC', chosenZone: false });
      expect(await open(path, 'tz=Asia/Tokyo')).toMatchObject({ timeZone: 'Asia/Tokyo', chosenZone: false });
      expect(await open(path, 'tz=Asia/Tokyo; tz-choice=Europe%2FBerlin')).toMatchObject({ timeZone: 'Europe/Berlin', chosenZone: true });
      expect(await open(path, 'tz=Not%2FA_Zone')).toMatchObject({ timeZone: 'UTC' });
    }
  });
});

describe('who may see the community', () => {
  it('nobody without premium: 401 signed out, 403 without the purchase (the offer, no text, no count), and a refunded buyer at once', async () => {
    const buyer = await member({ premium: true });
    const leaving = await member({ premium: true });
    const learner = await member();
    const owner = await member({ owner: true });
    const words = secret('Mastermind secret');
    const thread = await start(buyer, { title: 'Private plans', body: words });
    const answer = await reply(leaving, thread, `${words} reply`);

    const tries = (c: TestClient) => [
      c.get(THREADS),
      c.get(`${THREADS}/${thread}`),
      c.post(THREADS, { category: 'wins', title: 'Let me in', body: 'please' }),
      c.post(`${THREADS}/${thread}/replies`, { body: 'let me in' }),
      // Not even a malformed parameter is answered before the check.
      c.get(`${THREADS}/not-an-id`),
    ];
    for (const res of await Promise.all(tries(t.client()))) {
      expect(res.status).toBe(401);
      expect(res.text).not.toContain(words);
    }
    for (const res of await Promise.all(tries(learner.client))) {
      expect(res.status).toBe(403);
      expect(res.text).not.toContain(words);
      expect(res.text).not.toContain('Private plans');
      expect(res.body).toMatchObject({ courseTitle: expect.any(String) });
    }
    // The discussions' own routes do not disclose a community comment either.
    for (const res of [
      await learner.client.request(`/api/comments/${answer}`, { method: 'PATCH', json: { body: 'x' } }),
      await learner.client.request(`/api/comments/${answer}`, { method: 'DELETE' }),
      await learner.client.post(`/api/comments/${answer}/report`, { reason: 'curious' }),
      await learner.client.post(FREE, { body: 'sneaky reply', parentId: thread }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(words);
    }
    expect((await owner.client.get(`${THREADS}/${thread}`)).text).toContain(words);

    // Refunded: out on the very next request, with no session change.
    expect((await leaving.client.get(`${THREADS}/${thread}`)).status).toBe(200);
    await t.db.update(purchases).set({ status: 'refunded' }).where(eq(purchases.id, leaving.purchaseId!));
    expect((await leaving.client.get(`${THREADS}/${thread}`)).status).toBe(403);
    expect((await leaving.client.get(THREADS)).status).toBe(403);
    expect((await leaving.client.request(`/api/comments/${answer}`, { method: 'PATCH', json: { body: 'x' } })).status).toBe(404);
    const refunded = {
      ...leaving.user,
      hasPremiumAccess: false,
      access: await loadLearnerAccess({ db: t.db, userId: leaving.id, now: t.services.now() }),
    };
    expect(JSON.stringify(await listDiscussionActivity({ db: t.db, user: refunded }))).not.toContain(words);

    // Nothing of it in the public recent-discussions list (/community), not even for a buyer.
    for (const user of [null, learner.user, buyer.user, owner.user]) {
      expect(JSON.stringify(await listRecentDiscussions({ db: t.db, user }))).not.toContain(words);
    }
    // A buyer's own dashboard and data export name the community and link to the thread.
    const activity = await listDiscussionActivity({ db: t.db, user: buyer.user });
    expect(activity.find((a) => a.kind === 'replied-to-you')).toMatchObject({
      lessonTitle: 'The mastermind community',
      href: `/premium/community/${thread}#comment-${answer}`,
    });
    expect(await listDiscussionPostsForExport({ db: t.db, userId: buyer.id })).toEqual([
      expect.objectContaining({ id: thread, lessonTitle: 'The mastermind community', body: words }),
    ]);
  });
});

describe('moderation', () => {
  it('reports reach the owners’ queue with the thread’s address; hiding removes a thread from others’ lists; authors edit and delete, the title going with the text', async () => {
    const ana = await member({ premium: true });
    const ben = await member({ premium: true });
    const owner = await member({ owner: true });
    const spam = await start(ana, { category: 'wins', title: 'Buy my pills', body: 'Cheap pills' });

    expect((await ben.client.post(`/api/comments/${spam}/report`, { reason: 'Spam' })).status).toBe(201);
    expect((await ben.client.post(`/api/comments/${spam}/report`, { reason: 'Spam' })).status).toBe(409);
    const reported = (await owner.client.get('/api/admin/reports')).body.rows.find((r: { commentId: string }) => r.commentId === spam);
    expect(reported).toMatchObject({ lessonTitle: 'The mastermind community', href: `/premium/community/${spam}#comment-${spam}` });

    expect((await owner.client.post(`/api/admin/comments/${spam}/hide`, {})).status).toBe(200);
    const listed = async (m: Member) => (await m.client.get(THREADS)).body.threads.some((th: { id: string }) => th.id === spam);
    expect(await listed(ben)).toBe(false);
    expect((await ben.client.get(`${THREADS}/${spam}`)).status).toBe(404);
    expect((await ben.client.post(`${THREADS}/${spam}/replies`, { body: 'hm' })).status).toBe(404);
    expect(await listed(ana)).toBe(true);
    expect((await ana.client.get(`${THREADS}/${spam}`)).body.thread).toMatchObject({ hidden: true, body: 'Cheap pills' });
    expect(await listed(owner)).toBe(true);

    const mine = await start(ben, { title: 'Typo in the title', body: 'Frist post' });
    expect((await ben.client.request(`/api/comments/${mine}`, { method: 'PATCH', json: { body: 'First post' } })).status).toBe(200);
    expect((await ana.client.request(`/api/comments/${mine}`, { method: 'DELETE' })).status).toBe(403);
    await reply(ana, mine, 'Welcome!');
    expect((await ben.client.request(`/api/comments/${mine}`, { method: 'DELETE' })).status).toBe(200);
    // The replies stay, under a thread whose words (title included) are gone.
    const after = (await ana.client.get(`${THREADS}/${mine}`)).body;
    expect(after.summary).toMatchObject({ title: null, author: null, replyCount: 1 });
    expect(after.thread).toMatchObject({ removed: 'deleted', body: null });
    const [row] = await t.db.select().from(communityThreads).where(eq(communityThreads.commentId, mine));
    expect(row!.title).toBe('');
  });

  it('deleting an account deletes its threads’ titles with their text', async () => {
    const client = t.client();
    const { user, password } = await client.signUp({ username: 'leaving_mm' });
    await t.db.insert(purchases).values({ userId: user.id, courseId: PREMIUM_COURSE_ID, status: 'granted', amount: 0, currency: 'GBP' });
    const res = await client.post(THREADS, { category: 'introductions', title: 'Soon gone', body: 'Bye' });
    expect(res.status, res.text).toBe(201);
    expect((await client.request('/api/account', { method: 'DELETE', json: { password } })).status).toBe(200);
    const [row] = await t.db.select().from(communityThreads).where(eq(communityThreads.commentId, res.body.thread.id));
    expect(row!.title).toBe('');
  });
});

describe('reply emails and limits', () => {
  it('emails a thread’s author once per hour, naming the thread and linking to it, not after opting out, and never after a refund', async () => {
    const ana = await member({ premium: true, username: 'ana_mmail' });
    const ben = await member({ premium: true, username: 'ben_mmail' });
    const thread = await start(ana, { category: 'accountability', title: 'Week 48 goals', body: 'Ship the landing page.' });
    await reply(ben, thread, 'Done mine!');
    await reply(ben, thread, 'And another.');
    const mails = await t.mail.to(ana.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('ben_mmail replied to your thread “Week 48 goals”');
    expect(mails[0]!.text).toContain(`/premium/community/${thread}#comment-`);
    expect(mails[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    expect((await ana.client.request('/api/account/discussion-emails', { method: 'PUT', json: { enabled: false } })).status).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    await reply(ben, thread, 'Opted out, no email.');
    expect(await t.mail.to(ana.email)).toHaveLength(1);
    expect((await ana.client.request('/api/account/discussion-emails', { method: 'PUT', json: { enabled: true } })).status).toBe(200);

    await t.db.update(purchases).set({ status: 'refunded' }).where(eq(purchases.id, ana.purchaseId!));
    t.clock.advance(61 * 60 * 1000);
    await reply(ben, thread, 'Refunded, no email.');
    expect(await t.mail.to(ana.email)).toHaveLength(1);
  });

  it('starting threads shares the discussions’ rate limit (429 with Retry-After) and a new account’s first post shows its links as text', async () => {
    const fresh = await member({ premium: true, ageMs: 60 * 60 * 1000, ip: '203.0.113.88' });
    const first = await fresh.client.post(THREADS, { category: 'introductions', title: 'New here', body: 'See https://example.com' });
    expect(first.body.thread.linksClickable).toBe(false);
    for (let i = 1; i < 10; i += 1) await reply(fresh, first.body.thread.id, `Message ${i}`);
    const limited = await fresh.client.post(THREADS, { category: 'wins', title: 'One too many', body: 'x' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

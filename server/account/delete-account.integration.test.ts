/**
 * Issue 26: deleting an account leaves none of its text behind, on the database the Vitest project
 * selects. Its discussion posts lose their text (replies to them stay, under the "deleted" placeholder),
 * the reports it filed go with their reasons, and its contact messages leave only a line for the owner.
 */
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { commentReports, comments, contactMessages, users } from '../db/schema';
import { listRecentDiscussions } from '../discussions/list-recent-discussions';
import { loadLearnerAccess } from '../entitlements/learner-access';

const FREE = '/api/lessons/free-course/1/1/comments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function account(username: string): Promise<{ client: TestClient; id: string; email: string }> {
  const client = t.client();
  const { user, email } = await client.signUp({ username: `${username}_${randomBytes(2).toString('hex')}` });
  return { client, id: user.id, email };
}

const post = async (client: TestClient, body: string, parentId?: string) => {
  const res = await client.post(FREE, parentId ? { body, parentId } : { body });
  expect(res.status, res.text).toBe(201);
  return res.body.comment.id as string;
};

const contactMessage = async (email: string, message: string) => {
  const [row] = await t.db
    .insert(contactMessages)
    .values({ formNonce: randomBytes(16).toString('hex'), name: 'Leaving Learner', email, subject: 'billing', message })
    .returning({ id: contactMessages.id });
  return row!.id;
};

describe('deleting an account', () => {
  it('removes the text of its discussion posts and reports in the same transaction; replies to them stay under the placeholder', async () => {
    const leaving = await account('leaving');
    const staying = await account('staying');
    const owner = await account('owner');
    await t.db.update(users).set({ isOwner: true }).where(eq(users.id, owner.id));
    const secret = `my-private-story-${randomBytes(4).toString('hex')}`;

    const thread = await post(leaving.client, `Thread ${secret}`);
    const replyToIt = await post(staying.client, 'A reply that stays', thread);
    const otherThread = await post(staying.client, 'Another question that stays');
    const leavingReply = await post(leaving.client, `Reply ${secret}`, otherThread);
    expect((await owner.client.post(`/api/admin/comments/${thread}/pin`, {})).status).toBe(200);
    expect((await leaving.client.post(`/api/comments/${otherThread}/report`, { reason: `Report ${secret}` })).status).toBe(201);

    const res = await leaving.client.request('/api/account', { method: 'DELETE', json: { password: GOOD_PASSWORD } });
    expect(res.status).toBe(200);

    // The discussion as another learner reads it: the thread keeps its place (it has a live reply), without text or author.
    const page = (await staying.client.get(`${FREE}?sort=oldest`)).body;
    const shown = page.threads.find((th: { id: string }) => th.id === thread);
    expect(shown).toMatchObject({ removed: 'deleted', body: null, author: null, pinned: false });
    expect(shown.replies).toEqual([expect.objectContaining({ id: replyToIt, body: 'A reply that stays', removed: null })]);
    const other = page.threads.find((th: { id: string }) => th.id === otherThread);
    expect(other.replies).toEqual([expect.objectContaining({ id: leavingReply, removed: 'deleted', body: null, author: null })]);
    expect(JSON.stringify(page)).not.toContain(secret);

    // The community page's list (its loader's function) and the owners' report queue show none of it either;
    // the lesson page reads the discussion through listComments, as the API above.
    const community = await listRecentDiscussions({
      db: t.db,
      user: {
        id: staying.id,
        username: 'staying',
        email: staying.email,
        createdAt: new Date(),
        hasPremiumAccess: false,
        isOwner: false,
        signedInAt: new Date(),
        emailVerified: true,
        access: await loadLearnerAccess({ db: t.db, userId: staying.id, now: new Date() }),
      },
    });
    expect(JSON.stringify(community)).not.toContain(secret);
    expect(community.map((d) => d.id)).toContain(otherThread);
    expect(JSON.stringify((await owner.client.get('/api/admin/reports')).body)).not.toContain(secret);

    // Nowhere in the database: not in a comment, not in a report reason.
    expect(
      await t.db
        .select()
        .from(comments)
        .where(like(comments.body, `%${secret}%`)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(commentReports)
        .where(like(commentReports.reason, `%${secret}%`)),
    ).toEqual([]);
  });

  it("leaves a line in the owner's messages saying a message was removed at the sender's request, and others' messages alone", async () => {
    const leaving = await account('writer');
    const owner = await account('owner');
    await t.db.update(users).set({ isOwner: true }).where(eq(users.id, owner.id));
    const secret = `call-me-on-${randomBytes(4).toString('hex')}`;
    const mine = await contactMessage(leaving.email, `Please refund me, ${secret}`);
    // The same address typed in capitals is the same sender.
    const mineShouting = await contactMessage(leaving.email.toUpperCase(), `Again, ${secret}`);
    const strangerEmail = uniqueEmail('stranger');
    const strangers = await contactMessage(strangerEmail, 'A message that stays');

    expect((await leaving.client.request('/api/account', { method: 'DELETE', json: { password: GOOD_PASSWORD } })).status).toBe(200);

    const { messages } = (await owner.client.get('/api/admin/messages?status=all')).body;
    for (const id of [mine, mineShouting]) {
      expect(messages.find((m: { id: string }) => m.id === id)).toMatchObject({
        subject: 'billing',
        status: 'new',
        name: null,
        email: null,
        message: null,
        removedAt: expect.stringMatching(/^\d{4}-/),
      });
    }
    expect(messages.find((m: { id: string }) => m.id === strangers)).toMatchObject({ email: strangerEmail, removedAt: null });
    expect(JSON.stringify(messages)).not.toContain(secret);
    expect(JSON.stringify(messages)).not.toContain(leaving.email);

    // The owner can still file the line away.
    expect((await owner.client.post(`/api/admin/messages/${mine}/handled`, {})).body).toMatchObject({ status: 'handled', changed: true });
  });

  it('is refused by the schema if an account went without its posts being deleted first', async () => {
    const someone = await account('raw');
    await post(someone.client, 'Still here');
    await expect(t.db.delete(users).where(eq(users.id, someone.id))).rejects.toThrow();
    const [row] = await t.db.select().from(comments).where(eq(comments.authorId, someone.id));
    expect(row?.body).toBe('Still here');
  });
});

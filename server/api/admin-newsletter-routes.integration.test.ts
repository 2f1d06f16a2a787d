/**
 * The owner's subscribers and newsletter issues (issue 13), through the API as a script or the pages
 * would use it: who may ask, what is sent to whom and how often, the unsubscribe links and headers,
 * the CSV, removal, the audit rows, and what the public archive and its feed publish.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkIn } from '../../test/outbox';
import { createTestApp, GOOD_PASSWORD, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { hashToken } from '../auth/hash-token';
import { hashPassword } from '../auth/password';
import { createSession } from '../auth/sessions';
import { auditLog, emailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers, users } from '../db/schema';
import { sessionCookieName } from '../http/session-cookie';
import { findArchivedIssue, listArchivedIssues } from '../newsletter/archived-issues';
import { findSubscriber } from '../newsletter/find-subscriber';
import { keepDeliveryOutcomes, resumeNewsletterIssues } from '../newsletter/resume-newsletter-issues';
import { sendNewsletterIssue } from '../newsletter/send-newsletter-issue';
import { startBackgroundWork } from '../operations/background-work';

const SITE = 'https://academy.example';
let t: TestApp;
let passwordHash: string;
let ownerId: string;
let ownerEmail: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PUBLIC_URL: SITE,
      PAYMENTS_MODE: 'local',
      SELLER_NAME: 'Academy Ltd',
      SELLER_ADDRESS: '1 High Street, London',
      SELLER_EMAIL: 'hello@academy.example',
    },
  });
  passwordHash = await hashPassword(GOOD_PASSWORD);
  ownerEmail = uniqueEmail('owner');
  const [owner] = await t.db.insert(users).values({ username: 'owner', email: ownerEmail, passwordHash, isOwner: true }).returning();
  ownerId = owner!.id;
});
afterAll(() => t?.close());

// Every test starts from an empty list and no issues: counts and recipients are then exact.
beforeEach(async () => {
  await t.db.delete(newsletterIssues);
  await t.db.delete(newsletterSubscribers);
  await t.mail.drain();
  t.clock.reset();
});

async function clientOf(userId: string | null): Promise<TestClient> {
  const client = t.client();
  if (userId) {
    const { token } = await createSession({ db: t.db, userId, now: t.clock.now() });
    client.cookies.set(sessionCookieName(t.services.config), token);
  }
  return client;
}
const owner = () => clientOf(ownerId);

async function addSubscriber(email: string, status: 'pending' | 'subscribed' | 'unsubscribed', fields: { source?: string } = {}) {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(newsletterSubscribers)
    .values({
      email,
      status,
      source: fields.source ?? 'home',
      tokenHash: hashToken(randomBytes(24).toString('base64url')),
      confirmedAt: status === 'subscribed' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

async function auditRows(action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action));
}

const issue = (subject = `Five prompts ${randomBytes(3).toString('hex')}`) => ({
  subject,
  markdown: `## This week\n\nHere are **five prompts** that sell. [Read more](${SITE}/blog).\n\n- one\n- two\n`,
});

/** The messages of one issue (the outbox folder keeps every earlier test's too). */
async function messagesOf(subject: string) {
  return (await t.mail.all()).filter((m) => m.subject === subject);
}

describe('who may use the owner API', () => {
  it.each(['anonymous', 'learner', 'premium'] as const)('answers %s with the ordinary 404 on every route', async (who) => {
    let userId: string | null = null;
    if (who !== 'anonymous') {
      const [user] = await t.db
        .insert(users)
        .values({ username: who, email: uniqueEmail(who), passwordHash })
        .returning();
      userId = user!.id;
    }
    const client = await clientOf(userId);
    const subscriber = await addSubscriber(uniqueEmail('kept'), 'subscribed');
    for (const [method, path, json] of [
      ['GET', '/api/admin/subscribers', undefined],
      ['GET', '/api/admin/subscribers.csv', undefined],
      ['DELETE', `/api/admin/subscribers/${subscriber.id}`, undefined],
      ['GET', '/api/admin/newsletter', undefined],
      ['POST', '/api/admin/newsletter', { ...issue(), test: false }],
    ] as const) {
      const res = await client.request(path, { method, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await t.db.select().from(newsletterIssues)).toHaveLength(0);
  });
});

describe('sending an issue', () => {
  it('sends each confirmed subscriber one message with its own unsubscribe link and one-click headers, once however often Send is pressed', async () => {
    const confirmed = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    for (const email of confirmed) await addSubscriber(email, 'subscribed');
    const pending = await addSubscriber(uniqueEmail('pending'), 'pending');
    const gone = await addSubscriber(uniqueEmail('gone'), 'unsubscribed');
    const client = await owner();
    const body = { ...issue(), test: false };

    const [first, second] = await Promise.all([client.post('/api/admin/newsletter', body), client.post('/api/admin/newsletter', body)]);
    const third = await client.post('/api/admin/newsletter', body);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ alreadySent: true, queued: 0, issue: { status: 'sent', recipients: 3 } });

    const messages = await messagesOf(body.subject);
    expect(messages.map((m) => m.to).sort()).toEqual([...confirmed].sort());
    expect(messages.some((m) => m.to.includes(pending.email) || m.to.includes(gone.email))).toBe(false);
    const tokens = new Set<string>();
    for (const message of messages) {
      expect(message.subject).toBe(body.subject);
      const page = linkIn(message, '/newsletter/unsubscribe');
      const token = page.searchParams.get('token')!;
      tokens.add(token);
      expect(message.headers.get('list-unsubscribe')).toBe(`<${SITE}/api/newsletter/unsubscribe?token=${token}>`);
      expect(message.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(message.html).toContain('<strong');
      expect(message.html).toContain(`href="${SITE}/newsletter/unsubscribe?token=${token}"`);
      expect(message.html).toContain('/newsletter/archive/');
      // The page the link opens knows whose it is.
      expect(await findSubscriber({ db: t.db, token, link: 'unsubscribe' })).toMatchObject({ email: message.to, status: 'subscribed' });
    }
    expect(tokens.size).toBe(3);

    const list = await client.get('/api/admin/newsletter');
    expect(list.status).toBe(200);
    expect(list.body.issues).toEqual([
      expect.objectContaining({ subject: body.subject, status: 'sent', recipients: 3, queued: 0, sent: 3, failed: 0, skipped: 0 }),
    ]);
    expect(await auditRows('newsletter.send')).toEqual([
      expect.objectContaining({ actorId: ownerId, targetType: 'newsletter_issue', details: expect.objectContaining({ recipients: 3 }) }),
    ]);
  });

  it('after a restart half-way, queues only the recipients not yet queued', async () => {
    const emails = Array.from({ length: 5 }, () => uniqueEmail('resume'));
    for (const email of emails) await addSubscriber(email, 'subscribed');
    const content = issue();
    // The process queues two messages, then dies.
    const interrupted = await sendNewsletterIssue({
      db: t.db,
      mailer: t.services.mailer,
      now: t.clock.now(),
      actorId: ownerId,
      ...content,
      batchSize: 2,
      maxBatches: 1,
    });
    expect(interrupted).toMatchObject({ queued: 2, alreadySent: false, issue: { status: 'sending', recipients: 5 } });
    expect(await listArchivedIssues({ db: t.db })).toEqual([]);

    // Start-up resumes it (server/start.ts); a press afterwards finds nothing left to do.
    expect(await resumeNewsletterIssues({ db: t.db, mailer: t.services.mailer, now: t.clock.now() })).toBe(3);
    const again = await (await owner()).post('/api/admin/newsletter', { ...content, test: false });
    expect(again.body).toMatchObject({ alreadySent: true, queued: 0, issue: { status: 'sent' } });

    const messages = await messagesOf(content.subject);
    expect(messages.map((m) => m.to).sort()).toEqual([...emails].sort());
  });

  it('is taken over by a live process within a minute when the sending process dies, each recipient mailed once (issue 27)', async () => {
    const emails = Array.from({ length: 7 }, () => uniqueEmail('takeover'));
    for (const email of emails) await addSubscriber(email, 'subscribed');
    const content = issue();
    // The sending process queues two messages, then is killed; nothing restarts it.
    await sendNewsletterIssue({
      db: t.db,
      mailer: t.services.mailer,
      now: t.clock.now(),
      actorId: ownerId,
      ...content,
      batchSize: 2,
      maxBatches: 1,
    });
    // Another process on the database, already running, looks for interrupted issues as it does every 30 s.
    const other = startBackgroundWork(t.services, { newsletterResumeMs: 100 });
    try {
      await expect
        .poll(async () => (await t.db.select({ status: newsletterIssues.status }).from(newsletterIssues))[0]?.status, { timeout: 10_000 })
        .toBe('sent');
    } finally {
      await other.stop();
    }
    expect((await messagesOf(content.subject)).map((m) => m.to).sort()).toEqual([...emails].sort());
  });

  it('a press on an interrupted issue resumes it too', async () => {
    const emails = Array.from({ length: 3 }, () => uniqueEmail('press'));
    for (const email of emails) await addSubscriber(email, 'subscribed');
    const content = issue();
    await sendNewsletterIssue({
      db: t.db,
      mailer: t.services.mailer,
      now: t.clock.now(),
      actorId: ownerId,
      ...content,
      batchSize: 1,
      maxBatches: 1,
    });
    const res = await (await owner()).post('/api/admin/newsletter', { ...content, test: false });
    expect(res.body).toMatchObject({ alreadySent: true, queued: 2, issue: { status: 'sent' } });
    expect((await messagesOf(content.subject)).map((m) => m.to).sort()).toEqual([...emails].sort());
  });

  it('asks for the password again when the sign-in is more than 10 minutes old', async () => {
    await addSubscriber(uniqueEmail('pw'), 'subscribed');
    const client = await owner();
    t.clock.advance(11 * 60 * 1000);
    const body = { ...issue(), test: false };
    const without = await client.post('/api/admin/newsletter', body);
    expect(without.status).toBe(400);
    expect(without.body.field).toBe('password');
    const wrong = await client.post('/api/admin/newsletter', { ...body, password: 'Not-The-Password-9' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('password');
    expect(await t.db.select().from(newsletterIssues)).toHaveLength(0);
    const right = await client.post('/api/admin/newsletter', { ...body, password: GOOD_PASSWORD });
    expect(right.status).toBe(201);
  });

  it('sanitizes the Markdown: no scripts, no javascript: links, no images', async () => {
    const email = uniqueEmail('safe');
    await addSubscriber(email, 'subscribed');
    const markdown = [
      'Hello <script>alert(1)</script> there.',
      '',
      '[click](javascript:alert(2)) and <img src="https://tracker.example/p.gif" onerror="alert(3)">',
      '',
      '![pixel](https://tracker.example/pixel.gif)',
      '',
      '[fine](https://academy.example/blog)',
    ].join('\n');
    const res = await (await owner()).post('/api/admin/newsletter', { subject: 'Safe markdown', markdown, test: false });
    expect(res.status).toBe(201);
    const [message] = await t.mail.to(email);
    // Raw HTML shows as text; links keep http(s) only; images are dropped.
    expect(message!.html).not.toMatch(/<script|javascript:|<img/i);
    expect(message!.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; there.');
    expect(message!.html).not.toContain('pixel.gif');
    expect(message!.html).toContain('href="https://academy.example/blog"');
    expect(message!.html).not.toContain('opens in a new tab');
    const archived = await findArchivedIssue({ db: t.db, slug: res.body.issue.slug });
    expect(archived!.html).not.toMatch(/<script|javascript:|<img/i);
    expect(archived!.html).not.toContain('pixel.gif');
  });

  it('names the field of a bad request', async () => {
    const client = await owner();
    const cases: [unknown, string][] = [
      [{ markdown: 'x', test: false }, 'subject'],
      [{ subject: '   ', markdown: 'x', test: false }, 'subject'],
      [{ subject: 'x', markdown: '', test: true }, 'markdown'],
      [{ subject: 'x', markdown: 'y'.repeat(50_001), test: true }, 'markdown'],
      [{ subject: 'x', markdown: 'y', test: 'yes' }, 'test'],
    ];
    for (const [json, field] of cases) {
      const res = await client.post('/api/admin/newsletter', json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it('sends a test to the owner alone, publishes nothing, and records it', async () => {
    await addSubscriber(uniqueEmail('not-yet'), 'subscribed');
    const content = issue();
    const res = await (await owner()).post('/api/admin/newsletter', { ...content, test: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ test: true, to: ownerEmail });
    const mail = await t.mail.all();
    const tests = mail.filter((m) => m.subject === `[Test] ${content.subject}`);
    expect(tests.map((m) => m.to)).toEqual([ownerEmail]);
    expect(mail.filter((m) => m.subject === content.subject)).toEqual([]);
    expect(await t.db.select().from(newsletterIssues)).toHaveLength(0);
    expect(await auditRows('newsletter.test')).toContainEqual(
      expect.objectContaining({ actorId: ownerId, details: expect.objectContaining({ subject: content.subject }) }),
    );
  });

  it("writes the email's text part as plain text from the same Markdown: no Markdown left, links absolute (issue 41)", async () => {
    const subject = `Plain text ${randomBytes(3).toString('hex')}`;
    const markdown = [
      '## This week',
      '',
      'Here are **five prompts** for ref\\_user. Read [the blog](/blog) or [a guide](https://example.org/guide).',
      '',
      '- one',
      '- two',
      '',
    ].join('\n');
    expect((await (await owner()).post('/api/admin/newsletter', { subject, markdown, test: true })).status).toBe(200);
    const [message] = (await t.mail.all()).filter((m) => m.subject === `[Test] ${subject}`);
    // parseEmail (test/outbox.ts) reads the .eml's text/plain part, decoded.
    expect(message!.text).toContain('This week\n\nHere are five prompts for ref_user.');
    expect(message!.text).toContain(`Read the blog (${SITE}/blog) or a guide (https://example.org/guide).`);
    expect(message!.text).toContain('- one\n- two');
    expect(message!.text).not.toMatch(/##|\*\*|\]\(|\\_/);
  });

  it('counts failed messages, and keeps the counts after the outbox forgets them', async () => {
    for (let i = 0; i < 2; i += 1) await addSubscriber(uniqueEmail('count'), 'subscribed');
    const res = await (await owner()).post('/api/admin/newsletter', { ...issue(), test: false });
    const deliveries = await t.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, res.body.issue.id));
    await t.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, deliveries[0]!.outboxId!));
    const before = (await (await owner()).get('/api/admin/newsletter')).body.issues[0];
    expect(before).toMatchObject({ recipients: 2, queued: 1, sent: 0, failed: 1 });
    await t.mail.drain();
    await keepDeliveryOutcomes({ db: t.db });
    await t.db.delete(emailOutbox).where(eq(emailOutbox.kind, 'newsletter-issue'));
    const after = (await (await owner()).get('/api/admin/newsletter')).body.issues[0];
    expect(after).toMatchObject({ recipients: 2, queued: 0, sent: 1, failed: 1 });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it("unsubscribes on the mail provider's POST, from another origin, with the message's token only", async () => {
    const email = uniqueEmail('oneclick');
    await addSubscriber(email, 'subscribed');
    await (await owner()).post('/api/admin/newsletter', { ...issue(), test: false });
    const [message] = await t.mail.to(email);
    const url = new URL(message!.headers.get('list-unsubscribe')!.slice(1, -1));

    // Opened in a browser instead: the page, which asks first.
    const opened = await t.client().get(`${url.pathname}${url.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/newsletter/unsubscribe${url.search}`);
    expect((await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!.status).toBe('subscribed');

    const provider = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.provider.example',
      'sec-fetch-site': 'cross-site',
    };
    const res = await t
      .client()
      .request(`${url.pathname}${url.search}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: provider });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row!.status).toBe('unsubscribed');

    // The exemption is this path alone, and the token its only authority.
    const forged = await t.client().request(`${url.pathname}?token=${randomBytes(24).toString('base64url')}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: provider,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('token');
    const missing = await t.client().request(url.pathname, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: provider });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('token');
    const elsewhere = await t.client().request('/api/newsletter/confirm', {
      method: 'POST',
      body: '{"token":"x"}',
      headers: { ...provider, 'content-type': 'application/json' },
    });
    expect(elsewhere.status).toBe(403);
  });
});

describe('subscribers', () => {
  it('lists by status with dates and source, and names a bad status', async () => {
    const confirmed = await addSubscriber(uniqueEmail('list'), 'subscribed', { source: 'blog-sidebar' });
    await addSubscriber(uniqueEmail('list'), 'pending');
    await addSubscriber(uniqueEmail('list'), 'unsubscribed');
    const client = await owner();
    const res = await client.get('/api/admin/subscribers?status=confirmed');
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });
    expect(res.body.subscribers).toEqual([
      expect.objectContaining({
        id: confirmed.id,
        email: confirmed.email,
        status: 'confirmed',
        source: 'blog-sidebar',
        confirmedAt: expect.any(String),
        subscribedAt: expect.any(String),
      }),
    ]);
    expect((await client.get('/api/admin/subscribers')).body.subscribers).toHaveLength(3);
    const bad = await client.get('/api/admin/subscribers?status=everyone');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('status');
  });

  it('exports confirmed subscribers as CSV unless asked otherwise, with formula cells escaped, and records the export', async () => {
    const confirmed = await addSubscriber(`=cmd-${randomBytes(3).toString('hex')}@example.com`, 'subscribed', { source: '@SUM(A1)' });
    const pending = await addSubscriber(uniqueEmail('csv-pending'), 'pending', { source: '+1' });
    const client = await owner();
    const res = await client.get('/api/admin/subscribers.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="subscribers-confirmed\.csv"/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,source');
    expect(lines).toHaveLength(2);
    // A byte-order mark first (Excel then reads UTF-8), dates in UTC as `YYYY-MM-DD HH:MM:SS` (issue 41).
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sheetTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
    expect(lines[1]).toBe(`'${confirmed.email},confirmed,${sheetTime(confirmed.createdAt)},${sheetTime(confirmed.confirmedAt!)},'@SUM(A1)`);

    const all = await client.get('/api/admin/subscribers.csv?status=all');
    expect(all.text).toContain(`${pending.email},pending,`);
    expect(all.text).toContain(",'+1");
    const onlyPending = await client.get('/api/admin/subscribers.csv?status=pending');
    expect(onlyPending.text.trim().split('\r\n')).toHaveLength(2);
    expect((await client.get('/api/admin/subscribers.csv?status=nope')).body.field).toBe('status');

    expect(await auditRows('subscribers.export')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorId: ownerId, details: { status: 'confirmed', rows: 1 } }),
        expect.objectContaining({ actorId: ownerId, details: { status: 'all', rows: 2 } }),
      ]),
    );
  });

  it('removes one subscriber, with their unsent newsletter messages, and records it', async () => {
    const kept = await addSubscriber(uniqueEmail('kept'), 'subscribed');
    const removed = await addSubscriber(uniqueEmail('removed'), 'subscribed');
    const client = await owner();
    // Queued but not yet sent when the owner removes them.
    await client.post('/api/admin/newsletter', { ...issue(), test: false });
    const res = await client.request(`/api/admin/subscribers/${removed.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.removed).toEqual({ id: removed.id, email: removed.email });
    expect((await client.get('/api/admin/subscribers')).body.subscribers.map((s: { id: string }) => s.id)).toEqual([kept.id]);
    expect((await t.mail.to(removed.email)).filter((m) => m.subject.startsWith('Five prompts'))).toEqual([]);
    expect((await t.mail.to(kept.email)).filter((m) => m.subject.startsWith('Five prompts'))).toHaveLength(1);
    expect(await auditRows('subscriber.remove')).toContainEqual(
      expect.objectContaining({ actorId: ownerId, targetId: removed.id, details: expect.objectContaining({ email: removed.email }) }),
    );

    const again = await client.request(`/api/admin/subscribers/${removed.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    const bad = await client.request('/api/admin/subscribers/not-an-id', { method: 'DELETE' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });
});

describe('the public archive', () => {
  it('publishes sent issues only, in the archive, its RSS feed and the sitemap', async () => {
    await addSubscriber(uniqueEmail('arch'), 'subscribed');
    await addSubscriber(uniqueEmail('arch'), 'subscribed');
    const sent = await (await owner()).post('/api/admin/newsletter', { ...issue('Five prompts & a <b>tip</b>'), test: false });
    const unfinished = await sendNewsletterIssue({
      db: t.db,
      mailer: t.services.mailer,
      now: t.clock.now(),
      actorId: ownerId,
      ...issue('Five prompts still sending'),
      batchSize: 1,
      maxBatches: 1,
    });
    expect(unfinished.issue.status).toBe('sending');

    expect((await listArchivedIssues({ db: t.db })).map((i) => i.slug)).toEqual([sent.body.issue.slug]);
    expect(await findArchivedIssue({ db: t.db, slug: unfinished.issue.slug })).toBeNull();
    expect(await findArchivedIssue({ db: t.db, slug: sent.body.issue.slug })).toMatchObject({ subject: 'Five prompts & a <b>tip</b>' });

    const rss = await t.client().get('/newsletter/archive/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const feed = new XMLParser().parse(rss.text);
    const items = [feed.rss.channel.item].flat();
    expect(items).toEqual([
      expect.objectContaining({
        title: 'Five prompts & a <b>tip</b>',
        link: `${SITE}/newsletter/archive/${sent.body.issue.slug}`,
      }),
    ]);

    const sitemap = await t.client().get('/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>${SITE}/newsletter/archive/${sent.body.issue.slug}</loc>`);
    expect(sitemap.text).not.toContain(unfinished.issue.slug);
    await t.db.delete(newsletterIssues).where(and(eq(newsletterIssues.status, 'sending')));
  });
});

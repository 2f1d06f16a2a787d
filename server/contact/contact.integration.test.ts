/**
 * The contact form's API (issue 15) on the database the Vitest project selects: a message is stored and
 * emailed twice (to CONTACT_EMAIL with Reply-To the sender, and an acknowledgement), the spam defences a
 * person never notices, the rate limit, bad input, and the owner's /api/admin/messages.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RECEIVED } from '../../common/contact-schema';
import { createTestApp, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { auditLog, contactMessages, users } from '../db/schema';
import { MIN_FILL_MS } from './contact-form-token';
import { CONTACT_LIMIT } from './send-contact-message';

const OWNER_INBOX = 'owner-inbox@academy.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: OWNER_INBOX } });
});
afterAll(() => t.close());

/** A form handed out now, sent back after a person's writing time (the clock moves, nothing sleeps). */
async function filledForm(client: TestClient, fields: Record<string, unknown> = {}) {
  const { formToken } = (await client.get('/api/contact/form')).body as { formToken: string };
  t.clock.advance(MIN_FILL_MS + 1_000);
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail('contact'),
    subject: 'course',
    message: 'Does the premium course cover pricing for agencies?',
    formToken,
    website: '',
    ...fields,
  };
}

const messagesFrom = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

async function owner(): Promise<TestClient> {
  const client = t.client();
  const { user } = await client.signUp({ username: 'owner' });
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
  return client;
}

describe('POST /api/contact', () => {
  it('stores the message, emails the owner with Reply-To the sender, and acknowledges it to the sender', async () => {
    const client = t.client();
    const form = await filledForm(client);
    const res = await client.post('/api/contact', form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CONTACT_RECEIVED });
    expect(await messagesFrom(form.email)).toMatchObject([
      { name: 'Ada Lovelace', subject: 'course', message: form.message, status: 'new' },
    ]);

    const toOwner = (await t.mail.to(OWNER_INBOX)).filter((mail) => mail.text.includes(form.email));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe('Contact form: A question about a course');
    expect(toOwner[0]!.headers.get('reply-to')).toBe(form.email);
    expect(toOwner[0]!.text).toContain(form.message);

    const acknowledgement = await t.mail.to(form.email);
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]!.subject).toMatch(/^We received your message/);
    // Nothing the sender typed is sent back to the address they typed (anyone can type anyone's address).
    expect(acknowledgement[0]!.text).not.toContain(form.message);
    expect(acknowledgement[0]!.text).not.toContain('Ada');
  });

  it('keeps one message and one pair of emails when the same form is sent twice', async () => {
    const client = t.client();
    const form = await filledForm(client);
    expect((await client.post('/api/contact', form)).status).toBe(200);
    expect((await client.post('/api/contact', form)).status).toBe(200);
    expect(await messagesFrom(form.email)).toHaveLength(1);
    expect(await t.mail.to(form.email)).toHaveLength(1);
  });

  it('answers a filled honeypot and a form sent back too fast like any message, and keeps and sends nothing', async () => {
    const client = t.client();
    const honeypot = await filledForm(client, { website: 'https://spam.example' });
    expect(await client.post('/api/contact', honeypot)).toMatchObject({ status: 200, body: { message: CONTACT_RECEIVED } });

    const tooFast = await filledForm(client);
    tooFast.formToken = ((await client.get('/api/contact/form')).body as { formToken: string }).formToken; // handed out just now
    expect(await client.post('/api/contact', tooFast)).toMatchObject({ status: 200, body: { message: CONTACT_RECEIVED } });

    for (const email of [honeypot.email, tooFast.email]) {
      expect(await messagesFrom(email)).toHaveLength(0);
      expect(await t.mail.to(email)).toHaveLength(0);
    }
  });

  it('refuses a forged or day-old form token, naming formToken', async () => {
    const client = t.client();
    const forged = await filledForm(client, { formToken: 'lk1.abc.def' });
    expect(await client.post('/api/contact', forged)).toMatchObject({ status: 400, body: { field: 'formToken' } });
    const old = await filledForm(client);
    t.clock.advance(25 * 60 * 60 * 1000);
    expect(await client.post('/api/contact', old)).toMatchObject({ status: 400, body: { field: 'formToken' } });
  });

  it('limits messages per client address with 429 and Retry-After', async () => {
    const client = t.client();
    for (let i = 0; i < CONTACT_LIMIT.limit; i += 1) {
      expect((await client.post('/api/contact', await filledForm(client))).status).toBe(200);
    }
    const limited = await client.post('/api/contact', await filledForm(client));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = t.client();
    expect((await other.post('/api/contact', await filledForm(other))).status).toBe(200);
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: 'not-an-address' }],
    ['subject', { subject: 'lottery' }],
    ['message', { message: 'too short' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['formToken', { formToken: undefined }],
  ])('answers 400 naming %s for bad input', async (field, change) => {
    const client = t.client();
    const res = await client.post('/api/contact', await filledForm(client, change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field });
  });

  it('keeps hostile text as text: no markup, no header injection, and bidi overrides isolated in the emails', async () => {
    const client = t.client();
    const hostile = {
      name: 'Eve\u202E<script>alert(1)</script>',
      message: '<img src=x onerror=alert(1)> [click](javascript:alert(1)) ' + 'A'.repeat(300) + '\nBcc: victim@example.com',
    };
    const form = await filledForm(client, hostile);
    expect((await client.post('/api/contact', form)).status).toBe(200);
    const [mail] = (await t.mail.to(OWNER_INBOX)).filter((m) => m.text.includes(form.email));
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.text).toContain('\u2068Eve\u202E<script>alert(1)</script>\u2069');
    expect(mail!.headers.get('bcc')).toBeUndefined();
    expect(mail!.subject).toBe('Contact form: A question about a course');
  });
});

describe('the owner reads the messages in /api/admin/messages', () => {
  it('lists new messages, marks one handled once (with an audit row), and hides the area from everyone else', async () => {
    const sender = t.client();
    const form = await filledForm(sender, { subject: 'payment', message: 'Where is my receipt, please?' });
    expect((await sender.post('/api/contact', form)).status).toBe(200);
    const [stored] = await messagesFrom(form.email);

    const learner = t.client();
    await learner.signUp();
    for (const visitor of [t.client(), learner]) {
      expect((await visitor.get('/api/admin/messages')).status).toBe(404);
      expect((await visitor.post(`/api/admin/messages/${stored!.id}/handled`, {})).status).toBe(404);
    }

    const ownerClient = await owner();
    const list = await ownerClient.get('/api/admin/messages?status=new');
    expect(list.status).toBe(200);
    expect(list.body.messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: stored!.id, email: form.email, subject: 'payment' })]),
    );

    const handled = await ownerClient.post(`/api/admin/messages/${stored!.id}/handled`, {});
    expect(handled).toMatchObject({ status: 200, body: { status: 'handled', changed: true } });
    expect(await ownerClient.post(`/api/admin/messages/${stored!.id}/handled`, {})).toMatchObject({
      status: 200,
      body: { changed: false },
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, stored!.id));
    expect(audit).toMatchObject([{ action: 'contact-message.handled', targetType: 'contact-message' }]);

    const newOnes = await ownerClient.get('/api/admin/messages?status=new');
    expect(newOnes.body.messages.map((m: { id: string }) => m.id)).not.toContain(stored!.id);
    expect((await ownerClient.get('/api/admin/messages?status=handled')).body.messages[0]).toMatchObject({ id: stored!.id });

    expect(await ownerClient.post('/api/admin/messages/not-a-uuid/handled', {})).toMatchObject({ status: 400, body: { field: 'id' } });
    expect((await ownerClient.post('/api/admin/messages/00000000-0000-4000-8000-000000000000/handled', {})).status).toBe(404);
    expect(await ownerClient.get('/api/admin/messages?status=spam')).toMatchObject({ status: 400, body: { field: 'status' } });
  });
});

/**
 * Email sequences (issue 30), on the database the Vitest project selects: the owner's API, each trigger's
 * enrolment, sending each step once (two app instances, a crash between steps and a restart), the leaving
 * rules (bought, unsubscribed, account deleted), marketing consent, and click counting.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { emailsTo, linkIn } from '../../test/outbox';
import { buyPremiumLocally, TEST_CARD } from '../../test/purchases';
import { createTestApp, GOOD_PASSWORD, silentLogger, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { createServices } from '../create-services';
import { emailOutbox, purchases, sequenceEnrolments, sequenceSends, sequences, users } from '../db/schema';
import { createOutboxTransport } from '../email/transport';
import { sendDueSequenceSteps } from './send-due-steps';
import type { Mailer } from '../email/outbox';
import type { Services } from '../services';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const { user, email } = await t.client().signUp({ username: 'owner' });
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
  owner = t.client();
  expect((await owner.post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
});
afterAll(() => t.close());
afterEach(async () => {
  // Each test's sequences go, so the next test's triggers enrol only in its own.
  await t.db.delete(sequences);
  t.clock.offsetMs = 0;
});

const TWO_STEPS = [
  {
    delayMinutes: 0,
    subject: 'Welcome, {{name}}',
    body: 'Hi {{name}}, start with [the free course](/course/free) or [our guide](https://example.org/guide?a=1&b=2).',
  },
  { delayMinutes: 2 * 24 * 60, subject: 'Day two', body: 'Here is **[part two](https://example.org/two)**, the *next* step.' },
];

async function createSequence(body: Record<string, unknown>): Promise<string> {
  const res = await owner.post('/api/admin/sequences', { name: 'Welcome series', active: true, steps: TWO_STEPS, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.sequence.id as string;
}

const send = (at = t.clock.now()) => sendDueSequenceSteps({ db: t.db, mailer: t.services.mailer, now: at });
const later = (ms: number) => new Date(t.clock.now().getTime() + ms);

/** Subscribes and confirms through the API, as the emailed link does. */
async function confirmedSubscriber(email = uniqueEmail('reader')): Promise<string> {
  expect((await t.client().post('/api/newsletter', { email, source: 'home' })).status).toBe(200);
  const confirm = (await t.mail.to(email)).at(-1)!;
  const token = linkIn(confirm, '/newsletter/confirm').searchParams.get('token');
  expect((await t.client().post('/api/newsletter/confirm', { token })).status).toBe(200);
  return email;
}

/** Another app instance on the same PostgreSQL database, writing to the same outbox folder. */
const secondInstance = () =>
  createServices(t.services.config, {
    logger: silentLogger,
    now: t.clock.now,
    startMailWorker: false,
    mailTransport: createOutboxTransport({ dir: t.mail.dir, from: t.services.config.mail.from, logger: silentLogger }),
  });

const closeInstance = async (services: Services) => {
  await services.mailWorker.stop();
  await services.database.close();
};

/**
 * The sequence emails to `email`: the outbox is drained far ahead, since a step queued by a pass at a later
 * time is due then.
 */
async function sequenceMail(email: string) {
  await t.mail.drain(later(365 * DAY));
  return emailsTo(t.mail.dir, email).filter((m) => m.raw.includes('/e/c/') || /Welcome,|Day two|Finish|Onboard/.test(m.subject));
}

describe('the owner API', () => {
  it('creates, lists, reads, changes and deletes a sequence; bodies are checked field by field; nobody else sees it', async () => {
    const id = await createSequence({ trigger: 'newsletter_confirmed', active: false });
    const list = await owner.get('/api/admin/sequences');
    expect(list.status).toBe(200);
    expect(list.body.sequences).toEqual([
      expect.objectContaining({
        id,
        name: 'Welcome series',
        trigger: 'newsletter_confirmed',
        active: false,
        steps: [expect.objectContaining({ delayMinutes: 0, sent: 0, clicked: 0 }), expect.objectContaining({ delayMinutes: 2880 })],
      }),
    ]);
    const patched = await owner.request(`/api/admin/sequences/${id}`, { method: 'PATCH', json: { active: true, steps: [TWO_STEPS[0]] } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.sequence).toMatchObject({ active: true, steps: [{ subject: 'Welcome, {{name}}' }] });
    expect((await owner.get(`/api/admin/sequences/${id}`)).body.sequence.steps).toHaveLength(1);

    const bad = await owner.post('/api/admin/sequences', {
      name: 'x',
      trigger: 'newsletter_confirmed',
      steps: [{ delayMinutes: -1, subject: 's', body: 'b' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('steps.0.delayMinutes');
    const badTrigger = await owner.post('/api/admin/sequences', { name: 'x', trigger: 'birthday', steps: TWO_STEPS });
    expect(badTrigger).toMatchObject({ status: 400, body: { field: 'trigger' } });
    expect((await owner.request(`/api/admin/sequences/${id}`, { method: 'PATCH', json: { active: 'yes' } })).body.field).toBe('active');
    expect((await owner.get('/api/admin/sequences/not-an-id')).body.field).toBe('id');

    const learner = t.client();
    await learner.signUp({ username: 'nosy' });
    expect((await learner.get('/api/admin/sequences')).status).toBe(404);
    expect((await owner.request(`/api/admin/sequences/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.get(`/api/admin/sequences/${id}`)).status).toBe(404);
  });

  it('sends the owner a test of a step, which counts nothing', async () => {
    const res = await owner.post('/api/admin/sequences/test', { trigger: 'signed_up', step: TWO_STEPS[0] });
    expect(res.status, res.text).toBe(200);
    const [test] = (await t.mail.all()).filter((m) => m.subject === '[Test] Welcome, owner');
    expect(test!.text).toContain('Hi owner');
    expect(test!.html).not.toContain('/e/c/');
  });
});

describe('a newsletter_confirmed sequence', () => {
  it('sends step 1 at once and step 2 two days later, each once, with the name, tracked links and one-click unsubscribe', async () => {
    const id = await createSequence({ trigger: 'newsletter_confirmed' });
    const email = await confirmedSubscriber();
    expect(await send()).toMatchObject({ sent: 1 });
    expect(await send()).toMatchObject({ sent: 0 });
    const [first] = await sequenceMail(email);
    expect(first!.subject).toBe('Welcome, there');
    expect(first!.text).toContain('Hi there');
    // The text part is plain text (issue 41): each link as "text (address)", tracked as the HTML's is, no Markdown.
    expect(first!.text).toMatch(
      /Hi there, start with the free course \(http:\/\/localhost:\d+\/e\/c\/[^)\s]+\) or our guide \(http:\/\/localhost:\d+\/e\/c\/[^)\s]+\)\./,
    );
    expect(first!.text).not.toMatch(/\]\(|example\.org/);
    expect(first!.html).toMatch(/href="http:\/\/localhost:\d+\/e\/c\/[0-9a-f-]{36}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}"/);
    expect(first!.html).not.toContain('https://example.org/guide');
    expect(first!.html).not.toMatch(/<img/i);
    expect(first!.headers.get('list-unsubscribe')).toMatch(/\/api\/sequences\/unsubscribe\?token=/);
    expect(first!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    expect(await send(later(DAY))).toMatchObject({ sent: 0 });
    expect(await send(later(2 * DAY + 60_000))).toMatchObject({ sent: 1, finished: 1 });
    expect(await send(later(30 * DAY))).toMatchObject({ sent: 0 });
    expect((await sequenceMail(email)).map((m) => m.subject)).toEqual(['Welcome, there', 'Day two']);
    // Emphasis is text, not Markdown, in the text part too (issue 41).
    const dayTwo = (await sequenceMail(email))[1]!;
    expect(dayTwo.text).toMatch(/Here is part two \(http:\/\/localhost:\d+\/e\/c\/[^)\s]+\), the next step\./);
    expect(dayTwo.text).not.toMatch(/\*|\]\(/);
    const [enrolment] = await t.db.select().from(sequenceEnrolments).where(eq(sequenceEnrolments.sequenceId, id));
    expect(enrolment).toMatchObject({ state: 'finished', email });
    const list = await owner.get(`/api/admin/sequences/${id}`);
    expect(list.body.sequence.steps.map((s: { sent: number }) => s.sent)).toEqual([1, 1]);
  });

  it('counts one click per recipient per step and redirects only to the link written', async () => {
    const id = await createSequence({ trigger: 'newsletter_confirmed' });
    const email = await confirmedSubscriber();
    await send();
    const [mail] = await sequenceMail(email);
    const links = [...mail!.html.matchAll(/href="(http:\/\/localhost:\d+\/e\/c\/[^"]+)"/g)].map((m) => new URL(m[1]!));
    expect(links).toHaveLength(2);
    const reader = t.client();
    const first = await reader.get(links[0]!.pathname);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toMatch(/^http:\/\/localhost:\d+\/course\/free$/);
    const second = await reader.get(links[1]!.pathname);
    expect(second.headers.get('location')).toBe('https://example.org/guide?a=1&b=2');
    await reader.get(links[1]!.pathname);
    expect((await owner.get(`/api/admin/sequences/${id}`)).body.sequence.steps[0]).toMatchObject({ sent: 1, clicked: 1 });

    // Another target under the same signature, or a signature changed, leads nowhere.
    const [sendId, , signature] = links[1]!.pathname.slice('/e/c/'.length).split('.');
    const elsewhere = Buffer.from('https://evil.example/').toString('base64url');
    expect((await reader.get(`/e/c/${sendId}.${elsewhere}.${signature}`)).status).toBe(404);
    expect((await reader.get(`${links[1]!.pathname.slice(0, -2)}xx`)).status).toBe(404);
  });

  it('leaves when the subscriber unsubscribes from the newsletter, or from these emails in one click', async () => {
    await createSequence({ trigger: 'newsletter_confirmed' });
    const [a, b] = [await confirmedSubscriber(), await confirmedSubscriber()];
    await send();
    const [first] = await sequenceMail(a);
    const unsubscribe = linkIn(
      (await t.mail.to(a)).find((m) => m.subject.startsWith('Confirm'))!,
      '/newsletter/unsubscribe',
    );
    expect((await t.client().post(`/api/newsletter/unsubscribe?token=${unsubscribe.searchParams.get('token')}`)).status).toBe(200);

    const oneClick = /<([^>]+)>/.exec((await sequenceMail(b))[0]!.headers.get('list-unsubscribe')!)![1]!;
    const res = await t.client().request(new URL(oneClick).pathname + new URL(oneClick).search, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    });
    expect(res.status, res.text).toBe(200);

    // The one-click unsubscribe ended b's enrolment at once; a's ends at its next step.
    expect(await send(later(3 * DAY))).toMatchObject({ sent: 0, left: 1 });
    expect(first).toBeDefined();
    expect(await sequenceMail(a)).toHaveLength(1);
    expect(await sequenceMail(b)).toHaveLength(1);
    const states = await t.db.select({ state: sequenceEnrolments.state, why: sequenceEnrolments.leftReason }).from(sequenceEnrolments);
    expect(states).toEqual([
      { state: 'left', why: 'unsubscribed' },
      { state: 'left', why: 'unsubscribed' },
    ]);
  });
});

describe('sending each step once', () => {
  it('with two app instances sending at once', async () => {
    await createSequence({ trigger: 'newsletter_confirmed' });
    const emails = [];
    for (let i = 0; i < 6; i += 1) emails.push(await confirmedSubscriber());
    // Two processes on one PostgreSQL; the embedded database serves one process, so there two passes of one.
    const second = testDbKind() === 'postgres' ? await secondInstance() : t.services;
    try {
      const passes = (at: Date) =>
        Promise.all([
          sendDueSequenceSteps({ db: t.db, mailer: t.services.mailer, now: at, batchSize: 2 }),
          sendDueSequenceSteps({ db: second.db, mailer: second.mailer, now: at, batchSize: 2 }),
          sendDueSequenceSteps({ db: second.db, mailer: second.mailer, now: at, batchSize: 3 }),
        ]);
      expect((await passes(t.clock.now())).reduce((n, p) => n + p.sent, 0)).toBe(6);
      expect((await passes(later(3 * DAY))).reduce((n, p) => n + p.sent, 0)).toBe(6);
      expect((await passes(later(6 * DAY))).reduce((n, p) => n + p.sent, 0)).toBe(0);
    } finally {
      if (second !== t.services) await closeInstance(second);
    }
    for (const email of emails) expect((await sequenceMail(email)).map((m) => m.subject)).toEqual(['Welcome, there', 'Day two']);
    expect(await t.db.$count(sequenceSends)).toBe(12);
  });

  it('after a crash between queueing a step and moving on, and a restart', async () => {
    await createSequence({ trigger: 'newsletter_confirmed' });
    const email = await confirmedSubscriber();
    await send();
    // The next pass dies after putting step 2 in the outbox, before it commits (the process was killed).
    const crashing: Mailer = {
      siteUrl: t.services.mailer.siteUrl,
      async queue(db, message, now) {
        await t.services.mailer.queue(db, message, now);
        throw new Error('killed');
      },
    };
    await expect(sendDueSequenceSteps({ db: t.db, mailer: crashing, now: later(3 * DAY) })).rejects.toThrow('killed');
    expect(await t.db.$count(emailOutbox, and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, 'Day two')))).toBe(0);

    // A new process on the same database finds the schedule where it was (on PostgreSQL; the embedded database
    // is one process's, so there the same one carries on).
    const restarted = testDbKind() === 'postgres' ? await secondInstance() : null;
    const services = restarted ?? t.services;
    try {
      expect(await sendDueSequenceSteps({ db: services.db, mailer: services.mailer, now: later(3 * DAY) })).toMatchObject({ sent: 1 });
      expect(await sendDueSequenceSteps({ db: services.db, mailer: services.mailer, now: later(9 * DAY) })).toMatchObject({ sent: 0 });
    } finally {
      if (restarted) await closeInstance(restarted);
    }
    expect((await sequenceMail(email)).map((m) => m.subject)).toEqual(['Welcome, there', 'Day two']);
  });
});

describe('triggers, consent and leaving', () => {
  it('signed_up enrols only an account that ticked the box (or has the newsletter); the purchase onboarding needs no consent', async () => {
    await createSequence({ trigger: 'signed_up', steps: [{ delayMinutes: 0, subject: 'Welcome, {{name}}', body: 'Hi {{name}}' }] });
    await createSequence({
      trigger: 'purchased',
      name: 'Onboarding',
      steps: [{ delayMinutes: 0, subject: 'Onboard {{name}}', body: 'Your course' }],
    });
    const without = t.client();
    const plain = await without.signUp({ username: 'no_tick' });
    const ticked = t.client();
    const email = uniqueEmail('tick');
    expect(
      (await ticked.post('/api/auth/signup', { username: 'ticked', email, password: GOOD_PASSWORD, marketingConsent: true })).status,
    ).toBe(201);
    const [row] = await t.db.select({ at: users.marketingConsentAt }).from(users).where(eq(users.email, email));
    expect(row!.at).toBeInstanceOf(Date);
    const [plainRow] = await t.db.select({ at: users.marketingConsentAt }).from(users).where(eq(users.id, plain.user.id));
    expect(plainRow!.at).toBeNull();
    expect(
      (
        await t
          .client()
          .post('/api/auth/signup', { username: 'bad', email: uniqueEmail(), password: GOOD_PASSWORD, marketingConsent: 'yes' })
      ).body.field,
    ).toBe('marketingConsent');

    await buyPremiumLocally(without);
    expect(await send()).toMatchObject({ sent: 2 });
    expect((await sequenceMail(email)).map((m) => m.subject)).toEqual(['Welcome, ticked']);
    const onboarding = await sequenceMail(plain.email);
    expect(onboarding.map((m) => m.subject)).toEqual(['Onboard no_tick']);
    // Transactional: no unsubscribe from it.
    expect(onboarding[0]!.headers.has('list-unsubscribe')).toBe(false);
  });

  it('an abandoned checkout is reminded after its hours, once, but never once the course is bought', async () => {
    await createSequence({
      trigger: 'checkout_abandoned',
      name: 'Reminder',
      abandonAfterHours: 24,
      steps: [{ delayMinutes: 0, subject: 'Finish your order, {{name}}', body: 'It is waiting.' }],
    });
    const open = async (username: string) => {
      const client = t.client();
      const email = uniqueEmail(username);
      expect((await client.post('/api/auth/signup', { username, email, password: GOOD_PASSWORD, marketingConsent: true })).status).toBe(
        201,
      );
      const intent = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(intent.status, intent.text).toBe(200);
      // Opening it again is the same checkout: one reminder.
      await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      return { client, email, clientSecret: intent.body.clientSecret as string };
    };
    const waiting = await open('waiting');
    const payer = await open('payer');
    const paidElsewhere = await open('elsewhere');

    const paid = await payer.client.post('/api/local-payments/confirm', { ...TEST_CARD, clientSecret: payer.clientSecret });
    expect((await payer.client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
    // A purchase recorded without the sequences hearing of it (the sender checks before sending).
    const [other] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, paidElsewhere.email));
    await t.db
      .insert(purchases)
      .values({ userId: other!.id, courseId: PREMIUM_COURSE_ID, amount: 0, currency: 'GBP', status: 'granted', grantReason: 'test' });

    expect(await send(later(23 * 60 * 60 * 1000))).toMatchObject({ sent: 0 });
    expect(await send(later(25 * 60 * 60 * 1000))).toMatchObject({ sent: 1, left: 1 });
    expect((await sequenceMail(waiting.email)).map((m) => m.subject)).toEqual(['Finish your order, waiting']);
    expect(await sequenceMail(payer.email)).toEqual([]);
    expect(await sequenceMail(paidElsewhere.email)).toEqual([]);
    const reasons = await t.db
      .select({ why: sequenceEnrolments.leftReason })
      .from(sequenceEnrolments)
      .where(eq(sequenceEnrolments.state, 'left'));
    expect(reasons.map((r) => r.why)).toEqual(['bought', 'bought']);
  });

  it('a deleted account leaves its sequences and nothing of it is kept', async () => {
    await createSequence({ trigger: 'signed_up' });
    const client = t.client();
    const email = uniqueEmail('leaver');
    expect(
      (await client.post('/api/auth/signup', { username: 'leaver', email, password: GOOD_PASSWORD, marketingConsent: true })).status,
    ).toBe(201);
    await send();
    expect(await sequenceMail(email)).toHaveLength(1);
    expect((await client.request('/api/account', { method: 'DELETE', json: { password: GOOD_PASSWORD } })).status).toBe(200);
    expect(await t.db.$count(sequenceEnrolments, and(eq(sequenceEnrolments.email, email)))).toBe(0);
    expect(await send(later(3 * DAY))).toMatchObject({ sent: 0 });
    expect(await sequenceMail(email)).toHaveLength(1);
  });
});

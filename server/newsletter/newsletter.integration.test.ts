import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_CONFIRMED } from '../../common/newsletter-schema';
import { linkIn } from '../../test/outbox';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { newsletterSubscribers } from '../db/schema';
import { CONFIRM_RESEND_AFTER_MS } from './subscribe-newsletter';
import { unsubscribeNewsletter } from './unsubscribe-newsletter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsFor(email: string) {
  return t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}

async function subscribeAndReadLinks(email: string, app: TestApp = t) {
  const res = await app.client().post('/api/newsletter', { email, source: 'home' });
  expect(res.status).toBe(200);
  const mails = await app.mail.to(email);
  const latest = mails.at(-1)!;
  return {
    res,
    mails,
    confirm: linkIn(latest, '/newsletter/confirm').searchParams.get('token')!,
    unsubscribe: linkIn(latest, '/newsletter/unsubscribe').searchParams.get('token')!,
  };
}

describe('newsletter double opt-in', () => {
  it('stores a new address as pending and sends one confirmation with an unsubscribe link', async () => {
    const email = uniqueEmail('reader');
    const { res, mails } = await subscribeAndReadLinks(email);
    expect(res.body).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    expect(await rowsFor(email)).toMatchObject([{ status: 'pending', source: 'home', confirmedAt: null }]);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^Confirm your subscription/);
    expect(mail!.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{32}>$/);
    expect(mail!.html).toContain('/newsletter/unsubscribe?token=');
    expect(mail!.html).toContain('/newsletter/confirm?token=');
    // Tokens are stored as digests only.
    const [row] = await rowsFor(email);
    expect(JSON.stringify(row)).not.toContain(linkIn(mail!, '/newsletter/confirm').searchParams.get('token'));
  });

  it('confirms with the emailed link; a second click is still a success', async () => {
    const email = uniqueEmail('confirm');
    const { confirm } = await subscribeAndReadLinks(email);
    const res = await t.client().post('/api/newsletter/confirm', { token: confirm });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: NEWSLETTER_CONFIRMED });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: 'subscribed' });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect((await t.client().post('/api/newsletter/confirm', { token: confirm })).status).toBe(200);
  });

  it('answers a repeat the same friendly way, stores the address once and sends nothing more for a while', async () => {
    const email = uniqueEmail('repeat');
    await subscribeAndReadLinks(email);
    for (const spelling of [email, ` ${email.toUpperCase()} `]) {
      const again = await t.client().post('/api/newsletter', { email: spelling });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    }
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await t.mail.to(email)).toHaveLength(1);
  });

  it('sends a pending address a fresh link after ten minutes; the old link stops working', async () => {
    const timed = t.variant({});
    const email = uniqueEmail('resend');
    const first = await subscribeAndReadLinks(email, timed);
    timed.clock.advance(CONFIRM_RESEND_AFTER_MS + 1000);
    const second = await subscribeAndReadLinks(email, timed);
    expect(second.mails).toHaveLength(2);
    expect(second.confirm).not.toBe(first.confirm);
    expect((await timed.client().post('/api/newsletter/confirm', { token: first.confirm })).status).toBe(400);
    expect((await timed.client().post('/api/newsletter/confirm', { token: second.confirm })).status).toBe(200);
  });

  it('answers a confirmed subscriber the same way on the page, and tells them by email that they are already subscribed', async () => {
    const email = uniqueEmail('already');
    const { confirm } = await subscribeAndReadLinks(email);
    await t.client().post('/api/newsletter/confirm', { token: confirm });
    // Within ten minutes of the confirmation email, nothing more is sent.
    expect((await t.client().post('/api/newsletter', { email })).body).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    expect(await t.mail.to(email)).toHaveLength(1);
    t.clock.advance(CONFIRM_RESEND_AFTER_MS + 1000);
    try {
      const again = await t.client().post('/api/newsletter', { email });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ message: NEWSLETTER_CHECK_INBOX });
      const mails = await t.mail.to(email);
      expect(mails).toHaveLength(2);
      const notice = mails.at(-1)!;
      expect(notice.subject).toMatch(/already subscribed/);
      expect(notice.text).toMatch(/nothing to do/);
      expect(notice.html).not.toContain('/newsletter/confirm?token=');
      expect(await rowsFor(email)).toMatchObject([{ status: 'subscribed' }]);
      // And not again for another ten minutes, however often the address is entered.
      for (let i = 0; i < 3; i++)
        expect((await t.client().post('/api/newsletter', { email })).body).toEqual({ message: NEWSLETTER_CHECK_INBOX });
      expect(await t.mail.to(email)).toHaveLength(2);
    } finally {
      t.clock.reset();
    }
  });

  it('unsubscribes with the link; the old confirmation link cannot re-subscribe, a new sign-up must confirm again', async () => {
    const email = uniqueEmail('leaver');
    const links = await subscribeAndReadLinks(email);
    await t.client().post('/api/newsletter/confirm', { token: links.confirm });
    expect(await unsubscribeNewsletter({ db: t.db, token: links.unsubscribe, now: t.clock.now() })).toEqual({ ok: true, email });
    expect(await rowsFor(email)).toMatchObject([{ status: 'unsubscribed' }]);

    const stale = await t.client().post('/api/newsletter/confirm', { token: links.confirm });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ field: 'token', message: expect.stringMatching(/unsubscribed/) });
    expect(await rowsFor(email)).toMatchObject([{ status: 'unsubscribed' }]);

    const back = await subscribeAndReadLinks(email);
    expect(await rowsFor(email)).toMatchObject([{ status: 'pending' }]);
    expect((await t.client().post('/api/newsletter/confirm', { token: back.confirm })).status).toBe(200);
    expect(await rowsFor(email)).toMatchObject([{ status: 'subscribed' }]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad = await t.client().post('/api/newsletter', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
    for (const body of [{ token: 'x'.repeat(32) }, { token: '' }, {}]) {
      const res = await t.client().post('/api/newsletter/confirm', body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('token');
    }
  });
});

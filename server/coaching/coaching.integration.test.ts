/**
 * 1-on-1 coaching (issue 28) on the database the Vitest project selects: the owner's availability, open
 * times, booking with its balance, rescheduling and cancelling up to the minimum notice, the owner's
 * marks and notes, extra sessions, the emails with their invitations, the reminders (once however they
 * are run), and a revoked or refunded buyer's sessions. The race for one time is at the end (PostgreSQL,
 * concurrent connections).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loader as overviewLoader } from '../../app/routes/admin-overview';
import { loader as coursePageLoader } from '../../app/routes/course-premium';
import { action as coachingAction, loader as coachingLoader } from '../../app/routes/premium-coaching';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { premiumLearner } from '../../test/members';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import {
  auditLog,
  changeVersions,
  coachingBookedCells,
  coachingBookings,
  coachingGrants,
  coupons,
  emailOutbox,
  purchases,
  users,
} from '../db/schema';
import { loadLearnerAccess } from '../entitlements/learner-access';
import { findPurchaseForRefund, refundPayment } from '../payments/refund-payment';
import { revokePurchase } from '../payments/revoke-purchase';
import { sendCoachingReminders } from './send-coaching-reminders';
import { claimCells } from './session-time';
import type { Slot } from './generate-slots';

let t: TestApp;
let ownerClient: TestClient;
let ownerEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerClient = t.client();
  const { user, email } = await ownerClient.signUp({ username: 'owner' });
  ownerEmail = email;
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => t.clock.reset());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MEETING = 'https://meet.example.com/coach-room';
const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];
const AVAILABILITY = {
  timeZone: 'Europe/London',
  sessionMinutes: 30,
  bufferMinutes: 0,
  minNoticeHours: 24,
  maxDaysAhead: 30,
  maxPerDay: null,
  meetingUrl: MEETING,
  weekly: {
    mon: NINE_TO_FIVE,
    tue: NINE_TO_FIVE,
    wed: NINE_TO_FIVE,
    thu: NINE_TO_FIVE,
    fri: NINE_TO_FIVE,
    sat: NINE_TO_FIVE,
    sun: NINE_TO_FIVE,
  },
  overrides: [],
};

/** A learner with premium access (`boughtAt` back-dates it), signed in. */
const buyer = (label = 'buyer', boughtAt?: Date) => premiumLearner(t, label, boughtAt);

async function setAvailability(overrides: Record<string, unknown> = {}) {
  const res = await ownerClient.request('/api/admin/coaching/availability', { method: 'PUT', json: { ...AVAILABILITY, ...overrides } });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function slotsOf(client: TestClient): Promise<Slot[]> {
  const res = await client.get('/api/coaching/slots');
  expect(res.status, res.text).toBe(200);
  return res.body.slots as Slot[];
}

/** The raw .eml of a message (the invitation part is in it). */
const rawOf = (file: string) => readFileSync(join(t.mail.dir, file), 'utf8');

async function calendarsTo(address: string) {
  return t.db
    .select({ kind: emailOutbox.kind, calendar: emailOutbox.calendar })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(emailOutbox.createdAt);
}

describe("the owner's availability", () => {
  it('PUT then GET answer the same shape; a wrong body is 400 naming the field', async () => {
    const saved = await setAvailability();
    const res = await ownerClient.get('/api/admin/coaching/availability');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(saved);
    expect(res.body).toMatchObject({ ...AVAILABILITY, bookingWindowDays: 90 });
    for (const [body, field] of [
      [{ ...AVAILABILITY, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ ...AVAILABILITY, sessionMinutes: 31 }, 'sessionMinutes'],
      [{ ...AVAILABILITY, maxDaysAhead: 366 }, 'maxDaysAhead'],
      [{ ...AVAILABILITY, weekly: { ...AVAILABILITY.weekly, mon: [{ start: '10:00', end: '09:00' }] } }, 'weekly.mon.0.end'],
      [{ ...AVAILABILITY, overrides: [{ date: '2026-02-30', ranges: [] }] }, 'overrides.0.date'],
      [{ ...AVAILABILITY, meetingUrl: 'http://plain.example.com' }, 'meetingUrl'],
    ] as const) {
      const bad = await ownerClient.request('/api/admin/coaching/availability', { method: 'PUT', json: body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.field).toBe(field);
    }
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'coaching.availability')).limit(1);
    expect(audit).toBeDefined();
  });
});

describe('the promise', () => {
  it("a card purchase's receipt names the session with the owner's length and window, and links to booking it", async () => {
    await setAvailability({ sessionMinutes: 45, bookingWindowDays: 60 });
    const client = t.client();
    const { email } = await client.signUp({ username: 'receipt_reader' });
    const intent = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
    const paid = await client.post('/api/local-payments/confirm', {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      clientSecret: intent.body.clientSecret,
    });
    expect((await client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
    const receipt = (await t.mail.to(email)).find((m) => m.subject.startsWith('Your receipt'))!;
    expect(receipt.text).toContain('Included: One 45-minute 1-on-1 coaching session with the instructor, booked within 60 days.');
    expect(receipt.text).toMatch(/Choose your time: \S+\/premium\/coaching/);
    await setAvailability();
  });

  it('a change to the settings tells every process that the cached pages (the course page says the length) are stale', async () => {
    const version = async () =>
      (await t.db.select().from(changeVersions).where(eq(changeVersions.topic, 'coaching_settings')))[0]?.version ?? 0;
    const before = await version();
    await setAvailability({ sessionMinutes: 60 });
    expect(await version()).toBeGreaterThan(before);
    await setAvailability();
  });
});

describe('no hours, no promise', () => {
  /** The premium course page's loader, as an anonymous visitor gets it (the page is cached for all of them). */
  const coursePageCoaching = async () =>
    (
      (await coursePageLoader({
        request: new Request('http://localhost/courses/premium'),
        params: {},
        context: { services: t.services, user: null },
      } as never)) as { coaching: string | null }
    ).coaching;
  const ownerOverview = async () =>
    (await overviewLoader({
      request: new Request('http://localhost/admin'),
      params: {},
      context: { services: t.services, user: { isOwner: true }, sessionToken: 'owner' },
    } as never)) as { coachingHoursSet: boolean };
  const closed = Object.fromEntries(Object.keys(AVAILABILITY.weekly).map((day) => [day, []]));

  it('while no hours are set the course page does not offer the session and /admin asks for hours; an opened date is enough', async () => {
    await setAvailability({ weekly: closed, overrides: [] });
    expect(await coursePageCoaching()).toBeNull();
    expect((await ownerOverview()).coachingHoursSet).toBe(false);

    const day = new Date(t.clock.now().getTime() + 3 * DAY).toISOString().slice(0, 10);
    await setAvailability({ weekly: closed, overrides: [{ date: day, ranges: NINE_TO_FIVE }] });
    expect(await coursePageCoaching()).toMatch(/^One 30-minute 1-on-1 coaching session with the instructor, booked within \d+ days$/);
    expect((await ownerOverview()).coachingHoursSet).toBe(true);
    await setAvailability();
    expect(await coursePageCoaching()).toMatch(/^One 30-minute 1-on-1 coaching session/);
  });
});

describe("emails give times on each reader's clock", () => {
  /** "Tuesday 1 December 2026, 19:00 (Europe/Berlin)" */
  const on = (iso: string, timeZone: string) =>
    `${new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(new Date(iso))} (${timeZone})`;

  it("the learner's in the zone they chose (cookie or body), the owner's in the owner's zone with the learner's beside it", async () => {
    await setAvailability();
    const { client, email } = await buyer('berliner');
    // The zone the learner chose on /premium/coaching ("Times in").
    client.cookies.set('tz-choice', 'Europe/Berlin');
    const slots = await slotsOf(client);
    const booked = await client.post('/api/coaching/bookings', { start: slots[70]!.start });
    expect(booked.status, booked.text).toBe(201);
    const learnerMail = (await t.mail.to(email)).at(-1)!;
    expect(learnerMail.subject).toBe(`Booked: 1-on-1 coaching, ${on(slots[70]!.start, 'Europe/Berlin')}`);
    expect(learnerMail.text).toContain(on(slots[70]!.start, 'Europe/Berlin'));
    expect(learnerMail.text).not.toMatch(/UTC|Europe\/London/);
    const ownerMail = (await t.mail.to(ownerEmail)).at(-1)!;
    expect(ownerMail.subject).toBe(`Booked: 1-on-1 coaching with berliner, ${on(slots[70]!.start, 'Europe/London')}`);
    expect(ownerMail.text).toContain(`${on(slots[70]!.start, 'Europe/London')}; ${on(slots[70]!.start, 'Europe/Berlin')} for berliner`);

    // Moved from New York (the body names the zone): the old and the new time there.
    const moved = await client.request(`/api/coaching/bookings/${booked.body.booking.id}`, {
      method: 'PATCH',
      json: { start: slots[72]!.start, timeZone: 'America/New_York' },
    });
    expect(moved.status, moved.text).toBe(200);
    const movedMail = (await t.mail.to(email)).at(-1)!;
    expect(movedMail.text).toContain(`You moved your session from ${on(slots[70]!.start, 'America/New_York')} to the time below.`);
    expect(movedMail.text).toContain(on(slots[72]!.start, 'America/New_York'));
    expect((await client.post('/api/coaching/bookings', { start: slots[74]!.start, timeZone: 'Mars/Olympus' })).body.field).toBe(
      'timeZone',
    );
  });

  it('the page books in the zone its times were shown in, and "Cancel this session" asks before it cancels', async () => {
    await setAvailability();
    const { client, id, email } = await buyer('page_booker');
    const slots = await slotsOf(client);
    const access = await loadLearnerAccess({ db: t.db, userId: id, now: t.services.now() });
    const user = { id, username: 'page_booker', email, hasPremiumAccess: true, isOwner: false, access };
    const call = (fn: typeof coachingAction | typeof coachingLoader, url: string, body?: Record<string, string>) =>
      fn({
        request: new Request(url, body ? { method: 'POST', body: new URLSearchParams(body) } : {}),
        params: {},
        context: { services: t.services, user },
      } as never) as Promise<{ data: Record<string, unknown>; init: { status?: number } | null }>;
    const page = 'http://localhost/premium/coaching';
    const booked = await call(coachingAction, page, { intent: 'book', start: slots[80]!.start, timeZone: 'Asia/Tokyo', topic: 'A\r\nB' });
    expect(booked.data).toMatchObject({ ok: true });
    expect((await t.mail.to(email)).at(-1)!.text).toContain(on(slots[80]!.start, 'Asia/Tokyo'));
    const [row] = await t.db.select().from(coachingBookings).where(eq(coachingBookings.userId, id));
    expect(row).toMatchObject({ learnerTimeZone: 'Asia/Tokyo', topic: 'A\nB' });

    // The link asks first: the page shows the question, and nothing is cancelled until the confirmation posts.
    expect((await call(coachingLoader, page)).data).toMatchObject({ confirmingCancel: null });
    expect((await call(coachingLoader, `${page}?cancel=${row!.id}`)).data).toMatchObject({ confirmingCancel: row!.id });
    expect((await t.db.select().from(coachingBookings).where(eq(coachingBookings.id, row!.id)))[0]!.status).toBe('booked');
    const cancelled = await call(coachingAction, `${page}?cancel=${row!.id}`, { intent: 'cancel', id: row!.id });
    expect(cancelled.data).toMatchObject({ ok: true, message: 'Cancelled. The session is back in your balance.' });
    expect((await call(coachingLoader, `${page}?cancel=${row!.id}`)).data).toMatchObject({ confirmingCancel: null });
  });
});

describe('booking, rescheduling and cancelling', () => {
  it('a buyer books one of the open times: 201, both sides get the invitation, and the session is used', async () => {
    await setAvailability();
    const { client, email } = await buyer('ada');
    const slots = await slotsOf(client);
    expect(slots.length).toBeGreaterThan(0);
    const now = t.clock.now().getTime();
    for (const slot of slots) {
      expect(new Date(slot.start).getTime()).toBeGreaterThanOrEqual(now + DAY);
      expect(new Date(slot.start).getTime()).toBeLessThanOrEqual(now + 30 * DAY);
      const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(slot.start),
      );
      expect(Number(hour)).toBeGreaterThanOrEqual(9);
      expect(Number(hour)).toBeLessThan(17);
    }
    const res = await client.post('/api/coaching/bookings', { start: slots[0]!.start, topic: 'Pricing my first retainer' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.booking).toMatchObject({
      start: slots[0]!.start,
      end: slots[0]!.end,
      status: 'booked',
      meetingUrl: MEETING,
      changeable: true,
    });

    const [mine] = await client.get('/api/coaching/bookings').then((r) => [r.body]);
    expect(mine.balance.available).toBe(0);
    expect(mine.sessions).toHaveLength(1);

    const learnerMail = await t.mail.to(email);
    const ownerMail = await t.mail.to(ownerEmail);
    const invitation = learnerMail.at(-1)!;
    expect(invitation.subject).toMatch(/^Booked: 1-on-1 coaching/);
    expect(invitation.text).toContain('/premium/coaching');
    expect(invitation.text).toContain(MEETING);
    expect(rawOf(invitation.file)).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(ownerMail.at(-1)!.subject).toContain('with ada');
    const [calendar] = (await calendarsTo(email)).filter((m) => m.kind === 'coaching-booked');
    const ics = calendar!.calendar!.content;
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:coaching-${res.body.booking.id}@`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain(`URL:${MEETING}`);
    expect(ics).toContain(`DTSTART:${slots[0]!.start.replace(/[-:]/g, '').replace('.000', '')}`);

    // The time is gone for everyone, and the buyer has no session left to book.
    const other = await buyer('grace');
    expect((await slotsOf(other.client)).map((s) => s.start)).not.toContain(slots[0]!.start);
    const again = await client.post('/api/coaching/bookings', { start: slots[5]!.start });
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/no coaching session left/);
    // With a session booked the times are still shown, to move it.
    expect((await client.get('/api/coaching/slots')).status).toBe(200);
  });

  it('the same time for a second learner is 409 slot_taken; a time that is not offered is 400 naming start', async () => {
    await setAvailability();
    const first = await buyer('first');
    const second = await buyer('second');
    const slot = (await slotsOf(first.client))[3]!;
    expect((await first.client.post('/api/coaching/bookings', { start: slot.start })).status).toBe(201);
    const taken = await second.client.post('/api/coaching/bookings', { start: slot.start });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'slot_taken', message: expect.stringMatching(/just taken/) });
    const offGrid = await second.client.post('/api/coaching/bookings', {
      start: new Date(new Date(slot.start).getTime() + 5 * 60_000).toISOString(),
    });
    expect(offGrid.status).toBe(400);
    expect(offGrid.body.field).toBe('start');
    const malformed = await second.client.post('/api/coaching/bookings', { start: 'tomorrow', topic: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('start');
    const long = await second.client.post('/api/coaching/bookings', { start: slot.start, topic: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('topic');
  });

  it('reschedule keeps the UID and raises SEQUENCE, frees the old time; cancel sends CANCEL and gives the session back', async () => {
    await setAvailability();
    const { client, email } = await buyer('mover');
    const slots = await slotsOf(client);
    const booked = await client.post('/api/coaching/bookings', { start: slots[10]!.start });
    expect(booked.status).toBe(201);
    const id = booked.body.booking.id as string;

    const moved = await client.request(`/api/coaching/bookings/${id}`, { method: 'PATCH', json: { start: slots[12]!.start } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.booking).toMatchObject({ id, start: slots[12]!.start });
    // The same time again changes nothing and emails nobody.
    const same = await client.request(`/api/coaching/bookings/${id}`, { method: 'PATCH', json: { start: slots[12]!.start } });
    expect(same.status).toBe(200);
    const cells = await t.db.select().from(coachingBookedCells).where(eq(coachingBookedCells.bookingId, id));
    expect(cells.map((c) => c.cell.toISOString()).sort()).toEqual(
      [0, 5, 10, 15, 20, 25].map((m) => new Date(new Date(slots[12]!.start).getTime() + m * 60_000).toISOString()),
    );
    const other = await buyer('taker');
    expect((await slotsOf(other.client)).map((s) => s.start)).toContain(slots[10]!.start);

    const cancelled = await client.request(`/api/coaching/bookings/${id}`, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
    const again = await client.request(`/api/coaching/bookings/${id}`, { method: 'DELETE' });
    expect(again.status).toBe(200);
    expect((await client.get('/api/coaching/bookings')).body.balance.available).toBe(1);

    const kinds = (await calendarsTo(email)).filter((m) => m.kind.startsWith('coaching-'));
    expect(kinds.map((m) => m.kind)).toEqual(['coaching-booked', 'coaching-rescheduled', 'coaching-cancelled']);
    expect(kinds.map((m) => /SEQUENCE:(\d+)/.exec(m.calendar!.content)![1])).toEqual(['0', '1', '2']);
    expect(new Set(kinds.map((m) => /UID:(\S+)/.exec(m.calendar!.content)![1])).size).toBe(1);
    expect(kinds[2]!.calendar).toMatchObject({ method: 'CANCEL' });
    expect(kinds[2]!.calendar!.content).toContain('METHOD:CANCEL');
    expect(kinds[2]!.calendar!.content).toContain('STATUS:CANCELLED');
    const ownerKinds = (await calendarsTo(ownerEmail)).map((m) => m.kind);
    expect(ownerKinds).toEqual(expect.arrayContaining(['coaching-booked', 'coaching-rescheduled', 'coaching-cancelled']));
    const learnerMail = await t.mail.to(email);
    expect(rawOf(learnerMail.at(-1)!.file)).toMatch(/method=CANCEL/i);
  });

  it('within the minimum notice the learner can neither move nor cancel, and is told why', async () => {
    await setAvailability();
    const { client } = await buyer('late');
    const slots = await slotsOf(client);
    const res = await client.post('/api/coaching/bookings', { start: slots[0]!.start });
    const id = res.body.booking.id as string;
    t.clock.advance(new Date(slots[0]!.start).getTime() - t.clock.now().getTime() - 23 * HOUR);
    const cancel = await client.request(`/api/coaching/bookings/${id}`, { method: 'DELETE' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(
      'Sessions can be cancelled up to 24 hours before they start, and this one starts sooner. Please write to the instructor instead.',
    );
    const move = await client.request(`/api/coaching/bookings/${id}`, { method: 'PATCH', json: { start: slots[40]!.start } });
    expect(move.status).toBe(409);
    expect(move.body.message).toMatch(/can be moved up to 24 hours before/);
    expect((await client.get('/api/coaching/bookings')).body.sessions[0]).toMatchObject({ changeable: false, status: 'booked' });
  });

  it("another learner's session is 404 to them; without the course 403, signed out 401", async () => {
    await setAvailability();
    const owner = await buyer('holder');
    const slot = (await slotsOf(owner.client))[20]!;
    const id = (await owner.client.post('/api/coaching/bookings', { start: slot.start })).body.booking.id as string;
    const stranger = await buyer('stranger');
    expect((await stranger.client.request(`/api/coaching/bookings/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await stranger.client.request(`/api/coaching/bookings/${id}`, { method: 'PATCH', json: { start: slot.start } })).status).toBe(
      404,
    );
    const free = t.client();
    await free.signUp({ username: 'free' });
    for (const path of ['/api/coaching/slots', '/api/coaching/bookings']) {
      expect((await free.get(path)).status).toBe(403);
      expect((await t.client().get(path)).status).toBe(401);
    }
    expect((await free.post('/api/coaching/bookings', { start: slot.start })).status).toBe(403);
  });

  it('a purchase older than the booking window has no session left; an owner grant adds some, audited', async () => {
    await setAvailability();
    const { client, id } = await buyer('old', new Date(t.clock.now().getTime() - 91 * DAY));
    const slotsRes = await client.get('/api/coaching/slots');
    expect(slotsRes.status).toBe(403);
    const grant = await ownerClient.post(`/api/admin/learners/${id}/coaching-sessions`, { count: 2, reason: 'Thanks for the case study' });
    expect(grant.status, grant.text).toBe(201);
    expect(grant.body.balance.available).toBe(2);
    const bad = await ownerClient.post(`/api/admin/learners/${id}/coaching-sessions`, { count: 0, reason: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('count');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coaching.grant'), eq(auditLog.targetId, id)));
    expect(audit!.details).toMatchObject({ count: 2, reason: 'Thanks for the case study' });
    const slots = await slotsOf(client);
    expect((await client.post('/api/coaching/bookings', { start: slots[30]!.start })).status).toBe(201);
    expect((await client.get('/api/coaching/bookings')).body.balance.available).toBe(1);
  });
});

describe("the owner's sessions", () => {
  it('lists them; cancels one with a message; marks one done with notes the learner then sees', async () => {
    await setAvailability();
    const { client, email } = await buyer('coached');
    const slots = await slotsOf(client);
    const id = (await client.post('/api/coaching/bookings', { start: slots[50]!.start, topic: 'Funnels' })).body.booking.id as string;
    const list = await ownerClient.get('/api/admin/coaching/bookings');
    expect(list.status).toBe(200);
    expect(list.body.upcoming.find((s: { id: string }) => s.id === id)).toMatchObject({ topic: 'Funnels', learner: { email } });
    // Not started yet: cannot be done.
    const early = await ownerClient.request(`/api/admin/coaching/bookings/${id}`, { method: 'PATCH', json: { status: 'done' } });
    expect(early.status).toBe(409);
    t.clock.advance(new Date(slots[50]!.start).getTime() - t.clock.now().getTime() + 40 * 60_000);
    const done = await ownerClient.request(`/api/admin/coaching/bookings/${id}`, {
      method: 'PATCH',
      json: { status: 'done', notes: 'Next: write the landing page.' },
    });
    expect(done.status, done.text).toBe(200);
    const mine = (await client.get('/api/coaching/bookings')).body.sessions.find((s: { id: string }) => s.id === id);
    expect(mine).toMatchObject({ status: 'done', notes: 'Next: write the landing page.' });
    expect(
      (await ownerClient.request(`/api/admin/coaching/bookings/${id}`, { method: 'PATCH', json: { status: 'bogus' } })).body.field,
    ).toBe('status');

    t.clock.reset();
    const second = await buyer('cancelled-by-owner');
    const slot = (await slotsOf(second.client))[60]!;
    const other = (await second.client.post('/api/coaching/bookings', { start: slot.start })).body.booking.id as string;
    const cancel = await ownerClient.request(`/api/admin/coaching/bookings/${other}`, {
      method: 'PATCH',
      json: { status: 'cancelled', message: 'I am ill that day, sorry.' },
    });
    expect(cancel.status).toBe(200);
    const mail = await t.mail.to(second.email);
    expect(mail.at(-1)!.subject).toMatch(/^Cancelled/);
    expect(mail.at(-1)!.text).toContain('I am ill that day, sorry.');
    expect((await second.client.get('/api/coaching/bookings')).body.balance.available).toBe(1);
  });

  it('sessions booked before the length or buffer changed are never overlapped', async () => {
    await setAvailability({ sessionMinutes: 60 });
    const { client } = await buyer('long');
    const slots = await slotsOf(client);
    // A session with another after it on the same day (the hour after it is offered), whatever the time of the run.
    const hourLater = (slot: { start: string }) => new Date(new Date(slot.start).getTime() + HOUR).toISOString();
    const start = new Date(slots.find((slot) => slots.some((o) => o.start === hourLater(slot)))!.start);
    expect((await client.post('/api/coaching/bookings', { start: start.toISOString() })).status).toBe(201);
    await setAvailability({ sessionMinutes: 30, bufferMinutes: 0 });
    const other = await buyer('short');
    const offered = (await slotsOf(other.client)).map((s) => s.start);
    const halfPast = new Date(start.getTime() + 30 * 60_000).toISOString();
    expect(offered).not.toContain(halfPast);
    expect(offered).toContain(new Date(start.getTime() + 60 * 60_000).toISOString());
    expect((await other.client.post('/api/coaching/bookings', { start: halfPast })).status).toBe(409);
    // The database refuses it even when the code is bypassed.
    const [row] = await t.db
      .insert(coachingBookings)
      .values({
        userId: other.id,
        startsAt: new Date(halfPast),
        endsAt: new Date(start.getTime() + HOUR),
        blockedUntil: new Date(start.getTime() + HOUR),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    await expect(t.db.insert(coachingBookedCells).values({ cell: new Date(halfPast), bookingId: row!.id })).rejects.toThrow();
  });
});

describe('reminders', () => {
  it('a day and an hour before, once each to both sides, however many passes run at once', async () => {
    await setAvailability();
    const { client, email } = await buyer('reminded');
    const slots = await slotsOf(client);
    const slot = slots.find((s) => new Date(s.start).getTime() > t.clock.now().getTime() + 3 * DAY)!;
    const id = (await client.post('/api/coaching/bookings', { start: slot.start })).body.booking.id as string;
    const start = new Date(slot.start).getTime();
    const remindersTo = async (address: string) =>
      (
        await t.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.kind, 'coaching-reminder'), eq(emailOutbox.toAddress, address)))
      ).length;
    /** Three passes at once (three processes); returns how many reminders the learner has had so far. */
    const remindedAt = async (at: number) => {
      await Promise.all([1, 2, 3].map(() => sendCoachingReminders({ db: t.db, mailer: t.services.mailer, now: new Date(at) })));
      return remindersTo(email);
    };
    expect(await remindedAt(start - 25 * HOUR)).toBe(0);
    expect(await remindedAt(start - 23.9 * HOUR)).toBe(1);
    expect(await remindedAt(start - 23.8 * HOUR)).toBe(1);
    expect(await remindedAt(start - 55 * 60_000)).toBe(2);
    expect(await remindedAt(start - 50 * 60_000)).toBe(2);
    const rows = await t.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'coaching-reminder'));
    const mine = rows.filter((r) => r.to === email);
    expect(mine).toHaveLength(2);
    // Rows without an order: PostgreSQL may answer them in either.
    expect(mine.map((r) => r.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('about a day'), expect.stringContaining('about an hour')]),
    );
    expect(rows.filter((r) => r.to === ownerEmail && r.text.includes('with reminded'))).toHaveLength(2);
    const [row] = await t.db.select().from(coachingBookings).where(eq(coachingBookings.id, id));
    expect(row!.dayReminderQueuedAt).not.toBeNull();
    expect(row!.hourReminderQueuedAt).not.toBeNull();
  });
});

describe('a buyer who loses access', () => {
  it('revoked: sessions to come are cancelled (CANCEL to both), extra sessions voided; nothing left to book', async () => {
    await setAvailability();
    const { client, id, email } = await buyer('revoked');
    await ownerClient.post(`/api/admin/learners/${id}/coaching-sessions`, { count: 1, reason: 'bonus' });
    const slots = await slotsOf(client);
    const a = (await client.post('/api/coaching/bookings', { start: slots[70]!.start })).body.booking.id as string;
    const b = (await client.post('/api/coaching/bookings', { start: slots[80]!.start })).body.booking.id as string;
    const revoke = await ownerClient.post(`/api/admin/learners/${id}/revoke`, { reason: 'Granted by mistake' });
    expect(revoke.status, revoke.text).toBe(200);
    const rows = await t.db
      .select()
      .from(coachingBookings)
      .where(inArray(coachingBookings.id, [a, b]));
    expect(rows.map((r) => [r.status, r.cancelledBy])).toEqual([
      ['cancelled', 'access_ended'],
      ['cancelled', 'access_ended'],
    ]);
    expect(
      await t.db
        .select()
        .from(coachingBookedCells)
        .where(inArray(coachingBookedCells.bookingId, [a, b])),
    ).toEqual([]);
    const [grant] = await t.db.select().from(coachingGrants).where(eq(coachingGrants.userId, id));
    expect(grant!.voidedAt).not.toBeNull();
    const cancels = (await calendarsTo(email)).filter((m) => m.kind === 'coaching-cancelled');
    expect(cancels).toHaveLength(2);
    expect(cancels.every((m) => m.calendar!.method === 'CANCEL')).toBe(true);
    const ownerCancels = await t.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, ownerEmail), eq(emailOutbox.kind, 'coaching-cancelled')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(2);
    expect(ownerCancels.every((m) => m.text.includes('premium access ended'))).toBe(true);
    // Buying again brings back the purchase's session, not the voided grant.
    await t.db
      .insert(purchases)
      .values({ userId: id, courseId: PREMIUM_COURSE_ID, amount: 0, currency: 'GBP', status: 'granted', grantReason: 'again' });
    expect((await client.get('/api/coaching/bookings')).body.balance.available).toBe(1);
  });
});

describe('a refunded or disputed buyer', () => {
  /** A buyer who paid (`paymentIntentId`) or used a 100 % code (none), with one session booked. */
  async function bookedBuyer(label: string, paymentIntentId: string | null) {
    const client = t.client();
    const { user, email } = await client.signUp({ username: label });
    const [coupon] = paymentIntentId
      ? [null]
      : await t.db
          .insert(coupons)
          .values({ code: `FREE-${label}`, percentOff: 100 })
          .returning({ id: coupons.id });
    const [purchase] = await t.db
      .insert(purchases)
      .values({
        userId: user.id,
        courseId: PREMIUM_COURSE_ID,
        paymentIntentId,
        amount: paymentIntentId ? 4700 : 0,
        currency: 'GBP',
        status: 'paid',
        couponId: coupon?.id ?? null,
      })
      .returning({ id: purchases.id });
    const slot = (await slotsOf(client))[100]!;
    const booking = (await client.post('/api/coaching/bookings', { start: slot.start })).body.booking.id as string;
    return { client, email, userId: user.id, purchaseId: purchase!.id, booking };
  }

  it('a refund cancels the session to come, and both sides are told', async () => {
    await setAvailability();
    const { email, purchaseId, booking } = await bookedBuyer('refunded', null);
    const purchase = await findPurchaseForRefund({ db: t.db, where: eq(purchases.id, purchaseId) });
    await refundPayment({
      db: t.db,
      gateway: t.services.payments,
      mailer: t.services.mailer,
      now: t.clock.now(),
      purchase: purchase!,
      actorId: null,
      reason: 'test',
      selfService: true,
    });
    const [row] = await t.db.select().from(coachingBookings).where(eq(coachingBookings.id, booking));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'access_ended' });
    expect((await calendarsTo(email)).filter((m) => m.kind === 'coaching-cancelled').map((m) => m.calendar!.method)).toEqual(['CANCEL']);
    const toOwner = await t.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, ownerEmail), eq(emailOutbox.kind, 'coaching-cancelled')));
    expect(toOwner.some((m) => m.text.includes("refunded's premium access ended"))).toBe(true);
  });

  it('a chargeback (the webhook) cancels it too; the time is free again', async () => {
    await setAvailability();
    const { booking } = await bookedBuyer('disputer', 'pi_coaching_dispute');
    const [before] = await t.db.select().from(coachingBookings).where(eq(coachingBookings.id, booking));
    expect(
      await revokePurchase({
        db: t.db,
        mailer: t.services.mailer,
        paymentIntentId: 'pi_coaching_dispute',
        status: 'disputed',
        now: t.clock.now(),
      }),
    ).toBe(true);
    const [row] = await t.db.select().from(coachingBookings).where(eq(coachingBookings.id, booking));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'access_ended', sequence: before!.sequence + 1 });
    const other = await buyer('next-in-line');
    expect((await slotsOf(other.client)).map((s) => s.start)).toContain(before!.startsAt.toISOString());
  });
});

describe.runIf(testDbKind() === 'postgres')('the race for one time (concurrent connections)', () => {
  it('two learners, one time: exactly one 201, the other 409 slot_taken', async () => {
    await setAvailability();
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([buyer(`racer-a${round}`), buyer(`racer-b${round}`)]);
      const slot = (await slotsOf(a.client))[round * 3]!;
      const answers = await Promise.all([a, b].map((l) => l.client.post('/api/coaching/bookings', { start: slot.start })));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.body.error).toBe('slot_taken');
      const holders = await t.db
        .select()
        .from(coachingBookings)
        .where(and(eq(coachingBookings.startsAt, new Date(slot.start)), eq(coachingBookings.status, 'booked')));
      expect(holders).toHaveLength(1);
    }
  });

  it('the cells alone refuse overlapping sessions of different lengths written at once, without any lock', async () => {
    const { id } = await buyer('raw');
    const base = new Date('2099-06-01T10:00:00Z').getTime();
    const write = (startMinute: number, minutes: number) =>
      t.db.transaction(async (tx) => {
        const startsAt = new Date(base + startMinute * 60_000);
        const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
        const [row] = await tx
          .insert(coachingBookings)
          .values({ userId: id, startsAt, endsAt, blockedUntil: endsAt, createdAt: new Date(), updatedAt: new Date() })
          .returning();
        await claimCells({ db: tx, bookingId: row!.id, startsAt, blockedUntil: endsAt });
      });
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.allSettled([write(round * 200, 60), write(round * 200 + 30, 30)]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    }
  });

  it('one learner with one session, two times at once: one 201, one 403; the balance never goes below zero', async () => {
    await setAvailability();
    const { client, id } = await buyer('greedy');
    const slots = await slotsOf(client);
    const answers = await Promise.all(
      [slots[90]!, slots[95]!, slots[99]!].map((s) => client.post('/api/coaching/bookings', { start: s.start })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 403, 403]);
    const rows = await t.db
      .select()
      .from(coachingBookings)
      .where(and(eq(coachingBookings.userId, id), eq(coachingBookings.status, 'booked')));
    expect(rows).toHaveLength(1);
  });
});

/**
 * Every iCalendar file the site writes (issue 41), on the database the Vitest project selects: the coaching
 * invitations (the learner's and the owner's) and the strategy calls' `.ics`. Each is read by a real parser
 * (ical.js), once as written and once as a lenient calendar reads it, splitting lines on any line break:
 * both must find exactly one event, with the text the learner or the owner typed intact. And a strategy
 * call's SEQUENCE counts its changes (RFC 5546), as a coaching session's does.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { premiumLearner } from '../../test/members';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { emailOutbox, users } from '../db/schema';

let t: TestApp;
let ownerClient: TestClient;
let ownerEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerClient = t.client();
  const { user, email } = await ownerClient.signUp({ username: 'calendar_owner' });
  ownerEmail = email;
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => t.clock.reset());

const HOUR = 3_600_000;
const ALL_DAY = [{ start: '00:00', end: '24:00' }];

/** A learner's attempt to end the DESCRIPTION line and start an event of their own, with every kind of line break. */
const EVIL = 'Hello\rEND:VEVENT\rBEGIN:VEVENT\rUID:evil@example.com\r\nSUMMARY:Free money\u2028DTSTART:20270101T000000Z\u0085X\u2029Y\nZ';
/** The same text as stored: every line break as LF. */
const EVIL_STORED = 'Hello\nEND:VEVENT\nBEGIN:VEVENT\nUID:evil@example.com\nSUMMARY:Free money\nDTSTART:20270101T000000Z\nX\nY\nZ';

/** The events of a file, as written (`strict`) and as a calendar that ends a line at any line break reads it (`lenient`). */
function eventsOf(ics: string): { strict: ICAL.Component[]; lenient: ICAL.Component[] } {
  const lenient = ics.split(/\r\n|[\r\n\u0085\u2028\u2029]/).join('\r\n');
  return {
    strict: new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent'),
    lenient: new ICAL.Component(ICAL.parse(lenient)).getAllSubcomponents('vevent'),
  };
}

/** Exactly one event however the file is read; its property `name` as a parser gives it. */
function onlyEvent(ics: string): ICAL.Component {
  const { strict, lenient } = eventsOf(ics);
  expect(lenient, 'events when lines end at any break').toHaveLength(1);
  expect(strict, 'events as written').toHaveLength(1);
  expect(lenient[0]!.getFirstPropertyValue('description')).toBe(strict[0]!.getFirstPropertyValue('description'));
  return strict[0]!;
}

async function openAllDay() {
  const res = await ownerClient.request('/api/admin/coaching/availability', {
    method: 'PUT',
    json: {
      timeZone: 'UTC',
      sessionMinutes: 30,
      bufferMinutes: 0,
      minNoticeHours: 1,
      maxDaysAhead: 30,
      maxPerDay: null,
      meetingUrl: 'https://meet.example.com/room',
      weekly: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
      overrides: [],
    },
  });
  expect(res.status, res.text).toBe(200);
}

async function calendarsTo(address: string) {
  const rows = await t.db
    .select({ kind: emailOutbox.kind, calendar: emailOutbox.calendar })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(emailOutbox.createdAt);
  return rows.filter((row) => row.calendar);
}

describe('coaching invitations', () => {
  it("a topic with bare CRs, NEL and Unicode separators stays in its DESCRIPTION in both sides' invitations", async () => {
    await openAllDay();
    const { client, email } = await premiumLearner(t, 'crlf_learner');
    const slots = (await client.get('/api/coaching/slots')).body.slots as { start: string }[];
    const booked = await client.post('/api/coaching/bookings', { start: slots[0]!.start, topic: EVIL });
    expect(booked.status, booked.text).toBe(201);
    // What the learner sees is what they typed, with its line breaks as LF.
    expect(booked.body.booking.topic).toBe(EVIL_STORED);
    const moved = await client.request(`/api/coaching/bookings/${booked.body.booking.id}`, {
      method: 'PATCH',
      json: { start: slots[3]!.start },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await client.request(`/api/coaching/bookings/${booked.body.booking.id}`, { method: 'DELETE' })).status).toBe(200);

    const learnerCalendars = await calendarsTo(email);
    // The only learner who books in this file: every invitation the owner has is about this session.
    const ownerCalendars = await calendarsTo(ownerEmail);
    expect(learnerCalendars.map((row) => row.kind)).toEqual(['coaching-booked', 'coaching-rescheduled', 'coaching-cancelled']);
    expect(ownerCalendars.map((row) => row.kind)).toEqual(['coaching-booked', 'coaching-rescheduled', 'coaching-cancelled']);
    for (const { calendar } of [...learnerCalendars, ...ownerCalendars]) {
      const event = onlyEvent(calendar!.content);
      expect(event.getFirstPropertyValue('description')).toContain(`Topic: ${EVIL_STORED}\n`);
      expect(event.getFirstPropertyValue('uid')).toBe(`coaching-${booked.body.booking.id}@localhost`);
      expect(event.getFirstPropertyValue('summary')).toMatch(/^1-on-1 coaching \(/);
    }
  });
});

describe('strategy-call calendar files', () => {
  async function schedule(fields: Record<string, unknown>) {
    return ownerClient.post('/api/admin/calls', {
      title: 'Pricing, offers; and \\ more',
      agenda: 'Your questions',
      startsAt: new Date(t.clock.now().getTime() + 20 * HOUR).toISOString(),
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/abc-defg-hij',
      ...fields,
    });
  }
  const icsOf = async (client: TestClient, id: string) => {
    const res = await client.get(`/api/premium/calls/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    return res.text;
  };

  it("an agenda with any line break is one line per item in the file's one event; the title is intact", async () => {
    const res = await schedule({ agenda: `First\rEND:VEVENT\rBEGIN:VEVENT\u2028UID:evil\u0085Last` });
    expect(res.status, res.text).toBe(201);
    const { client } = await premiumLearner(t, 'call_reader');
    const event = onlyEvent(await icsOf(client, res.body.call.id));
    expect(event.getFirstPropertyValue('summary')).toBe('Pricing, offers; and \\ more');
    expect(event.getFirstPropertyValue('description')).toMatch(/^• First\n• END:VEVENT\n• BEGIN:VEVENT\n• UID:evil\n• Last\n\nJoin: /);
  });

  it('a one-line title with a line break of any kind is refused, naming title', async () => {
    for (const title of ['Call\rEND:VEVENT', 'Call\u2028BEGIN:VEVENT', 'Call\u0085x', 'Call\u2029x']) {
      const res = await schedule({ title });
      expect(res.status, JSON.stringify(title)).toBe(400);
      expect(res.body.field).toBe('title');
    }
  });

  it('SEQUENCE is 0 when scheduled and one more with each edit and the cancellation', async () => {
    const res = await schedule({ title: 'Sequence check' });
    const id = res.body.call.id as string;
    const { client } = await premiumLearner(t, 'sequence_reader');
    const sequence = async () => onlyEvent(await icsOf(client, id)).getFirstPropertyValue('sequence');
    expect(await sequence()).toBe(0);
    t.clock.advance(HOUR);
    expect((await ownerClient.request(`/api/admin/calls/${id}`, { method: 'PATCH', json: { durationMinutes: 90 } })).status).toBe(200);
    expect(await sequence()).toBe(1);
    t.clock.advance(HOUR);
    expect((await ownerClient.request(`/api/admin/calls/${id}`, { method: 'PATCH', json: { title: 'Sequence, again' } })).status).toBe(200);
    expect(await sequence()).toBe(2);
    expect((await ownerClient.post(`/api/admin/calls/${id}/cancel`)).status).toBe(200);
    const cancelled = onlyEvent(await icsOf(client, id));
    expect(cancelled.getFirstPropertyValue('sequence')).toBe(3);
    expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

/**
 * The premium member area (issue 19) on the database the Vitest project selects: who may read what
 * (every /api/premium route and download), the templates' files and search, strategy calls scheduled by
 * an owner, the reminder job (once per member however it is run), cancellations, the calendar file, and
 * "What's new".
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALL_TEMPLATES } from '../../content/templates/load-templates.server';
import { premiumLearner } from '../../test/members';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { auditLog, callReminders, emailOutbox, purchases, users } from '../db/schema';
import { sendCallReminders } from './send-call-reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => t.clock.reset());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const document = ALL_TEMPLATES.find((template) => template.kind === 'document')!;
const sheet = ALL_TEMPLATES.find((template) => template.kind === 'sheet')!;
/** A phrase of a template's text that nothing public contains. */
const secretLine = document.body!.split('\n').find((line) => line.length > 60)!;

/** A learner given premium access (as an owner's grant does), signed in; `joinedAt` back-dates the access. */
const member = (label = 'member', joinedAt?: Date) => premiumLearner(t, label, joinedAt);

async function owner(): Promise<TestClient> {
  const client = t.client();
  const { user } = await client.signUp({ username: 'owner' });
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
  return client;
}

async function learner(): Promise<TestClient> {
  const client = t.client();
  await client.signUp({ username: 'learner' });
  return client;
}

let ownerClient: TestClient;
async function schedule(overrides: Record<string, unknown> = {}) {
  ownerClient ??= await owner();
  const res = await ownerClient.post('/api/admin/calls', {
    title: 'Pricing your first retainer',
    agenda: 'Your questions\nPricing a monthly retainer; live examples',
    startsAt: new Date(t.clock.now().getTime() + 20 * HOUR).toISOString(),
    durationMinutes: 60,
    joinUrl: 'https://meet.example.com/abc-defg-hij',
    ...overrides,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.call as { id: string; title: string; startsAt: string };
}

describe('who may open the member area', () => {
  it('answers every /api/premium route: 401 signed out, 403 with the offer and no content without the course, 200 to a member', async () => {
    const call = await schedule();
    const paths = [
      '/api/premium',
      '/api/premium/templates',
      `/api/premium/templates/${document.slug}`,
      `/api/premium/templates/${document.slug}/download?format=md`,
      `/api/premium/templates/${document.slug}/download?format=txt`,
      `/api/premium/templates/${sheet.slug}/download?format=csv`,
      '/api/premium/calls',
      `/api/premium/calls/${call.id}/calendar.ics`,
      // Unknown or malformed names answer as the real ones do to anyone without access: nothing is disclosed.
      '/api/premium/templates/no-such-template',
      '/api/premium/templates/BAD%20SLUG/download?format=exe',
    ];
    const anonymous = t.client();
    const withoutCourse = await learner();
    const { client: buyer } = await member();
    for (const path of paths) {
      const signedOut = await anonymous.get(path);
      expect(signedOut.status, path).toBe(401);
      const refused = await withoutCourse.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body, path).toMatchObject({ coursePrice: expect.any(Number), courseTitle: expect.any(String) });
      for (const res of [signedOut, refused]) {
        expect(res.text).not.toContain(secretLine);
        expect(res.text).not.toContain('meet.example.com');
        expect(res.text).not.toContain(document.title);
      }
    }
    for (const path of paths.slice(0, 8)) expect((await buyer.get(path)).status, path).toBe(200);
    expect((await buyer.get('/api/premium/templates/no-such-template')).status).toBe(404);
    const bad = await buyer.get('/api/premium/templates/BAD%20SLUG/download?format=exe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/slug/);
  });

  it('closes when access ends (a refunded or revoked purchase)', async () => {
    const { client, id } = await member('revoked');
    expect((await client.get('/api/premium/templates')).status).toBe(200);
    await t.db.update(purchases).set({ status: 'revoked', revokedAt: t.clock.now() }).where(eq(purchases.userId, id));
    expect((await client.get('/api/premium/templates')).status).toBe(403);
  });
});

describe('templates', () => {
  it('lists at least 12, and reads one in full with how to use it and what the copy button copies', async () => {
    const { client } = await member();
    const list = await client.get('/api/premium/templates');
    expect(list.body.templates.length).toBeGreaterThanOrEqual(12);
    const one = await client.get(`/api/premium/templates/${sheet.slug}`);
    expect(one.body.template.howToUse.length).toBeGreaterThanOrEqual(2);
    // A sheet copies as tab-separated rows, which paste into a spreadsheet's cells.
    expect(one.body.template.copyText.split('\n')[0]).toBe(sheet.columns!.join('\t'));
  });

  it('downloads plain files: Markdown and text for documents, CSV (formula cells escaped) for sheets', async () => {
    const { client } = await member();
    const md = await client.get(`/api/premium/templates/${document.slug}/download?format=md`);
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(md.headers.get('content-disposition')).toBe(`attachment; filename="${document.slug}.md"`);
    expect(md.text).toContain(`# ${document.title}`);
    expect(md.text).toContain('## How to use it');
    expect(md.text).toContain(secretLine);
    const txt = await client.get(`/api/premium/templates/${document.slug}/download?format=txt`);
    expect(txt.headers.get('content-type')).toMatch(/^text\/plain/);
    const csv = await client.get(`/api/premium/templates/${sheet.slug}/download?format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(sheet.rows!.length + 1);
    expect(lines[0]).toBe(sheet.columns!.join(','));
    // A document has no .csv, and a sheet no .txt.
    expect((await client.get(`/api/premium/templates/${document.slug}/download?format=csv`)).status).toBe(404);
    expect((await client.get(`/api/premium/templates/${sheet.slug}/download?format=txt`)).status).toBe(404);
  });

  it('is found by site search for members only', async () => {
    const { client } = await member();
    const query = `/api/search?q=${encodeURIComponent(document.title)}`;
    const found = await client.get(query);
    expect(found.body.results.some((r: { href: string }) => r.href === `/premium/templates/${document.slug}`)).toBe(true);
    for (const other of [t.client(), await learner()]) {
      const res = await other.get(query);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('/premium/templates/');
    }
  });
});

describe('strategy calls', () => {
  it('an owner schedules, edits and lists calls (each audited); members see the join link; bad input names its field', async () => {
    const call = await schedule({ title: 'Finding clients on LinkedIn' });
    const { client } = await member();
    const listed = await client.get('/api/premium/calls');
    const mine = listed.body.upcoming.find((c: { id: string }) => c.id === call.id);
    expect(mine).toMatchObject({ joinUrl: 'https://meet.example.com/abc-defg-hij', durationMinutes: 60 });
    expect(mine.agenda).toEqual(['Your questions', 'Pricing a monthly retainer; live examples']);

    const edited = await ownerClient.request(`/api/admin/calls/${call.id}`, { method: 'PATCH', json: { durationMinutes: 90 } });
    expect(edited.status).toBe(200);
    expect(edited.body.call.durationMinutes).toBe(90);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, call.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['call.schedule', 'call.update']);

    const cases: [Record<string, unknown>, string][] = [
      [{ joinUrl: 'http://insecure.example.com' }, 'joinUrl'],
      [{ durationMinutes: 5 }, 'durationMinutes'],
      [{ startsAt: 'next tuesday' }, 'startsAt'],
      [{ title: '' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await ownerClient.post('/api/admin/calls', {
        title: 'x'.repeat(10),
        agenda: 'a',
        startsAt: new Date(Date.now() + DAY).toISOString(),
        durationMinutes: 60,
        joinUrl: 'https://meet.example.com/x',
        ...body,
      });
      expect(res.status, field).toBe(400);
      expect(res.body.field, field).toBe(field);
    }
    const past = await ownerClient.post('/api/admin/calls', {
      title: 'In the past',
      agenda: 'a',
      startsAt: new Date(t.clock.now().getTime() - HOUR).toISOString(),
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/x',
    });
    expect(past.status).toBe(400);
    expect(past.body.field).toBe('startsAt');
  });

  it('moves a call to past calls once it is over, with the notes and recording link the owner adds', async () => {
    const call = await schedule({ title: 'Notes after the call' });
    t.clock.advance(22 * HOUR);
    const notes = await ownerClient.request(`/api/admin/calls/${call.id}`, {
      method: 'PATCH',
      json: { notes: 'We priced three retainers.', recordingUrl: 'https://video.example.com/rec/1' },
    });
    expect(notes.status).toBe(200);
    const { client } = await member();
    const listed = await client.get('/api/premium/calls');
    expect(listed.body.upcoming.some((c: { id: string }) => c.id === call.id)).toBe(false);
    expect(listed.body.past.find((c: { id: string }) => c.id === call.id)).toMatchObject({
      notes: 'We priced three retainers.',
      recordingUrl: 'https://video.example.com/rec/1',
    });
    // Over: it can no longer be cancelled.
    expect((await ownerClient.post(`/api/admin/calls/${call.id}/cancel`)).status).toBe(409);
  });

  it('the calendar file is a valid single-event iCalendar file in UTC', async () => {
    const call = await schedule({ title: 'Q&A; pricing, offers \\ more', durationMinutes: 45 });
    const { client } = await member();
    const res = await client.get(`/api/premium/calls/${call.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="strategy-call-\d{4}-\d{2}-\d{2}\.ics"$/);
    const text = res.text;
    expect(text.endsWith('\r\n')).toBe(true);
    const physical = text.slice(0, -2).split('\r\n');
    // Every line ends with CRLF and is at most 75 octets (RFC 5545 §3.1).
    expect(physical.every((line) => Buffer.byteLength(line) <= 75 && !line.includes('\n'))).toBe(true);
    const lines = text.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    for (const required of ['VERSION:2.0', 'PRODID:', 'UID:', 'DTSTAMP:', 'DTSTART:', 'DTEND:', 'SUMMARY:']) {
      expect(
        lines.some((l) => l.startsWith(required)),
        required,
      ).toBe(true);
    }
    const start = new Date(call.startsAt);
    const compact = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(lines).toContain(`DTSTART:${compact(start)}`);
    expect(lines).toContain(`DTEND:${compact(new Date(start.getTime() + 45 * 60_000))}`);
    expect(lines).toContain('SUMMARY:Q&A\\; pricing\\, offers \\\\ more');
    expect(lines).toContain('STATUS:CONFIRMED');
  });
});

describe('reminders and cancellations', () => {
  it('queues one reminder per member a day before, however many processes run the job and however often', async () => {
    const far = await schedule({ title: 'Far away', startsAt: new Date(t.clock.now().getTime() + 3 * DAY).toISOString() });
    const soon = await schedule({ title: 'Tomorrow evening' });
    const a = await member('remindera');
    const b = await member('reminderb');
    const outsider = t.client();
    const { email: outsiderEmail } = await outsider.signUp({ username: 'outsider' });
    const run = () => sendCallReminders({ db: t.db, mailer: t.services.mailer, now: t.clock.now() });
    // Two processes at once, then a restart.
    await Promise.all([run(), run(), run()]);
    await run();
    for (const { email } of [a, b]) {
      const mail = await t.mail.to(email);
      const reminders = mail.filter((m) => m.subject.includes('Tomorrow evening'));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.text).toContain('https://meet.example.com/abc-defg-hij');
      expect(mail.some((m) => m.subject.includes('Far away'))).toBe(false);
    }
    expect((await t.mail.to(outsiderEmail)).some((m) => m.subject.includes('Tomorrow'))).toBe(false);
    const rows = await t.db.select().from(callReminders).where(eq(callReminders.callId, soon.id));
    expect(new Set(rows.map((r) => r.userId)).size).toBe(rows.length);
    expect((await t.db.select().from(callReminders).where(eq(callReminders.callId, far.id))).length).toBe(0);
  });

  it('a cancellation emails the members who had the reminder, once, and members see the call as cancelled', async () => {
    const call = await schedule({ title: 'To be cancelled' });
    const reminded = await member('reminded');
    await sendCallReminders({ db: t.db, mailer: t.services.mailer, now: t.clock.now() });
    const late = await member('late');
    const res = await ownerClient.post(`/api/admin/calls/${call.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.alreadyCancelled).toBe(false);
    const again = await ownerClient.post(`/api/admin/calls/${call.id}/cancel`);
    expect(again.body).toMatchObject({ alreadyCancelled: true, notified: 0 });

    const cancelled = (await t.mail.to(reminded.email)).filter((m) => m.subject === 'Cancelled: To be cancelled');
    expect(cancelled).toHaveLength(1);
    expect((await t.mail.to(late.email)).some((m) => m.subject.startsWith('Cancelled'))).toBe(false);
    const kinds = await t.db.select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.userId, reminded.id));
    expect(kinds.filter((k) => k.kind === 'call-cancelled')).toHaveLength(1);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'call.cancel'))).length).toBeGreaterThanOrEqual(1);

    // No reminder for a cancelled call, and members see it marked, with no join link offered by the page (status).
    await sendCallReminders({ db: t.db, mailer: t.services.mailer, now: t.clock.now() });
    expect((await t.mail.to(late.email)).some((m) => m.subject.includes('To be cancelled'))).toBe(false);
    const listed = await late.client.get('/api/premium/calls');
    expect(listed.body.upcoming.find((c: { id: string }) => c.id === call.id).status).toBe('cancelled');
    const ics = await late.client.get(`/api/premium/calls/${call.id}/calendar.ics`);
    expect(ics.text).toContain('STATUS:CANCELLED');
  });
});

describe("what's new", () => {
  it('lists content added or updated after the day access began, and nothing for someone who joined after it', async () => {
    const { client: early } = await member('early', new Date('2026-01-15T10:00:00Z'));
    const hub = await early.get('/api/premium');
    expect(hub.status).toBe(200);
    const items = hub.body.whatsNew.items as { href: string; kind: string; change: string }[];
    expect(items.some((i) => i.href === `/premium/templates/${document.slug}` && i.change === 'added')).toBe(true);
    expect(items.some((i) => i.kind === 'lesson')).toBe(true);

    const newest = [...ALL_TEMPLATES.map((x) => x.updated ?? x.added)].sort().at(-1)!;
    const { client: late } = await member('late', new Date(`${newest}T23:00:00Z`));
    expect((await late.get('/api/premium')).body.whatsNew.items.filter((i: { kind: string }) => i.kind === 'template')).toEqual([]);
  });
});

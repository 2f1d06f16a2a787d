import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { premiumLearner } from '../../test/members';
import { createTestApp, silentLogger, type TestApp } from '../../test/test-app';
import { callReminders, strategyCalls } from '../db/schema';
import { startCallReminders } from '../premium/call-reminder-job';

/**
 * TEST_CLOCK_FILE (issue 42, docs/decisions/032c-one-test-clock.md): the end-to-end server's one test clock. A
 * reminder due in two days goes out as soon as the file says two days have passed, queued at the real time so the
 * mail worker sends it at once; the clock everything else reads (sessions, links, what is written) stays put.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'test-clock-'));
  file = join(dir, 'test-clock-offset-ms');
  // As e2e/start-test-server.mjs starts the server: a production build that the end-to-end server alone may move.
  t = await createTestApp({ env: { TEST_CLOCK_FILE: file, E2E_TEST_SERVER: '1' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});
/** The file is read again at most every 250 ms (server/operations/clock.ts). */
const reread = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(async () => {
  rmSync(file, { force: true });
  t.clock.reset();
  await reread();
});

describe('the test clock', () => {
  it('moves what the reminder job finds due, and queues the reminder at the real time', async () => {
    const member = await premiumLearner(t, 'clocked');
    const [call] = await t.db
      .insert(strategyCalls)
      .values({
        title: 'Retainers in two days',
        agenda: 'Pricing',
        startsAt: new Date(t.clock.now().getTime() + 2 * DAY + 12 * HOUR),
        durationMinutes: 60,
        joinUrl: 'https://meet.example.com/abc-defg-hij',
      })
      .returning();
    // As the background work runs it (server/operations/background-work.ts), on the services' two clocks.
    const job = startCallReminders({
      db: t.db,
      mailer: t.services.mailer,
      now: t.services.now,
      dueBy: t.services.dueBy,
      logger: silentLogger,
    });
    try {
      expect(await job.runDue()).toBe(0);
      expect((await t.mail.to(member.email)).some((m) => m.subject.includes('Retainers in two days'))).toBe(false);

      writeFileSync(file, String(2 * DAY));
      await reread();
      expect(await job.runDue()).toBe(1);
      const reminders = (await t.mail.to(member.email)).filter((m) => m.subject.includes('Retainers in two days'));
      expect(reminders).toHaveLength(1);
      const [row] = await t.db.select().from(callReminders).where(eq(callReminders.callId, call!.id));
      expect(Math.abs(row!.queuedAt.getTime() - t.clock.now().getTime())).toBeLessThan(60_000);
    } finally {
      await job.stop();
    }
  });

  it('adds the file to the services clock for background jobs only: services.now keeps its time', async () => {
    t.clock.advance(5 * HOUR);
    expect(Math.abs(t.services.dueBy().getTime() - t.services.now().getTime())).toBeLessThan(1_000);
    writeFileSync(file, String(3 * DAY));
    await reread();
    expect(t.services.dueBy().getTime() - t.services.now().getTime()).toBeGreaterThan(3 * DAY - 1_000);
    expect(Math.abs(t.services.now().getTime() - (Date.now() + 5 * HOUR))).toBeLessThan(1_000);
    rmSync(file);
    await reread();
    expect(Math.abs(t.services.dueBy().getTime() - t.services.now().getTime())).toBeLessThan(1_000);
  });
});

/**
 * The exchange rate of the content's amounts, kept by the owner (issue 41 item 18,
 * docs/decisions/031g-owner-figures-and-exchange-rate.md), on PGlite and PostgreSQL: what is in force and from
 * when, a refresh by hand (validated, audited, stored), the pages' conversion and the studio's panel using it
 * at once, and the owner's alone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { studioAmounts } from '../content-studio/studio-amounts';
import { auditLog, exchangeRates, users } from '../db/schema';
import { getHelpQuestions } from '../help/help-questions';
import { fileRates, installContentRates } from './content-rates';
import { localizeAmounts } from './localize-amounts';

let t: TestApp;
let owner: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  const { user } = await owner.signUp({ username: 'owner' });
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
});
afterAll(async () => {
  await t?.db.delete(exchangeRates);
  installContentRates(fileRates());
  await t?.close();
});

const put = (body: unknown) => owner.request('/api/admin/exchange-rates', { method: 'PUT', json: body });
const REFRESHED = { GBP: 0.5, EUR: 0.9, date: '2026-11-27', source: 'Bank of England' };

describe('the exchange rate of the content’s amounts', () => {
  it('is the release’s rate, with its day, until the owner sets one', async () => {
    const res = await owner.get('/api/admin/exchange-rates');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: '2025-02-28', setByOwner: false });
    expect(res.body.perDollar.GBP).toBeCloseTo(0.82608 / 1.0411, 6);
    const { amounts, rate } = await studioAmounts({ db: t.db, item: { title: 'Costs', body: 'Tools cost $100/month at most.' } });
    expect(rate.date).toBe('2025-02-28');
    expect(amounts).toEqual([{ written: '$100/month', converted: { GBP: '£79/month', EUR: '€96/month' } }]);
  });

  it('refuses a rate that is not a positive number, a day after today or no source, naming the field', async () => {
    t.clock.offsetMs = Date.parse('2026-11-28T12:00:00Z') - Date.now();
    for (const [body, field] of [
      [{ ...REFRESHED, GBP: -1 }, 'GBP'],
      [{ ...REFRESHED, EUR: 'lots' }, 'EUR'],
      [{ ...REFRESHED, date: '2026-11-29' }, 'date'],
      [{ ...REFRESHED, source: ' ' }, 'source'],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await t.db.select().from(exchangeRates)).toEqual([]);
  });

  it('takes a refreshed rate from the owner, audited, and converts pages and the studio with it at once', async () => {
    t.clock.offsetMs = Date.parse('2026-11-28T12:00:00Z') - Date.now();
    const res = await put(REFRESHED);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ perDollar: { GBP: 0.5, EUR: 0.9 }, date: '2026-11-27', source: 'Bank of England', setByOwner: true });
    expect((await owner.get('/api/admin/exchange-rates')).body).toEqual(res.body);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'exchange-rates.update'));
    expect(audit?.details).toEqual(REFRESHED);

    expect(localizeAmounts('A tool at $100 a month', { currency: 'GBP' })).toBe('A tool at £50 a month');
    expect(localizeAmounts('A tool at $100 a month', { currency: 'EUR' })).toBe('A tool at €90 a month');
    const help = JSON.stringify(getHelpQuestions({ currency: 'GBP' }));
    expect(help).toContain('£500');
    const { amounts, rate } = await studioAmounts({ db: t.db, item: { body: 'From $1,000 - $2,000/month' } });
    expect(rate).toEqual({ GBP: 0.5, EUR: 0.9, date: '2026-11-27', source: 'Bank of England' });
    expect(amounts[0]).toEqual({ written: '$1,000 - $2,000/month', converted: { GBP: '£500 - £1,000/month', EUR: '€900 - €1,800/month' } });
  });

  it('is the owner’s alone', async () => {
    const learner = t.client();
    await learner.signUp();
    expect((await learner.get('/api/admin/exchange-rates')).status).toBe(404);
    expect((await learner.request('/api/admin/exchange-rates', { method: 'PUT', json: REFRESHED })).status).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog, salesSettings } from '../db/schema';
import { loadSalesSettings } from './sales-settings';

// Issue 44: the dunning grace days, an owner's sales setting (1-60, 7 until set): GET/PUT /api/admin/billing-settings.

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(t, { owner: true });
});
afterAll(() => t?.close());

const put = (json: unknown) => owner.client.request('/api/admin/billing-settings', { method: 'PUT', json });

describe('the dunning grace days', () => {
  it('are 7 until the owner sets them; a change is kept, audited, and leaves the seller alone', async () => {
    expect((await owner.client.get('/api/admin/billing-settings')).body).toEqual({ dunningGraceDays: 7 });
    expect((await loadSalesSettings({ db: t.db })).dunningGraceDays).toBe(7);

    const saved = await put({ dunningGraceDays: 14 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ dunningGraceDays: 14 });
    expect((await owner.client.get('/api/admin/billing-settings')).body).toEqual({ dunningGraceDays: 14 });
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'billing_settings.update'));
    expect(audited).toMatchObject({ actorId: owner.id, targetType: 'settings', details: { dunningGraceDays: 14 } });

    // Setting the seller afterwards keeps the grace days, and the grace days keep the seller.
    const seller = await owner.client.request('/api/admin/seller', {
      method: 'PUT',
      json: { name: 'Academy Ltd', address: '1 High Street, London', country: 'GB', taxInclusive: false },
    });
    expect(seller.status, seller.text).toBe(200);
    expect((await put({ dunningGraceDays: 60 })).status).toBe(200);
    const settings = await loadSalesSettings({ db: t.db });
    expect(settings).toMatchObject({ dunningGraceDays: 60, taxInclusive: false, seller: { name: 'Academy Ltd' } });
    expect(await t.db.select({ days: salesSettings.dunningGraceDays }).from(salesSettings)).toEqual([{ days: 60 }]);
  });

  it('refuses anything but a whole number of days from 1 to 60, naming the field; the owner’s only', async () => {
    for (const body of [{ dunningGraceDays: 0 }, { dunningGraceDays: 61 }, { dunningGraceDays: 2.5 }, { dunningGraceDays: '7' }, {}]) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe('dunningGraceDays');
    }
    const extra = await put({ dunningGraceDays: 7, retries: 5 });
    expect(extra.status).toBe(400);
    expect((await loadSalesSettings({ db: t.db })).dunningGraceDays).toBe(60);
    const learner = await insertMember(t);
    expect((await learner.client.request('/api/admin/billing-settings', { method: 'PUT', json: { dunningGraceDays: 3 } })).status).toBe(
      404,
    );
    expect((await learner.client.get('/api/admin/billing-settings')).status).toBe(404);
  });
});

/**
 * Cached answers follow the database (issue 27): /api/courses and the cached pages were kept for the life of
 * the process, so a price changed in the database (by another process, the owner, an operator's SQL) was
 * not seen until a restart while the course page and checkout read the new one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger, type TestApp } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { listCourses } from '../courses/list-courses';
import { coursesIn } from '../money/course-prices';
import { watchChanges, type ChangeWatcher } from './watch-changes';
import type { PageHandler } from '../app';

const postgres = testDbKind() === 'postgres';

/** A stand-in for React Router whose /courses page shows the prices as the database has them when it renders. */
const pages: PageHandler = async (_request, context) => {
  // Priced as the real pages price them: from the price list (each course's selling offer, issue 43).
  const courses = await coursesIn({ db: context.services.db, wanted: 'GBP' }, await listCourses({ db: context.services.db }));
  const prices = courses.map((course) => `${course.id}=${course.price}`).join(' ');
  return new Response(`<!doctype html><title>Courses</title><p>${prices}</p>`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

let t: TestApp;
let watcher: ChangeWatcher;
beforeAll(async () => {
  t = await createTestApp({ pages });
  // Notifications alone, on both databases: a poll a minute would come too late for these tests (the embedded
  // database notifies its own process; it polled every 30 s before, so an owner's change took that long to show).
  watcher = watchChanges({ database: t.services.database, changes: t.services.changes, logger: silentLogger, pollMs: 60_000 });
  await watcher.check();
});
afterAll(async () => {
  await watcher?.stop();
  await t?.close();
});

async function apiPrice(): Promise<number> {
  const res = await t.client().get('/api/courses/premium-course');
  return (res.body as { price: number }).price;
}

async function pagePrice(): Promise<{ price: number; cache: string | null }> {
  const res = await t.app.request('/courses');
  return { price: Number(/premium-course=(\d+)/.exec(await res.text())?.[1]), cache: res.headers.get('x-page-cache') };
}

// The premium course's price is its offer's (issue 43).
const setPrice = (price: number) =>
  t.db.execute(sql`update offer_prices set amount = ${price} where offer_id = 'premium' and currency = 'GBP'`);

describe('cached answers after a change in the database', () => {
  it('answers the new price on /api/courses and the cached course list once the price changed', async () => {
    const before = await apiPrice();
    await pagePrice();
    expect(await pagePrice()).toEqual({ price: before, cache: 'HIT' });

    await setPrice(before + 500);
    await expect.poll(apiPrice, { timeout: 5_000 }).toBe(before + 500);
    await expect.poll(async () => (await pagePrice()).price, { timeout: 5_000 }).toBe(before + 500);
  });

  it.runIf(postgres)('catches up on a change made while its listening connection was down', async () => {
    const before = await apiPrice();
    // The listening connection is cut (a restart, a failover); the change is made before it is back, so
    // its notification is never heard; the versions read on reconnecting tell.
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN site_changes'`);
    await setPrice(before + 100);
    await expect.poll(apiPrice, { timeout: 10_000 }).toBe(before + 100);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { loadBalance } from '../coaching/coaching-balance';
import { openDatabase } from '../db/client';
import { seedOffers } from '../offers/seed-offers';
import { restoreBackup } from '../operations/restore-backup';
import { applyMigrationsInSession, listMigrations } from '../operations/schema-migrations';
import { inTransaction } from '../operations/sql-session';
import { writeBackupFile } from '../operations/write-backup';
import { loadLearnerAccess } from './learner-access';

// Issue 43: the catalogue's migration turns every premium purchase, grant and free enrolment into entitlements.
// A backup taken before it is restored and migrated; each learner then opens exactly what they could before.

const SLOW = 120_000;
const FREE = 'free-course';
const PREMIUM = 'premium-course';
const now = new Date('2026-11-20T12:00:00Z');

let scratch: string;
let old: TestDatabase;
let target: TestDatabase;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'entitlements-migration-'));
});
afterAll(async () => {
  await old?.drop();
  await target?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The learners of the old database: what they had, said the old way (a purchase's status, a started lesson). */
const LEARNERS = [
  { name: 'paid', purchase: 'paid', premium: true },
  { name: 'granted', purchase: 'granted', premium: true },
  { name: 'refunded', purchase: 'refunded', premium: false },
  { name: 'revoked', purchase: 'revoked', premium: false },
  { name: 'disputed', purchase: 'disputed', premium: false },
  { name: 'started', purchase: null, premium: false, startedFree: true },
  { name: 'visitor', purchase: null, premium: false },
] as const;

describe('the catalogue migration', { timeout: SLOW }, () => {
  it('gives every learner of a backup taken before it exactly the access they had', async () => {
    const migrations = listMigrations();
    const before = migrations.findIndex((m) => m.tag.startsWith('0049_'));
    expect(before).toBeGreaterThan(0);
    old = await createTestDatabase();
    target = await createTestDatabase();
    const database = await openDatabase({ databaseUrl: old.databaseUrl, dataDir: old.dataDir });
    const file = join(scratch, 'before-catalogue.gz');
    try {
      await inTransaction(database, 'write', async (s) => {
        await applyMigrationsInSession(s, migrations, migrations[before - 1]!.tag);
        await s.query(
          `insert into courses (id, title, description, duration, level, modules, price, currency, is_premium) values
            ('${FREE}', 'Starter', 'd', '1 h', 'Beginner', '[]', 499, 'GBP', false),
            ('${PREMIUM}', 'Premium', 'd', '5 h', 'Intermediate', '[]', 999, 'GBP', true)`,
        );
        for (const learner of LEARNERS) {
          const [user] = await s.query<{ id: string }>(
            `insert into users (username, email, password_hash, created_at) values ('${learner.name}', '${learner.name}@example.com', 'x', '2026-10-01') returning id`,
          );
          if (learner.purchase) {
            const granted = ['granted', 'revoked'].includes(learner.purchase);
            await s.query(
              `insert into purchases (user_id, course_id, payment_intent_id, amount, currency, status, grant_reason, created_at, updated_at)
               values ('${user!.id}', '${PREMIUM}', ${granted ? 'null' : `'pi_${learner.name}'`}, ${granted ? 0 : 999}, 'GBP',
                 '${learner.purchase}', ${granted ? "'a gift'" : 'null'}, '2026-11-10', '2026-11-12')`,
            );
          }
          if ('startedFree' in learner) {
            await s.query(
              `insert into lesson_progress (user_id, course_id, lesson_key, started_at) values ('${user!.id}', '${FREE}', 'ai-tools-introduction', '2026-11-01')`,
            );
          }
        }
        // A thread of the community, filed under the premium course before the community was a product of its own.
        const [author] = await s.query<{ id: string }>(`select id from users where username = 'paid'`);
        await s.query(
          `insert into comments (course_id, lesson_key, author_id, body) values ('${PREMIUM}', 'community:mastermind', '${author!.id}', 'hello')`,
        );
      });
      await writeBackupFile({ database, file, now: () => now });
    } finally {
      await database.close();
    }

    await restoreBackup({
      file,
      force: false,
      openDatabase: () => openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir }),
    });
    const restored = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      // As the site does at start-up, once the courses exist: the first offers get their grants.
      await seedOffers({ db: restored.db, now });
      const users = await inTransaction(restored, 'snapshot', (s) =>
        s.query<{ id: string; username: string }>(`select id, username from users`),
      );
      for (const learner of LEARNERS) {
        const userId = users.find((u) => u.username === learner.name)!.id;
        const access = await loadLearnerAccess({ db: restored.db, userId, now });
        expect(access, learner.name).toEqual({
          courseIds: learner.premium ? expect.arrayContaining([FREE, PREMIUM]) : [FREE],
          memberArea: learner.premium,
          community: learner.premium,
          coaching: learner.premium,
        });
        if (learner.premium) expect(access.courseIds).toHaveLength(2);
        // The purchase's one coaching session, bookable for 90 days from the purchase, as before.
        const balance = await loadBalance({ db: restored.db, userId, bookingWindowDays: 90, now });
        expect(balance.available, learner.name).toBe(learner.premium ? 1 : 0);
      }
      await inTransaction(restored, 'snapshot', async (s) => {
        // Every purchase names the offer it bought; the ended ones keep their history, ended when they ended.
        expect(await s.query(`select distinct offer_id from purchases`)).toEqual([{ offer_id: 'premium' }]);
        const ended = await s.query<{ ended_reason: string; n: string | number }>(
          `select ended_reason, count(*) as n from entitlements where ends_at is not null group by 1 order by 1`,
        );
        expect(ended.map((r) => [r.ended_reason, Number(r.n)])).toEqual([
          ['disputed', 4],
          ['refunded', 4],
          ['revoked', 4],
        ]);
        // The learner who had started the free course is enrolled in it from their first lesson.
        const enrolled = await s.query<{ username: string; starts_at: Date }>(
          `select u.username, e.starts_at from entitlements e join users u on u.id = e.user_id where e.source = 'free_enrolment'`,
        );
        expect(enrolled.map((r) => [r.username, new Date(r.starts_at).toISOString()])).toEqual([['started', '2026-11-01T00:00:00.000Z']]);
        expect(await s.query(`select course_id from comments where lesson_key = 'community:mastermind'`)).toEqual([{ course_id: null }]);
      });
    } finally {
      await restored.close();
    }
  });
});

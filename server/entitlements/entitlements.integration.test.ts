import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { grantPremium, insertMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { entitlements, offerGrants, offers, purchases } from '../db/schema';

// Issue 43: what an offer grants is what its buyer may use, and ending one purchase ends only what it gave.

const PREMIUM_LESSON = ALL_LESSONS.find((l) => l.courseId === 'premium-course')!;
const lessonUrl = `/api/lessons/${PREMIUM_LESSON.courseId}/${PREMIUM_LESSON.module}/${PREMIUM_LESSON.order}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // An offer of the owner's: the premium course and the community, without the member area.
  await t.db.insert(offers).values({
    id: 'course-and-community',
    slug: 'course-and-community',
    title: 'Course and community',
    priceType: 'one_time',
    status: 'published',
    position: 5,
  });
  await t.db.insert(offerGrants).values([
    { offerId: 'course-and-community', position: 0, type: 'course', courseId: 'premium-course' },
    { offerId: 'course-and-community', position: 1, type: 'community' },
  ]);
});
afterAll(() => t?.close());

async function buyOffer(userId: string, offerId: string) {
  const [row] = await t.db
    .insert(purchases)
    .values({
      userId,
      courseId: 'premium-course',
      offerId,
      paymentIntentId: `pi_${offerId}_${userId}`,
      amount: 500,
      currency: 'GBP',
      status: 'paid',
    })
    .returning({ id: purchases.id });
  return row!.id;
}

describe('entitlements', () => {
  it("give a buyer exactly the offer's grants: its course and community, not the member area", async () => {
    const learner = await insertMember(t);
    await buyOffer(learner.id, 'course-and-community');
    const me = (await learner.client.get('/api/auth/me')).body;
    expect(me.user.hasPremiumAccess).toBe(false);
    expect((await learner.client.get(lessonUrl)).status).toBe(200);
    expect((await learner.client.get('/api/community/threads')).status).toBe(200);
    expect((await learner.client.get('/api/premium')).status).toBe(403);
  });

  it('end with the purchase that gave them, and only those', async () => {
    const learner = await insertMember(t);
    const bought = await buyOffer(learner.id, 'course-and-community');
    await grantPremium(t.db, learner.id);
    expect((await learner.client.get('/api/premium')).status).toBe(200);

    // The owner takes the grant back: the member area closes; the course and community bought stay.
    await t.db
      .update(purchases)
      .set({ status: 'revoked', revokedAt: t.services.now(), revokeReason: 'test', updatedAt: t.services.now() })
      .where(and(eq(purchases.userId, learner.id), eq(purchases.status, 'granted')));
    expect((await learner.client.get('/api/premium')).status).toBe(403);
    expect((await learner.client.get(lessonUrl)).status).toBe(200);
    expect((await learner.client.get('/api/community/threads')).status).toBe(200);

    // A refund of the purchase ends the rest; the rows stay as history, each with why it ended.
    await t.db
      .update(purchases)
      .set({ status: 'refunded', refundedAt: t.services.now(), updatedAt: t.services.now() })
      .where(eq(purchases.id, bought));
    expect((await learner.client.get(lessonUrl)).status).toBe(403);
    expect((await learner.client.get('/api/community/threads')).status).toBe(403);
    const rows = await t.db
      .select({ kind: entitlements.kind, endedReason: entitlements.endedReason })
      .from(entitlements)
      .where(eq(entitlements.userId, learner.id));
    expect(rows.map((r) => `${r.kind}:${r.endedReason}`).sort()).toEqual(
      ['coaching:revoked', 'community:refunded', 'community:revoked', 'course:refunded', 'course:revoked', 'member_area:revoked'].sort(),
    );
  });

  it('enrols a learner in an open course once, however many first steps arrive at once', async () => {
    const learner = await insertMember(t);
    const free = ALL_LESSONS.find((l) => l.courseId === 'free-course')!;
    const steps = await Promise.all(
      Array.from({ length: 6 }, () =>
        learner.client.post(`/api/lessons/free-course/${free.module}/${free.order}/progress`, { type: 'continue', section: 0 }),
      ),
    );
    for (const step of steps) expect(step.status).toBeLessThan(500);
    const rows = await t.db
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, learner.id), eq(entitlements.source, 'free_enrolment')));
    expect(rows.map((r) => r.courseId)).toEqual(['free-course']);
  });

  it('a disputed purchase is suspended and a won dispute gives back exactly what it ended', async () => {
    const learner = await insertMember(t);
    const bought = await buyOffer(learner.id, 'course-and-community');
    await t.db.update(purchases).set({ status: 'disputed', updatedAt: t.services.now() }).where(eq(purchases.id, bought));
    expect((await learner.client.get(lessonUrl)).status).toBe(403);
    await t.db.update(purchases).set({ status: 'paid', updatedAt: t.services.now() }).where(eq(purchases.id, bought));
    expect((await learner.client.get(lessonUrl)).status).toBe(200);
    expect((await learner.client.get('/api/community/threads')).status).toBe(200);
  });
});

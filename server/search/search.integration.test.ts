import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { purchases, users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { ALL_LESSONS } from '../../content/lessons/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// A distinctive phrase of premium lesson body text (not its title, description or section titles).
const premiumLesson = ALL_LESSONS.find((l) => l.courseId === 'premium-course')!;
const premiumWord = premiumLesson.moneyMakingTip.split(/\W+/).filter((w) => w.length >= 9)[0]!;

describe('GET /api/search', () => {
  it('validates q, type, tier and limit with messages naming the field', async () => {
    const client = t.client();
    for (const [query, field] of [
      ['', 'q'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=ai&type=bogus', 'type'],
      ['q=ai&tier=gold', 'tier'],
      ['q=ai&limit=0', 'limit'],
    ] as const) {
      const res = await client.get(`/api/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(new RegExp(field));
    }
  });

  it('finds content by a misspelled word, ranks titles first and highlights matches', async () => {
    const res = await t.client().get('/api/search?q=automaton');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    const first = res.body.results[0];
    expect(first.title.some((p: { match: boolean; text: string }) => p.match && /automation/i.test(p.text))).toBe(true);
    expect(res.body.counts.all).toBe(res.body.total);
  });

  it('filters by type and tier, with counts of the whole result set', async () => {
    const all = await t.client().get('/api/search?q=chatgpt');
    const articles = await t.client().get('/api/search?q=chatgpt&type=article');
    expect(articles.body.results.every((r: { type: string }) => r.type === 'article')).toBe(true);
    expect(articles.body.total).toBe(all.body.counts.article);
    const free = await t.client().get('/api/search?q=chatgpt&tier=free');
    expect(free.body.results.every((r: { tier: string }) => r.tier === 'free')).toBe(true);
  });

  it('matches premium lesson body text only for readers with premium access', async () => {
    const visitor = await t.client().get(`/api/search?q=${encodeURIComponent(premiumWord)}&type=lesson`);
    const ids = (r: { results: { id: string }[] }) => r.results.map((x) => x.id);
    expect(ids(visitor.body)).not.toContain(`lesson:${premiumLesson.id}`);
    expect(JSON.stringify(visitor.body)).not.toContain(premiumLesson.moneyMakingTip.slice(0, 60));

    const member = t.client();
    const signup = await member.post('/api/auth/signup', { username: 'searcher', email: 'searcher@example.com', password: 'a long search passphrase' });
    expect(signup.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'searcher@example.com'));
    await t.db.insert(purchases).values({ userId: user!.id, courseId: 'premium-course', paymentIntentId: 'pi_search_test', amount: 999, currency: 'GBP', status: 'paid' });
    const premium = await member.get(`/api/search?q=${encodeURIComponent(premiumWord)}&type=lesson`);
    expect(ids(premium.body)).toContain(`lesson:${premiumLesson.id}`);
  });
});

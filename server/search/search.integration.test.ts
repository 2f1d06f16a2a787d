import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as searchPageLoader } from '../../app/routes/search';
import { loadIdeas } from '../../content/ideas/load-ideas';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app';
import { createApp, type RequestContext } from '../app';
import { offerGrants, offers, purchases, users } from '../db/schema';
import { createSearchRateLimiter, DEFAULT_SEARCH_LIMIT, scaleSearchLimit } from './search-rate-limit';
import type { Services } from '../services';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// A distinctive phrase of premium lesson body text (not its title, description or section titles).
const premiumLesson = ALL_LESSONS.find((l) => l.courseId === 'premium-course')!;
const premiumWord = premiumLesson.moneyMakingTip.split(/\W+/).filter((w) => w.length >= 9)[0]!;

type Result = { id: string; type: string; tier: string; href: string; title: { text: string }[]; snippet: { text: string }[] };
const ids = (body: { results: Result[] }) => body.results.map((r) => r.id);
const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

let premiumMember: TestClient;
beforeAll(async () => {
  premiumMember = t.client();
  const { user } = await premiumMember.signUp({ username: 'idea_member' });
  await t.db.insert(purchases).values({
    userId: user.id,
    courseId: 'premium-course',
    paymentIntentId: 'pi_search_ideas',
    amount: 999,
    currency: 'GBP',
    status: 'paid',
  });
});

describe('GET /api/search', () => {
  it('validates q, type, tier and limit with messages naming the field', async () => {
    const client = t.client();
    for (const [query, field] of [
      ['', 'q'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=ai&type=bogus', 'type'],
      ['q=ai&tier=gold', 'tier'],
      ['q=ai&limit=0', 'limit'],
      ['q=ai&limit=51', 'limit'],
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

  it('finds with two neighbouring letters swapped what the right spelling finds, from four letters (issue 26 §20)', async () => {
    for (const [right, swapped] of [
      ['pricing', 'pircing'],
      ['prompt', 'rpompt'],
      ['email', 'emial'],
      ['idea', 'idae'],
    ] as const) {
      const expected = await t.client().get(`/api/search?q=${right}&limit=50`);
      expect(expected.body.total, right).toBeGreaterThan(0);
      const res = await t.client().get(`/api/search?q=${swapped}&limit=50`);
      expect(res.status).toBe(200);
      expect(ids(res.body), swapped).toEqual(expect.arrayContaining(ids(expected.body).slice(0, 10)));
    }
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
    const signup = await member.post('/api/auth/signup', {
      username: 'searcher',
      email: 'searcher@example.com',
      password: 'a long search passphrase',
    });
    expect(signup.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'searcher@example.com'));
    await t.db.insert(purchases).values({
      userId: user!.id,
      courseId: 'premium-course',
      paymentIntentId: 'pi_search_test',
      amount: 999,
      currency: 'GBP',
      status: 'paid',
    });
    const premium = await member.get(`/api/search?q=${encodeURIComponent(premiumWord)}&type=lesson`);
    expect(ids(premium.body)).toContain(`lesson:${premiumLesson.id}`);
  });

  it("matches a sold course's lesson text only for readers who may open that course, not for every member (issue 43)", async () => {
    // An offer of the member area alone: its buyer is a member, yet may not open the premium course.
    await t.db
      .insert(offers)
      .values({ id: 'area-only', slug: 'area-only', title: 'Member area only', priceType: 'one_time', status: 'published' });
    await t.db.insert(offerGrants).values({ offerId: 'area-only', position: 0, type: 'member_area' });
    const member = t.client();
    const { user } = await member.signUp({ username: 'area_only_member' });
    await t.db.insert(purchases).values({
      userId: user.id,
      offerId: 'area-only',
      paymentIntentId: 'pi_area_only',
      amount: 500,
      currency: 'GBP',
      status: 'paid',
    });
    expect((await member.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(true);
    const found = await member.get(`/api/search?q=${encodeURIComponent(premiumWord)}&type=lesson`);
    expect(ids(found.body)).not.toContain(`lesson:${premiumLesson.id}`);
    expect(JSON.stringify(found.body)).not.toContain(premiumLesson.moneyMakingTip.slice(0, 60));
  });
});

describe('business ideas in search', () => {
  it.each(['receptionist', 'chatbot', 'podcast', 'bookkeeping'])('finds the idea about %s, for everyone', async (word) => {
    const res = await t.client().get(`/api/search?q=${word}&type=idea`);
    expect(res.status).toBe(200);
    expect(res.body.counts.idea).toBeGreaterThan(0);
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((r: Result) => r.type === 'idea' && r.href.startsWith('/business-ideas'))).toBe(true);
    expect(plain(res.body.results[0].title).toLowerCase()).toContain(word);
  });

  it('links a free idea to its guide page', async () => {
    const res = await t.client().get('/api/search?q=chatbot&type=idea');
    const idea = res.body.results.find((r: Result) => r.id === 'idea:website-chatbot-setup');
    expect(idea).toMatchObject({ tier: 'free', href: '/business-ideas/website-chatbot-setup' });
  });

  it("indexes a premium idea's description only for readers with premium access; everyone else finds its locked card", async () => {
    const idea = loadIdeas().find((i) => i.id === 'ai-voice-receptionist')!;
    expect(idea.isPremium).toBe(true);
    const word = idea.description.split(/[^A-Za-z]+/).find((w) => w.length >= 9 && !idea.title.toLowerCase().includes(w.toLowerCase()))!;

    const visitor = await t.client().get(`/api/search?q=${encodeURIComponent(word)}&type=idea`);
    expect(ids(visitor.body)).not.toContain(`idea:${idea.id}`);
    const locked = await t.client().get('/api/search?q=receptionist&type=idea');
    const card = locked.body.results.find((r: Result) => r.id === `idea:${idea.id}`);
    expect(card).toMatchObject({ tier: 'premium', href: `/business-ideas?tab=premium#idea-${idea.id}-title` });
    for (const body of [visitor.body, locked.body]) {
      expect(JSON.stringify(body)).not.toContain(idea.description.slice(0, 50));
      expect(JSON.stringify(body)).not.toContain(idea.requiredTools.join(', '));
    }

    const member = await premiumMember.get(`/api/search?q=${encodeURIComponent(word)}&type=idea`);
    const found = member.body.results.find((r: Result) => r.id === `idea:${idea.id}`);
    expect(found).toMatchObject({ tier: 'premium', href: `/business-ideas/${idea.id}` });
  });
});

describe('search snippets', () => {
  it('show what a reader sees: no screen-reader-only link hints, entities decoded', async () => {
    // "[ChatGPT](https://openai.com/chatgpt/) has the broadest feature set", an external link in an article.
    const res = await t.client().get('/api/search?q=broadest&type=article');
    expect(res.body.results.length).toBeGreaterThan(0);
    const snippets = res.body.results.map((r: Result) => plain(r.snippet));
    expect(snippets.join(' ')).toMatch(/ChatGPT has the broadest feature set/);
    for (const snippet of snippets) {
      expect(snippet).not.toMatch(/opens in a new tab/);
      expect(snippet).not.toMatch(/&(?:amp|lt|gt|quot|#\d+);/);
    }
  });
});

describe('what one search may cost', () => {
  it('searches the first eight words of a query and ignores the rest', async () => {
    const eight = 'qqa qqb qqc qqd qqe qqf qqg qqh';
    expect((await t.client().get(`/api/search?q=${encodeURIComponent(`${eight} chatgpt`)}`)).body.total).toBe(0);
    expect((await t.client().get(`/api/search?q=${encodeURIComponent(`chatgpt ${eight}`)}`)).body.total).toBeGreaterThan(0);
  });

  it('answers dozens of two-letter words with at most 50 results', async () => {
    const q = 'zq th co re st pr ma in de ch bu se pl cl wo ap fo ai an to at be ca di em fi ge ha la li lo mo ne of pa po sa sh so sp';
    const res = await t.client().get(`/api/search?q=${encodeURIComponent(q)}&limit=50`);
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeLessThanOrEqual(50);
  });
});

describe('search rate limit per client address', () => {
  // The app over the same database with a stopped clock, so the budget does not refill while the test runs.
  let at = Date.UTC(2026, 0, 1);
  let services: Services;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    services = { ...t.services, now: () => new Date(at), searchLimiter: createSearchRateLimiter({ db: t.db }) };
    app = createApp(services);
  });
  const apiClient = (ip: string) => new TestClient(app, ip, 'http://localhost');
  const searchPage = (clientIp: string) => {
    const context: RequestContext = {
      services,
      user: null,
      sessionToken: undefined,
      flash: null,
      theme: 'system',
      currency: 'GBP',
      clientIp,
      cspNonce: undefined,
      log: services.logger,
    };
    return searchPageLoader({ request: new Request('http://localhost/search?q=pricing'), context, params: {} } as never);
  };

  it('answers 429 with Retry-After once an address has used its burst, on the API and the /search page alike', async () => {
    const ip = '203.0.113.40';
    const client = apiClient(ip);
    for (let i = 0; i < DEFAULT_SEARCH_LIMIT.burst - 1; i++) expect((await client.get('/api/search?q=pricing')).status).toBe(200);
    // The page's loader draws on the same budget: the last search of the burst, then a refusal.
    expect(await searchPage(ip)).toMatchObject({ response: { total: expect.any(Number) }, error: null });
    const refusedPage = (await searchPage(ip)) as unknown as { data: { error: string; response: null }; init: ResponseInit };
    expect(refusedPage.init.status).toBe(429);
    expect(new Headers(refusedPage.init.headers).get('retry-after')).toBe('1');
    expect(refusedPage.data).toMatchObject({ response: null, error: expect.stringMatching(/Too many searches.*1 second/) });

    const refused = await client.get('/api/search?q=pricing');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual({ message: expect.stringMatching(/^Too many searches/) });

    // Other addresses are not affected; the address itself may search again after the wait, at the steady rate.
    expect((await apiClient('203.0.113.41').get('/api/search?q=pricing')).status).toBe(200);
    expect(await searchPage('203.0.113.42')).toMatchObject({ error: null });
    at += 1000;
    expect((await client.get('/api/search?q=pricing')).status).toBe(200);
    expect((await client.get('/api/search?q=pricing')).status).toBe(200);
    expect((await client.get('/api/search?q=pricing')).status).toBe(429);
  });
  it('gives an address one budget whichever process answers it (issue 27: one budget per process before)', async () => {
    // Two limiters over one database are what two server processes hold.
    const [first, second] = [createSearchRateLimiter({ db: t.db }), createSearchRateLimiter({ db: t.db })];
    const now = new Date(at);
    for (let i = 0; i < DEFAULT_SEARCH_LIMIT.burst; i++) {
      expect(await (i % 2 ? second : first).hit('198.51.100.70', now)).toEqual({ allowed: true });
    }
    expect(await first.hit('198.51.100.70', now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await second.hit('198.51.100.70', now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('allows a burst, then the steady rate; a refused search takes nothing; a pause refills the burst, never beyond it', async () => {
    const limiter = createSearchRateLimiter({ db: t.db, limit: { burst: 3, perSecond: 0.5 } });
    const after = (ms: number) => new Date(Date.UTC(2026, 5, 1) + ms);
    for (let i = 0; i < 3; i++) expect(await limiter.hit('198.51.100.1', after(0))).toEqual({ allowed: true });
    expect(await limiter.hit('198.51.100.1', after(0))).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(await limiter.hit('198.51.100.2', after(0))).toEqual({ allowed: true });
    expect(await limiter.hit('198.51.100.1', after(1000))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.hit('198.51.100.1', after(2000))).toEqual({ allowed: true });
    expect(await limiter.hit('198.51.100.1', after(2000))).toMatchObject({ allowed: false });
    for (let i = 0; i < 3; i++) expect(await limiter.hit('198.51.100.1', after(3_600_000))).toEqual({ allowed: true });
    expect(await limiter.hit('198.51.100.1', after(3_600_000))).toMatchObject({ allowed: false });
    expect(scaleSearchLimit({ burst: 40, perSecond: 2 }, 100)).toEqual({ burst: 4000, perSecond: 200 });
  });
});

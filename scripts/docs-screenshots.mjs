// `npm run docs:screenshots`: the owner guide's pictures (docs/owner-guide.md), taken from the production build
// so they stay true. Starts `build/server/main.js` on a fresh DATA_DIR, makes the owner as docs/owner-guide.md says
// (sign up, `npm run owner -- grant`, start again), seeds activity through the site's own API and pages (a
// coupon, a purchase paid with the local test gateway's card, a subscriber, a contact message, a call, coaching
// hours, a sequence), then photographs every section of the admin menu (app/components/admin/admin-nav.tsx) at
// 1280 px in the light theme into docs/images/owner-guide/<section>.jpg.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { parse } from 'yaml';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './chromium.mjs';

const OUT = 'docs/images/owner-guide';
const PORT = Number(process.env.PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER = { username: 'site_owner', email: 'owner@academy.example', password: 'Owner-Harbour-42' };

if (!existsSync('build/server/main.js')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

/** The admin menu's sections, read from its component so a new section gets a picture without editing this file. */
function adminSections() {
  const source = readFileSync('app/components/admin/admin-nav.tsx', 'utf8');
  return [...source.matchAll(/\{ to: '(\/admin[^']*)', label: '([^']+)'/g)].map(([, to, label]) => ({ to, label }));
}

/** The image file of a section: `/admin` is overview, `/admin/x` is x. */
const imageName = (to) => `${to === '/admin' ? 'overview' : to.slice('/admin/'.length)}.jpg`;

const dataDir = mkdtempSync(join(tmpdir(), 'docs-screens-'));
const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' };

async function startServer() {
  const server = spawn(process.execPath, ['build/server/main.js'], { stdio: 'inherit', env });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 1500) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        server.on('exit', resolve);
        server.kill('SIGTERM');
      }),
  };
}

async function expectStatus(response, status, what) {
  if (response.status() !== status) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response;
}

let server;
let browser;
try {
  // The owner, as docs/owner-guide.md says: sign up, stop the server, grant, start again.
  server = await startServer();
  const signup = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(OWNER),
  });
  if (signup.status !== 201) throw new Error(`owner sign-up answered ${signup.status}`);
  await server.stop();
  const granted = spawnSync(join('node_modules', '.bin', 'tsx'), ['server/cli/owner.ts', 'grant', OWNER.email], { env, encoding: 'utf8' });
  if (granted.status !== 0) throw new Error(`npm run owner -- grant failed: ${granted.stderr}`);
  server = await startServer();

  browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS });
  const newContext = () => browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

  // The owner's settings and offers.
  const ownerContext = await newContext();
  const owner = ownerContext.request;
  await expectStatus(await owner.post('/api/auth/login', { data: { email: OWNER.email, password: OWNER.password } }), 200, 'owner sign-in');
  const hours = await (await owner.get('/api/admin/coaching/availability')).json();
  const day = [{ start: '09:00', end: '17:00' }];
  await expectStatus(
    await owner.put('/api/admin/coaching/availability', {
      data: {
        ...hours,
        timeZone: 'Europe/London',
        meetingUrl: 'https://meet.example.com/coaching',
        sessionMinutes: 30,
        bookingWindowDays: 90,
        weekly: Object.fromEntries(
          ['mon', 'tue', 'wed', 'thu', 'fri']
            .map((d) => [d, day])
            .concat([
              ['sat', []],
              ['sun', []],
            ]),
        ),
      },
    }),
    200,
    'coaching hours',
  );
  await expectStatus(await owner.post('/api/admin/coupons', { data: { code: 'SPRING20', percentOff: 20 } }), 201, 'coupon');
  await expectStatus(
    await owner.post('/api/admin/offers', {
      data: {
        title: 'Both courses and a call',
        slug: 'both-courses',
        status: 'published',
        price: { type: 'one_time', amounts: { GBP: 1900, USD: 2400 } },
        grants: [
          { type: 'course', courseId: 'free-course' },
          { type: 'course', courseId: 'premium-course' },
          { type: 'coaching', sessions: 1 },
        ],
      },
    }),
    201,
    'offer',
  );
  await expectStatus(await owner.post('/api/admin/coupons', { data: { code: 'WELCOME10', percentOff: 10 } }), 201, 'coupon');
  await expectStatus(
    await owner.post('/api/admin/calls', {
      data: {
        title: 'Pricing clinic',
        agenda: 'Your pricing questions\nReview of two members’ offers',
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        durationMinutes: 60,
        joinUrl: 'https://meet.example.com/pricing-clinic',
      },
    }),
    201,
    'call',
  );
  await expectStatus(
    await owner.post('/api/admin/sequences', {
      data: {
        name: 'Checkout reminder',
        trigger: 'checkout_abandoned',
        active: true,
        abandonAfterHours: 24,
        steps: [{ delayMinutes: 0, subject: 'Your course is waiting', body: 'Finish [your order](/checkout/premium-course).' }],
      },
    }),
    201,
    'sequence',
  );

  // Learners: two buy the premium course (one with a code), one subscribes, one writes through /contact.
  for (const [i, name] of ['amara', 'jonas', 'priya'].entries()) {
    const learner = (await newContext()).request;
    await expectStatus(
      await learner.post('/api/auth/signup', {
        data: { username: name, email: `${name}@example.com`, password: `correct horse ${name} 7` },
      }),
      201,
      'learner sign-up',
    );
    if (i === 2) continue;
    const intent = await expectStatus(
      await learner.post('/api/create-payment-intent', {
        data: { courseId: 'premium-course', ...(i === 0 ? { couponCode: 'SPRING20' } : {}) },
      }),
      200,
      'checkout',
    );
    const paid = await expectStatus(
      await learner.post('/api/local-payments/confirm', {
        data: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', clientSecret: (await intent.json()).clientSecret },
      }),
      200,
      'payment',
    );
    await expectStatus(
      await learner.post('/api/payment-success', { data: { paymentIntentId: (await paid.json()).paymentIntentId } }),
      200,
      'payment success',
    );
  }
  // Amara reads the free course's first lesson to its end and passes its check, as the reader's buttons do
  // (e2e/support.ts completeLessonByApi), so the overview and learners show progress.
  const amara = (await newContext()).request;
  await expectStatus(
    await amara.post('/api/auth/login', { data: { email: 'amara@example.com', password: 'correct horse amara 7' } }),
    200,
    'sign-in',
  );
  const lessonPath = '/api/lessons/free-course/1/1';
  const { lesson } = await (await expectStatus(await amara.get(lessonPath), 200, 'lesson')).json();
  const step = async (event) => expectStatus(await amara.post(`${lessonPath}/progress`, { data: event }), 200, `progress ${event.type}`);
  for (let section = 0; section < lesson.sections.length - 1; section += 1) await step({ type: 'continue', section });
  await step({ type: 'open-quiz' });
  // The right answers, placed as the attempt now open shows the questions and their options (decision 031h).
  const { lesson: opened } = await (await expectStatus(await amara.get(lessonPath), 200, 'lesson')).json();
  const authored = [parse(readFileSync('content/lessons/free-course/module-1-lesson-1.yaml', 'utf8')).quiz].flat();
  const optionText = (option) => (typeof option === 'string' ? option : option.text);
  const answers = opened.quiz.questions.map((shown) => {
    const question = authored.find((q) => q.question === shown.question);
    return shown.options.indexOf(optionText(question.options[question.correct]));
  });
  await step({ type: 'answer-quiz', attempt: opened.quiz.attempt, answers });
  await step({ type: 'complete-action' });
  await step({ type: 'complete' });

  const visitor = await newContext();
  await expectStatus(
    await visitor.request.post('/api/newsletter', { data: { email: 'reader@example.com', source: 'home' } }),
    200,
    'subscribe',
  );
  const contact = await visitor.newPage();
  await contact.goto('/contact');
  await contact.getByLabel('Your name').fill('Sam Reader');
  await contact.getByLabel('Your email').fill('sam@example.com');
  await contact.getByLabel('Message').fill('Does the premium course cover pricing a first client project?');
  await contact.waitForTimeout(3_500); // the form's minimum fill time (server/contact/contact-form-token.ts)
  await contact.getByRole('button', { name: 'Send message' }).click();
  await contact.waitForLoadState('networkidle');

  // A comment in the free course's first lesson, which another learner reports.
  const commenter = (await newContext()).request;
  const reporter = (await newContext()).request;
  for (const [context, name] of [
    [commenter, 'lena'],
    [reporter, 'tomas'],
  ]) {
    await expectStatus(
      await context.post('/api/auth/signup', {
        data: { username: name, email: `${name}@example.com`, password: `correct horse ${name} 7` },
      }),
      201,
      'learner sign-up',
    );
  }
  const comment = await expectStatus(
    await commenter.post('/api/lessons/free-course/1/1/comments', {
      data: { body: 'DM me for a guaranteed $10k a month, link in my profile!' },
    }),
    201,
    'comment',
  );
  await expectStatus(
    await reporter.post(`/api/comments/${(await comment.json()).comment.id}/report`, {
      data: { reason: 'Spam: an advert for a get-rich scheme' },
    }),
    201,
    'report',
  );

  // Visitors with an ordinary browser's user agent (the headless one is a bot, not counted): a referral link,
  // a campaign link and a few pages; the subscriber confirms from the email in DATA_DIR/outbox.
  const referrals = await expectStatus(await commenter.get('/api/referrals'), 200, 'referral code');
  const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  for (const first of [`/r/${(await referrals.json()).code}`, '/?utm_source=newsletter&utm_campaign=spring', '/blog', '/business-ideas']) {
    const reader = await browser.newContext({ baseURL: BASE, userAgent });
    const tab = await reader.newPage();
    await tab.goto(first, { referer: 'https://www.google.com/' });
    await tab.goto('/courses');
    await reader.close();
  }
  const outbox = join(dataDir, 'outbox');
  let token;
  for (let i = 0; i < 150 && !token; i++) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox).map((f) =>
          readFileSync(join(outbox, f), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        )
      : [];
    token = mails
      .filter((m) => m.includes('reader@example.com'))
      .map((m) => /newsletter\/confirm\?token=([\w-]+)/.exec(m)?.[1])
      .find(Boolean);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error('no confirmation email for reader@example.com in the outbox');
  await expectStatus(await visitor.request.post('/api/newsletter/confirm', { data: { token } }), 200, 'confirm');
  await new Promise((resolve) => setTimeout(resolve, 6_000)); // page views are written every 5 s

  // The pictures.
  mkdirSync(OUT, { recursive: true });
  const page = await ownerContext.newPage();
  for (const section of adminSections()) {
    await page.goto(section.to);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(OUT, imageName(section.to)), type: 'jpeg', quality: 75 });
    console.log(`${section.label}: ${join(OUT, imageName(section.to))}`);
  }
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

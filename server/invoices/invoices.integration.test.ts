/**
 * Invoices and credit notes (issue 31) through the API, on PGlite and PostgreSQL: the tax a checkout quotes is
 * what is charged and invoiced; business buyers and the reverse charge; the evidence of the buyer's country; the
 * PDF for its buyer and the owners only; credit notes on refund; the owner's totals and CSV; gap-free numbers
 * under concurrent purchases, over two services on one PostgreSQL.
 */
import { createServer, type Server } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { pdfText } from '../../test/pdf-text';
import { intentIdOf, TEST_CARD } from '../../test/purchases';
import { createTestApp, silentLogger, type TestApp, type TestClient } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { createServices } from '../create-services';
import { auditLog, documentCounters, emailOutbox, invoices, purchases, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { confirmPurchase } from '../payments/confirm-purchase';
import { openCheckout } from '../payments/open-checkout';
import { allocateDocumentNumber } from './allocate-document-number';
import type { LocalGateway } from '../payments/local-gateway';
import type { Services } from '../services';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const year = () => t.services.now().getUTCFullYear();

async function ownerClient(): Promise<TestClient> {
  const client = t.client();
  const { user } = await client.signUp({ username: 'owner' });
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
  return client;
}

/** Opens the checkout with these billing details, pays with `card`, and confirms: the buyer's answers on the way. */
async function buy(client: TestClient, billing: Record<string, unknown>, card = TEST_CARD.cardNumber) {
  const quote = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, ...billing });
  expect(quote.status, quote.text).toBe(200);
  const paid = await client.post('/api/local-payments/confirm', { ...TEST_CARD, cardNumber: card, clientSecret: quote.body.clientSecret });
  if (paid.status !== 200) return { quote, paid, confirmed: null };
  const confirmed = await client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { quote, paid, confirmed };
}

async function pdfOf(client: TestClient, number: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const res = await t.app.request(`http://localhost/api/invoices/${number}.pdf`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('a consumer in Germany', () => {
  it('is quoted German VAT inside the price, charged that price, and invoiced with the rate, the tax and the next number', async () => {
    const client = t.client();
    const { user, email } = await client.signUp({ username: 'greta' });
    const { quote } = await buy(client, { billingCountry: 'de' });
    expect(quote.body).toMatchObject({
      amount: 999,
      net: 839,
      taxRate: 1900,
      tax: 160,
      taxInclusive: true,
      reverseCharge: false,
      billingCountry: 'DE',
    });

    const list = await client.get('/api/invoices');
    expect(list.status).toBe(200);
    expect(list.body.invoices).toHaveLength(1);
    const [invoice] = list.body.invoices;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      currency: 'GBP',
      net: 839,
      taxRate: 1900,
      tax: 160,
      gross: 999,
      reverseCharge: false,
    });
    expect(invoice.number).toMatch(new RegExp(`^INV-${year()}-\\d{6}$`));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, invoice.number));
    expect(row).toMatchObject({
      userId: user.id,
      buyerCountry: 'DE',
      // 4242… says nothing of its country: none is made up from the billing country (issue 41).
      evidence: { billingCountry: 'DE', cardCountry: null, countryConfirmed: false },
    });

    const pdf = await pdfOf(client, invoice.number);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    expect(text).toContain(invoice.number);
    expect(text).toContain('19 %');
    expect(text).toContain('£1.60');
    expect(text).toContain('Germany');
    expect(text).not.toContain('card issued in');
    expect(text).toContain('card’s country not known');
    expect(text).toContain('Payment received by card.');

    // The receipt carries the invoice as a PDF, made when it is sent.
    const receipt = (await t.mail.to(email)).find((m) => m.subject.startsWith('Your receipt'));
    expect(receipt!.text).toContain(invoice.number);
    expect(receipt!.raw).toContain(`filename=${invoice.number}.pdf`);
    expect(receipt!.raw).toMatch(/Content-Type: application\/pdf/i);
  });

  it('answers 404, not 403, for another buyer’s invoice and an unknown one; an owner gets any', async () => {
    const buyer = t.client();
    await buyer.signUp({ username: 'hans' });
    await buy(buyer, { billingCountry: 'DE' });
    const [{ number }] = (await buyer.get('/api/invoices')).body.invoices;
    const stranger = t.client();
    await stranger.signUp({ username: 'stranger' });
    expect((await pdfOf(stranger, number)).status).toBe(404);
    expect((await pdfOf(stranger, `INV-${year()}-999999`)).status).toBe(404);
    expect((await pdfOf(t.client(), number)).status).toBe(404);
    expect((await stranger.get('/api/invoices')).body.invoices).toEqual([]);
    expect((await t.client().get('/api/invoices')).status).toBe(401);
    expect((await pdfOf(await ownerClient(), number)).status).toBe(200);
  });
});

describe('the buyer’s country', () => {
  it('asks the buyer when the card is from another country, keeps the confirmation as evidence and charges the billing country’s VAT', async () => {
    const client = t.client();
    await client.signUp({ username: 'pierre' });
    const FRENCH_CARD = '4000002500000003';
    const first = await buy(client, { billingCountry: 'DE' }, FRENCH_CARD);
    expect(first.paid.status).toBe(409);
    expect(first.paid.body).toMatchObject({ field: 'confirmCountry', error: 'country_mismatch' });
    expect(first.paid.body.message).toContain('France');
    expect(first.paid.body.message).toContain('Germany');
    const confirmed = await client.post('/api/local-payments/confirm', {
      ...TEST_CARD,
      cardNumber: FRENCH_CARD,
      clientSecret: first.quote.body.clientSecret,
      confirmCountry: true,
    });
    expect(confirmed.status).toBe(200);
    expect((await client.post('/api/payment-success', { paymentIntentId: confirmed.body.paymentIntentId })).status).toBe(200);
    const [invoice] = (await client.get('/api/invoices')).body.invoices;
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, invoice.number));
    expect(row).toMatchObject({ taxRate: 1900, evidence: { billingCountry: 'DE', cardCountry: 'FR', countryConfirmed: true } });
  });

  it('takes a client that sends no country to be in the seller’s country, as before (UK VAT inside £9.99)', async () => {
    const client = t.client();
    await client.signUp({ username: 'olduk' });
    const { quote } = await buy(client, {});
    expect(quote.body).toMatchObject({ amount: 999, billingCountry: 'GB', taxRate: 2000, tax: 167, net: 832 });
  });
});

describe('business buyers', () => {
  it('reverse-charges a business with a valid VAT number in another country: no VAT, and the invoice says so', async () => {
    const client = t.client();
    await client.signUp({ username: 'claire' });
    const { quote } = await buy(client, {
      billingCountry: 'FR',
      company: 'Exemple SA',
      address: '1 rue de la Paix, Paris',
      vatNumber: 'FR 40 303265045',
    });
    expect(quote.body).toMatchObject({ amount: 999, net: 999, tax: 0, taxRate: 0, reverseCharge: true });
    const [invoice] = (await client.get('/api/invoices')).body.invoices;
    expect(invoice).toMatchObject({ reverseCharge: true, tax: 0, gross: 999 });
    const text = pdfText((await pdfOf(client, invoice.number)).bytes);
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
    expect(text).toContain('FR40303265045');
    expect(text).toContain('Exemple SA');
  });

  it('refuses a VAT number in the wrong format or from another country, naming the field', async () => {
    const client = t.client();
    await client.signUp({ username: 'typo' });
    const wrong = await client.post('/api/create-payment-intent', {
      courseId: PREMIUM_COURSE_ID,
      billingCountry: 'FR',
      company: 'SA',
      vatNumber: 'FR123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('vatNumber');
    const elsewhere = await client.post('/api/create-payment-intent', {
      courseId: PREMIUM_COURSE_ID,
      billingCountry: 'DE',
      company: 'SA',
      vatNumber: 'FR40303265045',
    });
    expect(elsewhere).toMatchObject({ status: 400, body: { field: 'vatNumber' } });
    expect((await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, billingCountry: 'Germany' })).body.field).toBe(
      'billingCountry',
    );
  });
});

describe('a reverse charge on the VAT number’s format alone (issue 41)', () => {
  // VIES as its REST service answers, switchable: down (503) at checkout, up later.
  let vies: Server;
  let answer: 'down' | 'valid' | 'invalid' = 'down';
  const asked: string[] = [];
  beforeAll(async () => {
    vies = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        asked.push(body);
        if (answer === 'down') res.writeHead(503).end('down');
        else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ valid: answer === 'valid' }));
      });
    });
    await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => vies.close(() => resolve())));

  it('is flagged on the owner’s invoices, and checked in VIES again until it confirms the number', async () => {
    const { port } = vies.address() as { port: number };
    const site = t.variant({ env: { VAT_NUMBER_CHECK: 'vies', VIES_URL: `http://127.0.0.1:${port}/check` } });
    const buyer = site.client();
    await buyer.signUp({ username: 'unchecked' });
    const quote = await buyer.post('/api/create-payment-intent', {
      courseId: PREMIUM_COURSE_ID,
      billingCountry: 'FR',
      company: 'Exemple SA',
      vatNumber: 'FR40303265045',
    });
    // VIES down at checkout: the format decides (027d), and the evidence says so.
    expect(quote.body).toMatchObject({ reverseCharge: true, tax: 0 });
    expect(asked.at(-1)).toContain('40303265045');
    const paid = await buyer.post('/api/local-payments/confirm', { ...TEST_CARD, clientSecret: quote.body.clientSecret });
    expect((await buyer.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
    const [{ number }] = (await buyer.get('/api/invoices')).body.invoices;

    const owner = site.client();
    const { user } = await owner.signUp({ username: 'vatowner' });
    await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
    const listed = async () =>
      (
        (await owner.get('/api/admin/invoices')).body.documents as Array<{
          number: string;
          vatUnverified: boolean;
          vatRecheck: string | null;
        }>
      ).find((d) => d.number === number)!;
    expect(await listed()).toMatchObject({ vatUnverified: true, vatRecheck: null });
    // A consumer's invoice, and a confirmed one, are not flagged.
    const consumer = site.client();
    await consumer.signUp({ username: 'consumer' });
    const plain = await consumer.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, billingCountry: 'DE' });
    const plainPaid = await consumer.post('/api/local-payments/confirm', { ...TEST_CARD, clientSecret: plain.body.clientSecret });
    await consumer.post('/api/payment-success', { paymentIntentId: plainPaid.body.paymentIntentId });
    const [{ number: plainNumber }] = (await consumer.get('/api/invoices')).body.invoices;
    expect((await owner.get('/api/admin/invoices')).body.documents.find((d: { number: string }) => d.number === plainNumber)).toMatchObject(
      {
        vatUnverified: false,
      },
    );

    const recheck = () => owner.post(`/api/admin/invoices/${number}/vat-check`, {});
    // Still down: kept, still flagged. Then VIES says it is not registered: still flagged, with that answer.
    expect((await recheck()).body).toMatchObject({ number, answer: 'unavailable', unverified: true });
    answer = 'invalid';
    expect((await recheck()).body).toMatchObject({ answer: 'invalid', unverified: true });
    expect(await listed()).toMatchObject({ vatUnverified: true, vatRecheck: 'invalid' });
    answer = 'valid';
    expect((await recheck()).body).toMatchObject({ answer: 'valid', unverified: false });
    expect(await listed()).toMatchObject({ vatUnverified: false, vatRecheck: 'valid' });
    // Confirmed: nothing more to check; the invoice as issued is unchanged; every check is in the audit log.
    expect((await recheck()).status).toBe(409);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, number));
    expect(row!.evidence.vatCheck).toBe('unavailable');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invoices.vat_recheck'));
    expect(audits.map((a) => (a.details as { answer: string }).answer)).toEqual(['unavailable', 'invalid', 'valid']);
    // Owners only; a consumer's invoice has nothing to check; a malformed number names the field.
    expect((await buyer.post(`/api/admin/invoices/${number}/vat-check`, {})).status).toBe(404);
    expect((await owner.post(`/api/admin/invoices/${plainNumber}/vat-check`, {})).status).toBe(409);
    expect((await owner.post('/api/admin/invoices/INV-1/vat-check', {})).body).toMatchObject({ field: 'number' });
  });
});

describe('the owner', () => {
  it('sets the seller (audited), which new invoices name, and may add VAT to prices instead of including it', async () => {
    const owner = await ownerClient();
    expect((await owner.get('/api/admin/seller')).body).toMatchObject({ set: false, taxInclusive: true, requiredToSell: false });
    const bad = await owner.request('/api/admin/seller', {
      method: 'PUT',
      json: { name: 'Academy Ltd', address: '1 High St', country: 'GB', vatNumber: 'DE123456789' },
    });
    expect(bad).toMatchObject({ status: 400, body: { field: 'vatNumber' } });
    const saved = await owner.request('/api/admin/seller', {
      method: 'PUT',
      json: { name: 'Academy Ltd', address: '1 High Street, London', country: 'GB', vatNumber: 'GB123456789', taxInclusive: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ set: true, name: 'Academy Ltd', vatNumber: 'GB123456789', taxInclusive: false });
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'seller.update'));
    expect(audited).toMatchObject({ targetType: 'settings', details: { name: 'Academy Ltd', taxInclusive: false } });

    const client = t.client();
    await client.signUp({ username: 'added' });
    const { quote } = await buy(client, { billingCountry: 'DE' });
    // 999 + 19 % (189.81 → 190): the amount charged, which the payment was checked against.
    expect(quote.body).toMatchObject({ net: 999, tax: 190, amount: 1189, taxInclusive: false });
    const [invoice] = (await client.get('/api/invoices')).body.invoices;
    expect(invoice).toMatchObject({ net: 999, tax: 190, gross: 1189 });
    expect(pdfText((await pdfOf(client, invoice.number)).bytes)).toContain('GB123456789');
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .innerJoin(invoices, eq(invoices.purchaseId, purchases.id))
      .where(eq(invoices.number, invoice.number));
    expect(purchase!.purchases.amount).toBe(1189);

    // Back to prices with VAT inside them, for the tests that follow.
    await owner.request('/api/admin/seller', {
      method: 'PUT',
      json: { name: 'Academy Ltd', address: '1 High Street, London', country: 'GB', vatNumber: 'GB123456789', taxInclusive: true },
    });
  });

  it('lists the period’s invoices and credit notes, whose totals per currency and per country and rate match them, and exports them as CSV', async () => {
    const owner = await ownerClient();
    const listing = (await owner.get('/api/admin/invoices')).body;
    expect(listing.documents.length).toBeGreaterThan(3);
    const sums = (docs: { net: number; tax: number; gross: number }[]) =>
      docs.reduce((s, d) => ({ net: s.net + d.net, tax: s.tax + d.tax, gross: s.gross + d.gross }), { net: 0, tax: 0, gross: 0 });
    expect(listing.totals).toEqual([{ currency: 'GBP', documents: listing.documents.length, ...sums(listing.documents) }]);
    for (const line of listing.byCountryAndRate) {
      const docs = listing.documents.filter(
        (d: { buyerCountry: string; taxRate: number; reverseCharge: boolean }) =>
          d.buyerCountry === line.country && d.taxRate === line.taxRate && d.reverseCharge === line.reverseCharge,
      );
      expect(line).toMatchObject({ documents: docs.length, ...sums(docs) });
    }
    expect(listing.byCountryAndRate).toContainEqual(expect.objectContaining({ country: 'DE', taxRate: 1900, reverseCharge: false }));
    expect(listing.byCountryAndRate).toContainEqual(expect.objectContaining({ country: 'FR', taxRate: 0, reverseCharge: true }));

    const csv = await owner.get(`/api/admin/invoices.csv?from=${listing.from}&to=${listing.to}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^number,type,credits_invoice,issued_at/);
    // Opens in Excel as UTF-8 with issued_at read as a date and time (issue 41).
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[1]!.split(',')[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(lines).toHaveLength(listing.documents.length + 1);
    expect(csv.text).toContain(',DE,');
    expect((await owner.get('/api/admin/invoices?from=2026-13-01')).status).toBe(400);
    // Nothing issued in a period long past.
    expect((await owner.get('/api/admin/invoices?from=2001-01-01&to=2001-12-31')).body).toMatchObject({ documents: [], totals: [] });
  });
});

describe('refunds', () => {
  it('issue a credit note referencing the invoice, with its own number and its PDF, emailed with the refund', async () => {
    const client = t.client();
    const { email } = await client.signUp({ username: 'refunder' });
    await buy(client, { billingCountry: 'IE' });
    const [purchase] = (await client.get('/api/account/purchases')).body.purchases;
    const refund = await client.post(`/api/account/purchases/${purchase.id}/refund`, {});
    expect(refund.status, refund.text).toBe(200);
    const list = (await client.get('/api/invoices')).body.invoices;
    const note = list.find((d: { kind: string }) => d.kind === 'credit_note');
    const invoice = list.find((d: { kind: string }) => d.kind === 'invoice');
    expect(note).toMatchObject({ creditsNumber: invoice.number, net: -invoice.net, tax: -invoice.tax, gross: -999, taxRate: 2300 });
    expect(note.number).toMatch(new RegExp(`^CN-${year()}-\\d{6}$`));
    const text = pdfText((await pdfOf(client, note.number)).bytes);
    expect(text).toContain(`Credit note ${note.number}`);
    expect(text).toContain(invoice.number);
    // Money going back, to the card (issue 41: it said "Payment received by card").
    expect(text).toContain('Refunded to the card used for payment.');
    expect(text).not.toContain('Payment received');
    const refundEmail = (await t.mail.to(email)).find((m) => m.subject.startsWith('Your refund'));
    expect(refundEmail!.raw).toContain(`filename=${note.number}.pdf`);
    // Asked again: nothing more.
    await client.post(`/api/account/purchases/${purchase.id}/refund`, {});
    expect((await client.get('/api/invoices')).body.invoices).toHaveLength(2);
  });
});

describe('numbers', () => {
  it('take back a number when the transaction that took it rolls back: no gap', async () => {
    const taken = await allocateDocumentNumber({ db: t.db, series: 'CN', year: 1999 });
    await expect(
      t.db.transaction(async (tx) => {
        await allocateDocumentNumber({ db: tx, series: 'CN', year: 1999 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = await allocateDocumentNumber({ db: t.db, series: 'CN', year: 1999 });
    expect([taken, next]).toEqual(['CN-1999-000001', 'CN-1999-000002']);
  });

  it('live payments refuse to sell until the seller is set, politely', async () => {
    await t.db.execute(sql`delete from sales_settings`);
    const [buyer] = await t.db
      .insert(users)
      .values({ username: 'live', email: `live-${Date.now()}@example.com`, passwordHash: 'x' })
      .returning();
    const live = { ...t.services.payments, kind: 'stripe' as const, live: true, within: () => live };
    const refused = await openCheckout({
      db: t.db,
      mailer: t.services.mailer,
      gateway: live,
      userId: buyer!.id,
      offerId: 'premium',
      now: t.services.now(),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'conflict', message: expect.stringContaining('purchases are paused') });
  });

  it('are gap-free and unique under 50 concurrent purchases (over two services on PostgreSQL)', async () => {
    let second: Services | undefined;
    const services: Services[] = [t.services];
    if (testDbKind() === 'postgres') {
      // A second service on the same PostgreSQL: its own pool, as a second process would have.
      second = await createServices(t.services.config, {
        logger: silentLogger,
        startMailWorker: false,
        mailTransport: { kind: 'outbox', send: async () => ({ messageId: 'unsent' }), close: () => {} },
      });
      services.push(second);
    }
    try {
      await t.db.delete(documentCounters).where(eq(documentCounters.series, 'INV'));
      await t.db.execute(sql`update invoices set number = 'OLD-' || number where kind = 'invoice'`);
      const buyers = await t.db
        .insert(users)
        .values(
          Array.from({ length: 50 }, (_, i) => ({ username: `rush${i}`, email: `rush-${i}-${Date.now()}@example.com`, passwordHash: 'x' })),
        )
        .returning({ id: users.id });
      await Promise.all(
        buyers.map(async ({ id }, i) => {
          const s = services[i % services.length]!;
          const opened = await openCheckout({
            db: s.db,
            mailer: s.mailer,
            gateway: s.payments,
            userId: id,
            offerId: 'premium',
            billing: { country: ['DE', 'FR', 'GB', 'IT', 'US'][i % 5]! },
            now: s.now(),
          });
          if (opened.state !== 'pay') throw new Error(`checkout ${opened.state}`);
          const gateway = s.payments as LocalGateway;
          await gateway.confirmWithCard({
            clientSecret: opened.clientSecret,
            card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
          });
          await confirmPurchase({
            db: s.db,
            mailer: s.mailer,
            gateway: s.payments,
            userId: id,
            paymentIntentId: intentIdOf(opened.clientSecret),
            now: s.now(),
          });
        }),
      );
      const numbers = (
        await t.db
          .select({ number: invoices.number })
          .from(invoices)
          .where(sql`${invoices.number} like 'INV-%'`)
      )
        .map((r) => r.number)
        .sort();
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `INV-${year()}-${String(i + 1).padStart(6, '0')}`));
      const outbox = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(sql`${emailOutbox.attachments} is not null`);
      expect(outbox[0]!.n).toBeGreaterThanOrEqual(50);
    } finally {
      await second?.mailWorker.stop();
      await second?.database.close();
    }
  }, 120_000);
});

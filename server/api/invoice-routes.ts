import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  billingSettingsBodySchema,
  INVOICE_NUMBER_PATTERN,
  invoicePeriodQuerySchema,
  sellerBodySchema,
} from '../../common/invoice-schemas';
import { HttpError, parseJsonBody, parseParams } from '../http/errors';
import { exportInvoicesCsv } from '../invoices/export-invoices-csv';
import { findInvoice } from '../invoices/find-invoice';
import { listInvoices } from '../invoices/list-invoices';
import { listMyInvoices } from '../invoices/list-my-invoices';
import { recheckVatNumber } from '../invoices/recheck-vat-number';
import { renderInvoicePdf } from '../invoices/render-invoice-pdf';
import { loadSalesSettings, updateBillingSettings, updateSeller } from '../invoices/sales-settings';
import { viesChecker } from '../tax/vat-number-checker';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const invoiceNumberParam = z.object({
  number: z.string().regex(INVOICE_NUMBER_PATTERN, 'number must be an invoice number such as INV-2026-000123'),
});

/**
 * A buyer's invoices and credit notes (issue 31), mounted at /api/invoices: the list (signed in) and each PDF, which
 * answers 404 to anyone but its buyer and the owners, as an unknown number does, so numbers reveal nothing.
 */
export function invoiceRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = c.get('user');
      if (!user) throw new HttpError(401, 'Please sign in first.');
      c.header('Cache-Control', 'private, no-store');
      return c.json({ invoices: await listMyInvoices({ db, userId: user.id }) });
    })
    .get('/:file{[A-Z]{2,3}-[0-9]{4}-[0-9]{6}\\.pdf}', async (c) => {
      const user = c.get('user');
      const number = c.req.param('file').slice(0, -'.pdf'.length);
      if (!user || !INVOICE_NUMBER_PATTERN.test(number)) return c.json({ message: 'Invoice not found' }, 404);
      const { invoice, creditsNumber } = await findInvoice({ db, number, viewer: { id: user.id, isOwner: user.isOwner } });
      const pdf = await renderInvoicePdf(invoice, { creditsNumber });
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${number}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    });
}

/** The owner's side (mounted under /api/admin behind ownerOnly): the seller, and the period's invoices and their CSV. */
export function adminInvoiceRoutes(services: Services) {
  const { db } = services;
  const owner = (c: Context<AppEnv>) => c.get('user')!;
  return (
    new Hono<AppEnv>()
      .get('/seller', async (c) => c.json(await sellerAnswer(services)))
      .put('/seller', async (c) => {
        const changes = await parseJsonBody(c, sellerBodySchema);
        await updateSeller({ db, now: services.now(), actorId: owner(c).id, changes });
        return c.json(await sellerAnswer(services));
      })
      // The dunning grace days (issue 44): kept with the seller in the sales settings.
      .get('/billing-settings', async (c) => c.json({ dunningGraceDays: (await loadSalesSettings({ db })).dunningGraceDays }))
      .put('/billing-settings', async (c) => {
        const changes = await parseJsonBody(c, billingSettingsBodySchema);
        const saved = await updateBillingSettings({ db, now: services.now(), actorId: owner(c).id, changes });
        return c.json({ dunningGraceDays: saved.dunningGraceDays });
      })
      .get('/invoices', async (c) => {
        const { from, to } = parseParams(invoicePeriodQuerySchema, c.req.query());
        return c.json(await listInvoices({ db, from, to, now: services.now() }));
      })
      // A reverse charge decided on the number's format alone, checked in VIES again (issue 41).
      .post('/invoices/:number/vat-check', async (c) => {
        const { number } = parseParams(invoiceNumberParam, c.req.param());
        const checker = viesChecker({ url: services.config.viesUrl });
        return c.json(await recheckVatNumber({ db, checker, number, actorId: owner(c).id, now: services.now() }));
      })
      .get('/invoices.csv', async (c) => {
        const { from, to } = parseParams(invoicePeriodQuerySchema, c.req.query());
        const exported = await exportInvoicesCsv({ db, actorId: owner(c).id, from, to, now: services.now() });
        return c.body(exported.csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="invoices-${exported.from}-to-${exported.to}.csv"`,
          'Cache-Control': 'private, no-store',
        });
      })
  );
}

/** GET/PUT /api/admin/seller's answer: the seller as set (null fields until then), and whether prices include tax. */
async function sellerAnswer(services: Services) {
  const { seller, taxInclusive } = await loadSalesSettings({ db: services.db });
  return {
    name: seller?.name ?? null,
    address: seller?.address ?? null,
    country: seller?.country ?? null,
    vatNumber: seller?.vatNumber ?? null,
    taxInclusive,
    // Live payments sell only once the seller is set: the owner sees why checkout is refused.
    requiredToSell: services.payments.live,
    set: seller !== null,
  };
}

import { Download } from 'lucide-react';
import { data, Form, useActionData } from 'react-router';
import { PageTitle } from '~/components/admin/admin-ui';
import { InvoiceList, InvoiceTotals } from '~/components/admin/invoice-tables';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { adminMeta } from '~/lib/admin-meta';
import { listQuery } from '~/lib/list-query';
import { INVOICE_NUMBER_PATTERN, invoicePeriodQuerySchema } from '../../common/invoice-schemas';
import { listInvoices } from '../../server/invoices/list-invoices';
import { recheckVatNumber } from '../../server/invoices/recheck-vat-number';
import { viesChecker } from '../../server/tax/vat-number-checker';
import { adminAction, type AdminActionData } from '../lib/admin-action.server';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-invoices';

export const meta: Route.MetaFunction = (args) => adminMeta('Invoices', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  // A period that does not parse shows the default one (this month).
  const period = listQuery(request, invoicePeriodQuerySchema, {});
  const listing = await listInvoices({ db: context.services.db, ...period, now: context.services.now() });
  // The list's columns only: buyers' names and addresses stay in the PDFs and the CSV.
  return {
    ...listing,
    documents: listing.documents.map((d) => ({
      number: d.number,
      kind: d.kind,
      creditsNumber: d.creditsNumber,
      issuedAt: d.issuedAt,
      buyerCountry: d.buyerCountry,
      reverseCharge: d.reverseCharge,
      currency: d.currency,
      net: d.net,
      taxRate: d.taxRate,
      tax: d.tax,
      gross: d.gross,
      vatUnverified: d.vatUnverified,
      vatRecheck: d.vatRecheck,
      vatRecheckedAt: d.vatRecheckedAt,
    })),
  };
}

/** "Check in VIES again" on a reverse charge decided on the number's format alone (issue 41). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const form = await request.formData();
  const number = String(form.get('number') ?? '');
  if (form.get('intent') !== 'vat-check' || !INVOICE_NUMBER_PATTERN.test(number)) {
    return data<AdminActionData>({ ok: false, message: 'Choose an invoice.' }, { status: 400 });
  }
  const checker = viesChecker({ url: context.services.config.viesUrl });
  return adminAction(async () => {
    const checked = await recheckVatNumber({ db: context.services.db, checker, number, actorId: user.id, now: context.services.now() });
    return checked.answer === 'valid'
      ? `VIES confirms the VAT number of ${number}: the reverse charge stands.`
      : `${number}: ${checked.answer === 'invalid' ? 'VIES says the number is not registered.' : 'VIES could not answer; check again later.'}`;
  });
}

export default function AdminInvoices({ loaderData: listing }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const csv = `/api/admin/invoices.csv?from=${listing.from}&to=${listing.to}`;
  return (
    <>
      <PageTitle description="Every invoice and credit note issued in a period, with the totals per currency, and per country and VAT rate, that a VAT return needs.">
        Invoices
      </PageTitle>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Period">
        <div>
          <label htmlFor="invoices-from" className="mb-1 block text-sm font-medium text-slate-800">
            From
          </label>
          <input id="invoices-from" type="date" name="from" defaultValue={listing.from} className="ui-input h-10" />
        </div>
        <div>
          <label htmlFor="invoices-to" className="mb-1 block text-sm font-medium text-slate-800">
            To
          </label>
          <input id="invoices-to" type="date" name="to" defaultValue={listing.to} className="ui-input h-10" />
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
        <Button asChild variant="ghost">
          <a href={csv} download>
            <Download aria-hidden /> CSV for the accountant
          </a>
        </Button>
      </Form>
      {answer ? (
        <Alert variant={answer.ok ? 'success' : 'error'} className="mb-6">
          {answer.message}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-6">
        <InvoiceTotals listing={listing} />
        <InvoiceList listing={listing} />
      </div>
    </>
  );
}

import { useCallback, useState } from 'react';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import { ActionNotice, PageTitle, Pager, SearchForm } from '~/components/admin/admin-ui';
import { PurchasesTable } from '~/components/admin/purchases-table';
import { REFUND_FETCHER_KEY } from '~/components/admin/refund-fetcher-key';
import { adminAction, confirmRecentAuth, parseForm, type AdminActionData } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { DEFAULT_REFUND_REASON, purchasesQuerySchema, refundBodySchema } from '../../common/admin-schemas';
import { formatPrice } from '../../common/format';
import { PURCHASE_STATUSES } from '../../common/purchase-statuses';
import { listPurchases } from '../../server/admin/list-purchases';
import { refundPurchase } from '../../server/admin/refund-purchase';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-purchases';

export const meta: Route.MetaFunction = (args) => adminMeta('Purchases', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = purchasesQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : { page: 1, q: undefined, status: undefined };
  return { query: { q: query.q ?? '', status: query.status ?? '' }, list: await listPurchases({ db: context.services.db, ...query }) };
}

const refundForm = refundBodySchema.extend({ purchaseId: z.uuid({ message: 'purchaseId must be a purchase from the list' }) });

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const form = parseForm(refundForm, await request.formData());
  if (!form.ok) return form.answer;
  const { services } = context;
  return adminAction(async () => {
    const now = services.now();
    await confirmRecentAuth({
      db: services.db,
      user,
      password: form.value.password,
      limits: services.authLimits,
      ip: context.clientIp,
      now,
    });
    const result = await refundPurchase({
      db: services.db,
      gateway: services.payments,
      mailer: services.mailer,
      now,
      purchaseId: form.value.purchaseId,
      actorId: user.id,
      reason: form.value.reason ?? DEFAULT_REFUND_REASON,
    });
    return result.changed
      ? `Refunded ${formatPrice(result.amount, result.currency)}. The course is closed for the learner and a refund email is on its way.`
      : 'This purchase was already refunded.';
  });
}

export default function AdminPurchases({ loaderData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  const [notice, setNotice] = useState<AdminActionData>();
  const onRefunded = useCallback((result: AdminActionData) => setNotice(result), []);
  // The dialog may be gone before it could report (its row reloaded as refunded): its fetcher still holds the answer.
  const refund = useFetcher<AdminActionData>({ key: REFUND_FETCHER_KEY });
  return (
    <>
      <PageTitle description="Every sale and grant, newest first.">Purchases</PageTitle>
      <SearchForm label="Email or payment id" q={query.q}>
        <div>
          <label htmlFor="admin-status" className="mb-1 block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="admin-status" name="status" defaultValue={query.status} className="ui-input h-10">
            <option value="">Any</option>
            {PURCHASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status[0]!.toUpperCase() + status.slice(1)}
              </option>
            ))}
          </select>
        </div>
      </SearchForm>
      <ActionNotice result={refund.data?.ok ? refund.data : notice} />
      <PurchasesTable rows={list.rows} onRefunded={onRefunded} />
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} noun="purchase" />
    </>
  );
}

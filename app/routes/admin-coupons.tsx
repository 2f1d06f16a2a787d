import { asc } from 'drizzle-orm';
import { data, useNavigation } from 'react-router';
import { ActionNotice, PageTitle } from '~/components/admin/admin-ui';
import { CouponForm } from '~/components/admin/coupon-form';
import { CouponTable } from '~/components/admin/coupon-table';
import { adminAction, type AdminActionData } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { idParamSchema } from '../../common/admin-schemas';
import { createCouponBodySchema } from '../../common/coupon-schemas';
import { BASE_CURRENCY } from '../../common/currencies';
import { offerCheckoutPath } from '../../common/routes';
import { createCoupon } from '../../server/coupons/create-coupon';
import { deactivateCoupon } from '../../server/coupons/deactivate-coupon';
import { listCoupons } from '../../server/coupons/list-coupons';
import { offers } from '../../server/db/schema';
import { TitledSection } from '../components/ui/titled-section';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-coupons';

export const meta: Route.MetaFunction = (args) => adminMeta('Coupons', args);

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  const { db } = context.services;
  const [coupons, offerList] = await Promise.all([
    listCoupons({ db }),
    db.select({ id: offers.id, title: offers.title }).from(offers).orderBy(asc(offers.position), asc(offers.id)),
  ]);
  // A fixed amount off is in pounds, the coupons' currency (docs/decisions/028a-prices-per-currency.md).
  return { coupons, offers: offerList, currency: BASE_CURRENCY };
}

/** The form's strings as POST /api/admin/coupons's body, so both are checked by one schema. */
function bodyFromForm(form: FormData): Record<string, unknown> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const number = (value: string) => (value === '' ? undefined : Number(value));
  const value = number(text('value'));
  const expiresOn = text('expiresOn');
  return {
    code: text('code'),
    ...(text('kind') === 'amount' ? { amountOff: value === undefined ? undefined : Math.round(value * 100) } : { percentOff: value }),
    // The end of the chosen day, UTC: "expires on 31 Dec" still works on 31 Dec.
    expiresAt: /^\d{4}-\d{2}-\d{2}$/.test(expiresOn) ? `${expiresOn}T23:59:59Z` : expiresOn || undefined,
    maxRedemptions: number(text('maxRedemptions')),
    firstPurchaseOnly: form.get('firstPurchaseOnly') === 'true',
    // Ticked boxes share one name; the brackets say a list is meant (html-validate's form-dup-name).
    offerIds: form.getAll('offerIds[]').map(String),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const form = await request.formData();
  const { db } = context.services;
  const now = context.services.now();
  if (form.get('intent') === 'deactivate') {
    const parsed = idParamSchema.safeParse({ id: form.get('id') });
    if (!parsed.success) return data<AdminActionData>({ ok: false, message: 'Choose a code to deactivate.' }, { status: 400 });
    return adminAction(async () => {
      const { coupon, changed } = await deactivateCoupon({ db, now, actorId: user.id, couponId: parsed.data.id });
      return changed ? `${coupon.code} is deactivated: it can no longer be used.` : `${coupon.code} was already inactive.`;
    });
  }
  const parsed = createCouponBodySchema.safeParse(bodyFromForm(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || undefined;
    return data<AdminActionData>({ ok: false, message: issue.message, ...(field ? { field } : {}) }, { status: 400 });
  }
  return adminAction(async () => {
    const coupon = await createCoupon({ db, now, actorId: user.id, coupon: parsed.data });
    const [only] = coupon.offerIds;
    return only && coupon.offerIds.length === 1
      ? `${coupon.code} is ready: share ${offerCheckoutPath(only)}?code=${coupon.code}`
      : `${coupon.code} is ready: add ?code=${coupon.code} to a checkout link to share it.`;
  });
}

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageTitle description="Discount codes for checkout: what each takes off, how often it was used, and until when.">Coupons</PageTitle>
      <ActionNotice result={actionData} />
      <div className="flex flex-col gap-6">
        <TitledSection id="new-code-title" title="New code">
          {/* A fresh form after each created code: keyed by the last answer. */}
          <CouponForm key={actionData?.ok ? actionData.message : 'form'} result={actionData} busy={busy} offers={loaderData.offers} />
        </TitledSection>
        <TitledSection id="codes-title" title="Codes">
          <CouponTable rows={loaderData.coupons} currency={loaderData.currency} busy={busy} offers={loaderData.offers} />
        </TitledSection>
      </div>
    </>
  );
}

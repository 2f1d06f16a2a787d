import { data, useNavigation } from 'react-router';
import { ActionNotice, PageTitle } from '~/components/admin/admin-ui';
import { ReferralSettingsForm } from '~/components/admin/referral-settings-form';
import { ReferrerTable } from '~/components/admin/referrer-table';
import { adminAction, type AdminActionData } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { idParamSchema } from '../../common/admin-schemas';
import { formatPrice } from '../../common/format';
import { referralSettingsBodySchema } from '../../common/referral-schemas';
import { listReferrers } from '../../server/referrals/list-referrers';
import { loadReferralSettings } from '../../server/referrals/load-referral-settings';
import { recordReferralPayout } from '../../server/referrals/record-referral-payout';
import { updateReferralSettings } from '../../server/referrals/update-referral-settings';
import { TitledSection } from '../components/ui/titled-section';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-referrals';

export const meta: Route.MetaFunction = (args) => adminMeta('Referrals', args);

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  const { db } = context.services;
  const [settings, referrers] = await Promise.all([loadReferralSettings({ db }), listReferrers({ db, now: context.services.now() })]);
  return { settings: { commissionPercent: settings.commissionPercent, buyerCouponCode: settings.buyerCouponCode }, referrers };
}

/** The settings form and "Mark paid" post here, checked by the same schemas as the API (common/referral-schemas.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const form = await request.formData();
  const { db } = context.services;
  const now = context.services.now();
  if (form.get('intent') === 'payout') {
    const parsed = idParamSchema.safeParse({ id: form.get('id') });
    if (!parsed.success) return data<AdminActionData>({ ok: false, message: 'Choose a referrer to pay.' }, { status: 400 });
    return adminAction(async () => {
      const payouts = await recordReferralPayout({ db, actorId: user.id, referrerId: parsed.data.id, now });
      return `Recorded as paid: ${payouts.map((p) => formatPrice(p.amount, p.currency)).join(', ')}.`;
    });
  }
  const percent = String(form.get('commissionPercent') ?? '').trim();
  const parsed = referralSettingsBodySchema.safeParse({
    commissionPercent: /^\d+$/.test(percent) ? Number(percent) : percent === '' ? undefined : Number.NaN,
    buyerCouponCode: String(form.get('buyerCouponCode') ?? '').trim(),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || undefined;
    return data<AdminActionData>({ ok: false, message: issue.message, ...(field ? { field } : {}) }, { status: 400 });
  }
  return adminAction(async () => {
    const saved = await updateReferralSettings({ db, actorId: user.id, now, ...parsed.data });
    return `Saved: ${saved.commissionPercent}% commission, ${saved.buyerCouponCode ? `code ${saved.buyerCouponCode} for referred buyers` : 'no discount for referred buyers'}.`;
  });
}

export default function AdminReferrals({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageTitle description="Learners' referral links: the terms, what each referrer brought, and what is pending and payable.">
        Referrals
      </PageTitle>
      <ActionNotice result={actionData} />
      <div className="flex flex-col gap-6">
        <TitledSection id="referral-settings-title" title="Settings">
          <ReferralSettingsForm settings={loaderData.settings} result={actionData} busy={busy} />
        </TitledSection>
        <TitledSection id="referrers-title" title="Referrers">
          <ReferrerTable rows={loaderData.referrers} busy={busy} />
        </TitledSection>
      </div>
    </>
  );
}

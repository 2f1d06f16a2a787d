import { Link } from 'react-router';
import { CommissionList, ReferralFigures } from '~/components/referrals/referral-figures';
import { ReferralLinkCard } from '~/components/referrals/referral-link-card';
import { originFrom, seo } from '~/lib/seo';
import { REFUND_WINDOW_DAYS } from '../../common/refund-policy';
import { loadMyReferrals } from '../../server/referrals/load-my-referrals';
import { TitledSection } from '../components/ui/titled-section';
import { requireUser } from '../lib/auth.server';
import type { Route } from './+types/account-referrals';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Referrals', path: '/account/referrals', origin: originFrom(matches), noindex: true });

/** The learner's referral link and what it has brought (issue 30); their code is made on the first visit. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requireUser(context, '/account/referrals');
  const { services } = context;
  return loadMyReferrals({ db: services.db, userId: user.id, siteUrl: services.config.siteUrl, now: services.now() });
}

export default function AccountReferrals({ loaderData }: Route.ComponentProps) {
  const mine = loaderData;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <div>
        <p className="text-sm">
          <Link to="/account" className="font-medium text-blue-700 hover:underline">
            My Account
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">Referrals</h1>
        <p className="mt-2 text-slate-600">
          Bring a friend: your link, who came through it, and what you have earned. A refunded or disputed purchase earns nothing, and
          buying through your own link does not count.
        </p>
      </div>
      <ReferralLinkCard link={mine.link} commissionPercent={mine.commissionPercent} />
      <TitledSection id="figures-title" title="What your link has brought">
        <ReferralFigures figures={mine} />
      </TitledSection>
      <TitledSection id="commissions-title" title="Commissions">
        <CommissionList commissions={mine.commissions} />
        <p className="mt-3 text-sm text-slate-600">
          A commission is pending for the {REFUND_WINDOW_DAYS} days in which its buyer can ask for their money back, then payable. The
          site&apos;s owner pays what is payable and marks it paid here.
        </p>
      </TitledSection>
    </section>
  );
}

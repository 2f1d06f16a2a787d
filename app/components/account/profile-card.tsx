import { CalendarDays, Crown, Mail, ShieldCheck, User } from 'lucide-react';
import { Link } from 'react-router';
import { PremiumBadge } from '~/components/site-header';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { formatMemberSince } from '../../../common/format';
import { SITE_NAME } from '../../../common/site';

export interface ProfileAccount {
  username: string;
  email: string;
  createdAt: string;
  subscriptionLevel: string | null;
  hasPremiumAccess: boolean;
}

/** The account page's head: who the learner is, since when, and what their access is (with the way to premium). */
export function ProfileCard({ account }: { account: ProfileAccount }) {
  const rows = [
    { icon: User, label: 'Username', value: account.username },
    { icon: Mail, label: 'Email', value: account.email },
    { icon: CalendarDays, label: 'Member Since', value: formatMemberSince(account.createdAt) },
    { icon: ShieldCheck, label: 'Subscription', value: account.subscriptionLevel || 'Free' },
  ];

  return (
    <>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle className="flex items-center gap-3">
            Profile Information {account.hasPremiumAccess ? <PremiumBadge /> : null}
          </CardTitle>
          <CardDescription>The details of your {SITE_NAME} account.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-200">
            {rows.map(({ icon: Icon, label, value }) => (
              <div key={label} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
                <dt className="flex w-40 items-center gap-2 text-sm font-medium text-slate-600">
                  <Icon className="size-4" aria-hidden /> {label}
                </dt>
                <dd className="break-all text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      {account.hasPremiumAccess ? (
        <div className="mt-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900" role="note">
          <Crown className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">Premium Access</p>
            <p className="text-sm">You have lifetime access to the premium course and every future update.</p>
          </div>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-3 rounded-xl border border-blue-200 bg-blue-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-blue-950">Unlock the premium course</p>
            <p className="text-sm text-blue-900">Six advanced modules, templates and the AI Strategy Generator — one payment.</p>
          </div>
          <Button asChild variant="premium">
            <Link to="/courses">
              <Crown aria-hidden /> Upgrade to Premium
            </Link>
          </Button>
        </div>
      )}
    </>
  );
}

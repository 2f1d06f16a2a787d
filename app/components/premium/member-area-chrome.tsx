import { Crown } from 'lucide-react';
import { LoginRequired, PurchaseRequired } from '~/components/lesson/lesson-screens';
import { SectionTabs } from '~/components/ui/section-tabs';
import type { ReactNode } from 'react';

/** What a member-area loader answers to anyone without access (app/lib/member-area.server.ts). */
export type LockedScreen =
  | { screen: 'login'; message: string; loginHref: string }
  | { screen: 'purchase'; message: string; courseTitle?: string; coursePrice?: number; currency?: string; checkoutHref: string };

/** The sign-in screen for a visitor, the purchase screen for a learner without the course (as premium lessons). */
export function MemberAreaLocked({ locked }: { locked: LockedScreen }) {
  return locked.screen === 'login' ? (
    <LoginRequired loginHref={locked.loginHref} message={locked.message} />
  ) : (
    <PurchaseRequired {...locked} />
  );
}

const SECTIONS = [
  { to: '/premium', label: 'Overview', end: true },
  { to: '/premium/templates', label: 'Templates', end: false },
  { to: '/premium/calls', label: 'Strategy calls', end: false },
  { to: '/premium/community', label: 'Community', end: false },
  { to: '/premium/coaching', label: '1-on-1 coaching', end: false },
] as const;

/** The member area's frame: its name, its sections, then the page. */
export function MemberAreaFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <p className="flex items-center gap-1.5 text-sm font-semibold uppercase tracking-wide text-amber-800">
        <Crown className="size-4" aria-hidden /> Member area
      </p>
      <SectionTabs label="Member area" sections={SECTIONS} className="mt-3" />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      {intro ? <div className="mt-2 max-w-3xl text-slate-700">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}

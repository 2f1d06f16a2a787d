import { SectionTabs } from '~/components/ui/section-tabs';

/** The owner's area's sections (issue 13). Subscribers and Newsletter are built beside this layout. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/analytics', label: 'Analytics', end: false },
  { to: '/admin/purchases', label: 'Purchases', end: false },
  { to: '/admin/invoices', label: 'Invoices', end: false },
  { to: '/admin/learners', label: 'Learners', end: false },
  { to: '/admin/subscribers', label: 'Subscribers', end: false },
  { to: '/admin/content', label: 'Content', end: false },
  { to: '/admin/newsletter', label: 'Newsletter', end: false },
  { to: '/admin/sequences', label: 'Sequences', end: false },
  { to: '/admin/messages', label: 'Messages', end: false },
  { to: '/admin/calls', label: 'Calls', end: false },
  { to: '/admin/coaching', label: 'Coaching', end: false },
  { to: '/admin/reports', label: 'Reports', end: false },
  { to: '/admin/coupons', label: 'Coupons', end: false },
  { to: '/admin/referrals', label: 'Referrals', end: false },
  { to: '/admin/settings', label: 'Settings', end: false },
  { to: '/admin/audit', label: 'Audit', end: false },
] as const;

export function AdminNav() {
  return <SectionTabs label="Admin" sections={ADMIN_SECTIONS} />;
}

import { NavLink } from 'react-router';
import { cn } from '~/lib/cn';

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
  return (
    <nav aria-label="Admin" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                cn(
                  '-mb-px block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
                  isActive
                    ? 'border-blue-600 text-blue-700'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

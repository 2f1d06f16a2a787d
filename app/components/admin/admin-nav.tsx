import { NavLink } from 'react-router';
import { cn } from '~/lib/cn';
import type { Section } from '~/components/ui/section-tabs';

/**
 * The owner's area's sections (issue 13), in groups (issue 41): seventeen tabs in one sideways strip hid
 * Coupons, Referrals, Settings and Audit past the edge at 1280 px with nothing to say so. Grouped, every
 * section shows at once from a phone up, and the group names tell where to look.
 */
export const ADMIN_SECTION_GROUPS: ReadonlyArray<{ label: string; sections: readonly Section[] }> = [
  {
    label: 'Sales',
    sections: [
      { to: '/admin', label: 'Overview', end: true },
      { to: '/admin/analytics', label: 'Analytics', end: false },
      { to: '/admin/offers', label: 'Offers', end: false },
      { to: '/admin/purchases', label: 'Purchases', end: false },
      { to: '/admin/subscriptions', label: 'Subscriptions', end: false },
      { to: '/admin/invoices', label: 'Invoices', end: false },
      { to: '/admin/coupons', label: 'Coupons', end: false },
      { to: '/admin/referrals', label: 'Referrals', end: false },
    ],
  },
  {
    label: 'People',
    sections: [
      { to: '/admin/learners', label: 'Learners', end: false },
      { to: '/admin/subscribers', label: 'Subscribers', end: false },
      { to: '/admin/messages', label: 'Messages', end: false },
      { to: '/admin/calls', label: 'Calls', end: false },
      { to: '/admin/coaching', label: 'Coaching', end: false },
    ],
  },
  {
    label: 'Content',
    sections: [
      { to: '/admin/courses', label: 'Courses', end: false },
      { to: '/admin/content', label: 'Content', end: false },
      { to: '/admin/newsletter', label: 'Newsletter', end: false },
      { to: '/admin/sequences', label: 'Sequences', end: false },
    ],
  },
  {
    label: 'Site',
    sections: [
      { to: '/admin/reports', label: 'Reports', end: false },
      { to: '/admin/settings', label: 'Settings', end: false },
      { to: '/admin/audit', label: 'Audit', end: false },
    ],
  },
];

export const ADMIN_SECTIONS = ADMIN_SECTION_GROUPS.flatMap((group) => group.sections);

export function AdminNav() {
  return (
    <nav aria-label="Admin" className="border-b border-slate-200 pb-3">
      <ul className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
        {ADMIN_SECTION_GROUPS.map((group) => (
          <li key={group.label}>
            <p id={`admin-nav-${group.label.toLowerCase()}`} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {group.label}
            </p>
            <ul aria-labelledby={`admin-nav-${group.label.toLowerCase()}`} className="mt-1 flex flex-wrap gap-1">
              {group.sections.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
                        isActive
                          ? 'bg-blue-50 text-blue-800 ring-1 ring-blue-200'
                          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

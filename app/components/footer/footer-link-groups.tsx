import { Link } from 'react-router';

/** The footer's Help and Legal columns (issues 15 and 19): every link leads to a real page. */
const GROUPS = [
  {
    label: 'Help',
    links: [
      { to: '/help', text: 'Help Center' },
      { to: '/contact', text: 'Contact Us' },
    ],
  },
  {
    label: 'Legal',
    links: [
      { to: '/privacy', text: 'Privacy Policy' },
      { to: '/terms', text: 'Terms of Service' },
      { to: '/refund-policy', text: 'Refund Policy' },
    ],
  },
] as const;

export function FooterLinkGroups() {
  return GROUPS.map((group) => (
    <nav key={group.label} aria-label={group.label}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.label}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white hover:underline">
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  ));
}

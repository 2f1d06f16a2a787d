import { NavLink } from 'react-router';
import { cn } from '~/lib/cn';

export interface Section {
  to: string;
  label: string;
  /** Marked current only on exactly this address (an area's overview), not on the addresses below it. */
  end: boolean;
}

/**
 * An area's sections as a row of tabs (the owner's area, the member area): links, the current one underlined and
 * marked for screen readers by NavLink's aria-current; the row scrolls sideways on a phone instead of wrapping.
 */
export function SectionTabs({ label, sections, className }: { label: string; sections: readonly Section[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn('-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0', className)}>
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {sections.map((section) => (
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

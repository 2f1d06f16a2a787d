import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  href?: string;
}

/** Where a page sits: Home › a list › … ; the page itself, when named, last and unlinked. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map(({ label, href }, index) => (
          <Fragment key={`${index}-${label}`}>
            {index > 0 ? (
              <li aria-hidden className="flex items-center">
                <ChevronRight className="size-4" />
              </li>
            ) : null}
            <li>
              {href ? (
                <Link to={href} className="hover:text-blue-700 hover:underline">
                  {label}
                </Link>
              ) : (
                <span aria-current="page" className="text-slate-900">
                  {label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

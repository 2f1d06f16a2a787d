import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { SITE_NAME, SITE_TAGLINE } from '../../common/site';
import { FooterLinkGroups } from './footer/footer-link-groups';
import { SellerDetails } from './legal/seller-details';
import { ThemeButtons } from './theme-control';

// The earlier site's placeholder links had no target (DESIGN fix 10); Help Center, Contact and the legal pages now exist.
export function SiteFooter() {
  const year = new Date().getUTCFullYear();
  const seller = useRootData()?.seller;
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 sm:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <p className="flex items-center gap-2 font-bold text-white">
            <Sparkles className="size-5 text-blue-400" aria-hidden /> {SITE_NAME}
          </p>
          <p className="mt-3 max-w-md text-sm">{SITE_TAGLINE}</p>
        </div>
        <nav aria-label="Courses">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Courses</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/course/free" className="hover:text-white hover:underline">
                Free Course
              </Link>
            </li>
            <li>
              <Link to="/course/premium" className="hover:text-white hover:underline">
                Premium Course
              </Link>
            </li>
            <li>
              <Link to="/courses" className="hover:text-white hover:underline">
                All Training
              </Link>
            </li>
            <li>
              <Link to="/community" className="hover:text-white hover:underline">
                Community
              </Link>
            </li>
          </ul>
        </nav>
        <FooterLinkGroups />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col-reverse items-center gap-4 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <div className="flex flex-col gap-1">
            <p>
              © {year} {SITE_NAME}. All rights reserved.
            </p>
            {seller ? <SellerDetails seller={seller} /> : null}
          </div>
          {/* Reachable on every page and screen, with or without JavaScript (the header's needs it on phones). */}
          <ThemeButtons layout="footer" />
        </div>
      </div>
    </footer>
  );
}

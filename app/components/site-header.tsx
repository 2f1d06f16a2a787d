import { Crown, Menu, Search, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { cn } from '~/lib/cn';
import { useHydrates } from '~/lib/hydration';
import { useUser } from '~/lib/root-data';
import { SITE_NAME } from '../../common/site';
import { DocumentAccountMenu } from './document-account-menu';
import { ThemeButtons, ThemeMenu } from './theme-control';
import { Button } from './ui/button';
import { UserMenuButton } from './user-menu-button';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/business-ideas', label: 'Business Ideas' },
  { to: '/blog', label: 'Blog' },
  { to: '/courses', label: 'Training' },
] as const;

/** `compact`: only the crown on phones, where the header has no room for the word. */
export function PremiumBadge({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-amber-700 to-orange-700 text-xs font-bold text-white',
        compact ? 'px-1.5 py-1 sm:px-2.5 sm:py-0.5' : 'px-2.5 py-0.5',
        className,
      )}
      title="Premium member"
    >
      <Crown className="size-3.5" aria-hidden /> <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Premium</span>
    </span>
  );
}

/** A plain GET form: reaches /search?q=… from every page, with or without JavaScript. */
function HeaderSearch({ className, id }: { className?: string; id: string }) {
  return (
    <Form method="get" action="/search" role="search" className={cn('relative items-center', className)}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <Search className="pointer-events-none absolute left-2.5 size-4 text-slate-500" aria-hidden />
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={200}
        placeholder="Search lessons, articles…"
        className="h-9 w-full rounded-md border border-slate-300 bg-white pl-8 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 lg:w-56"
      />
      {/* Enter sends the form; some screen-reader users look for the button that does (WCAG technique H32). Out of
          the Tab order: focused, a hidden button would show no focus. */}
      <button type="submit" tabIndex={-1} className="sr-only">
        Search
      </button>
    </Form>
  );
}

export function SiteHeader() {
  const user = useUser();
  const location = useLocation();
  // One menu at a time: opening the account menu closes the phone menu and the other way round (issue 18).
  const [openMenu, setOpenMenu] = useState<'phone' | 'account' | null>(null);
  const menuOpen = openMenu === 'phone';
  const mobileNavId = useId();
  // A reading page runs no React: its menus are HTML popovers (the phone menu, the account menu). In the
  // browser React is running (a hydrated page, or a reading page reached by a client navigation), so the
  // scripted menus serve; the constant lets the client build drop the popover account menu (issue 25's budget).
  const hydrates = useHydrates() || !import.meta.env.SSR;

  // A navigation closes both menus.
  useEffect(() => setOpenMenu(null), [location.pathname]);

  const here = `${location.pathname}${location.search}`;
  const redirectQuery =
    location.pathname === '/' || location.pathname === '/login' || location.pathname === '/signup'
      ? ''
      : `?redirectTo=${encodeURIComponent(here)}`;

  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        {/* The name may wrap on a phone: a premium member's header holds the badge, the account menu and the
            menu button too, and everything must fit in 320 px (issue 18). Beside the main navigation it gives way
            to the links: only the mark on a tablet, two lines up to 1280 px (the device's face sets the widths,
            docs/decisions/030c-system-fonts.md). */}
        <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-slate-900" aria-label={`${SITE_NAME} home`}>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-blue-600 to-indigo-600 text-white">
            <Sparkles className="size-5" aria-hidden />
          </span>
          <span className="text-sm leading-tight min-[400px]:whitespace-nowrap min-[400px]:text-base sm:text-lg md:max-lg:sr-only lg:max-xl:whitespace-normal lg:max-xl:text-base">
            {SITE_NAME}
          </span>
        </Link>

        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  prefetch={link.to === '/' ? undefined : 'intent'}
                  className={({ isActive }) =>
                    cn(
                      'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900',
                      isActive ? 'text-blue-700' : 'text-slate-700',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
          <HeaderSearch className="hidden lg:flex" id="header-search" />
          <Link to="/search" aria-label="Search" className="hidden rounded-md p-2 text-slate-700 hover:bg-slate-100 md:flex lg:hidden">
            <Search className="size-5" aria-hidden />
          </Link>
          {user?.hasPremiumAccess ? <PremiumBadge compact /> : null}
          {user && !hydrates ? <DocumentAccountMenu user={user} /> : null}
          {user && hydrates ? (
            <UserMenuButton user={user} open={openMenu === 'account'} onOpenChange={(open) => setOpenMenu(open ? 'account' : null)} />
          ) : null}
          {!user ? (
            <div className="hidden items-center gap-2 sm:flex">
              {/* From 1280 px: narrower headers have no room beside the search box (the footer's control serves them). */}
              <ThemeMenu className="hidden xl:block" />
              <Button asChild variant="ghost">
                <Link to={`/login${redirectQuery}`}>Sign In</Link>
              </Button>
              <Button asChild>
                <Link to={`/signup${redirectQuery}`}>Get Started</Link>
              </Button>
            </div>
          ) : null}
          {hydrates ? (
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={menuOpen}
              aria-controls={mobileNavId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setOpenMenu(menuOpen ? null : 'phone')}
            >
              {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            </Button>
          ) : (
            // The browser opens and closes the popover (and says whether it is expanded); no script needed.
            <Button variant="ghost" size="icon" className="md:hidden" popoverTarget={mobileNavId} aria-label="Open menu">
              <Menu aria-hidden />
            </Button>
          )}
        </div>
      </div>

      <nav
        id={mobileNavId}
        aria-label="Mobile"
        {...(hydrates ? { hidden: !menuOpen } : { popover: 'auto' as const, 'data-menu-label': '' })}
        className={cn(
          'border-t border-slate-200 bg-white md:hidden',
          // As a popover it sits in the top layer: placed under the header, full width, like the scripted one.
          !hydrates &&
            'fixed inset-x-0 bottom-auto top-16 m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-x-0 border-b p-0 text-slate-900',
        )}
      >
        <HeaderSearch className="mx-4 mt-3 flex" id="mobile-search" />
        <ul className="flex flex-col px-4 py-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) =>
                  cn('block rounded-md px-3 py-3 text-base font-medium hover:bg-slate-100', isActive ? 'text-blue-700' : 'text-slate-800')
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          {user ? (
            <>
              <li>
                <Link to="/dashboard" className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
                  Dashboard
                </Link>
              </li>
              <li>
                <Link to="/account" className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
                  My Account
                </Link>
              </li>
              {user.isOwner ? (
                <li>
                  <Link to="/admin" className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
                    Admin
                  </Link>
                </li>
              ) : null}
              <li>
                <Form method="post" action="/logout">
                  <button
                    type="submit"
                    className="block w-full rounded-md px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100"
                  >
                    Sign Out
                  </button>
                </Form>
              </li>
            </>
          ) : (
            <li className="flex gap-2 py-3 sm:hidden">
              <Button asChild variant="outline" className="flex-1">
                <Link to={`/login${redirectQuery}`}>Sign In</Link>
              </Button>
              <Button asChild className="flex-1">
                <Link to={`/signup${redirectQuery}`}>Get Started</Link>
              </Button>
            </li>
          )}
          <li className="border-t border-slate-200 px-3 pb-1 pt-3">
            <p className="mb-2 text-sm font-medium text-slate-700" aria-hidden>
              Theme
            </p>
            <ThemeButtons layout="segmented" />
          </li>
        </ul>
      </nav>
    </header>
  );
}

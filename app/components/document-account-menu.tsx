import { ChevronDown, Crown, LayoutDashboard, LogOut, ShieldCheck, User } from 'lucide-react';
import { ThemeButtons } from './theme-control';
import type { ClientUser } from '~/context';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';

/**
 * The account menu of a reading page, which runs no React (app/lib/hydration.ts): the same entries as the
 * app pages' Radix menu (user-menu.tsx), as an HTML popover that opens, closes on Escape or a click
 * elsewhere, and signs out with a plain form, all without JavaScript. With the enhancement module, focus moves
 * into it on opening and the arrow keys move between its items, as in the Radix menu (app/enhance/enhance.ts).
 */
export function DocumentAccountMenu({ user }: { user: ClientUser }) {
  const id = 'account-menu';
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        className="flex items-center gap-1 rounded-full border border-slate-200 py-1 pl-1 pr-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 sm:gap-2 sm:pr-2"
        aria-label={`Account menu for ${user.username}`}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-blue-600 font-semibold uppercase text-white" aria-hidden>
          {user.username.slice(0, 1)}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{user.username}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </button>
      <div
        id={id}
        popover="auto"
        role="menu"
        aria-label={`Account menu for ${user.username}`}
        className="fixed inset-auto right-4 top-16 m-0 min-w-60 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
      >
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{user.username}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
        </div>
        <div className="my-1 h-px bg-slate-200" />
        <ul role="none">
          <li role="none">
            <a href="/dashboard" role="menuitem" className={itemClass}>
              <LayoutDashboard className="size-4" aria-hidden /> Dashboard
            </a>
          </li>
          <li role="none">
            <a href="/account" role="menuitem" className={itemClass}>
              <User className="size-4" aria-hidden /> My Account
            </a>
          </li>
          {user.isOwner ? (
            <li role="none">
              <a href="/admin" role="menuitem" className={itemClass}>
                <ShieldCheck className="size-4" aria-hidden /> Admin
              </a>
            </li>
          ) : null}
          <li role="none">
            <a href={user.hasPremiumAccess ? '/premium' : '/courses'} role="menuitem" className={itemClass}>
              <Crown className="size-4 text-amber-600" aria-hidden /> {user.hasPremiumAccess ? 'Member area' : 'Upgrade to Premium'}
            </a>
          </li>
        </ul>
        <div className="my-1 h-px bg-slate-200" />
        <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600" aria-hidden>
          Theme
        </p>
        <ThemeButtons layout="menu" inMenu />
        <div className="my-1 h-px bg-slate-200" />
        <form method="post" action="/logout">
          <button type="submit" role="menuitem" className={itemClass}>
            <LogOut className="size-4" aria-hidden /> Sign Out
          </button>
        </form>
      </div>
    </>
  );
}
